import { Marked, type Token, type Tokens } from 'marked'
import { variantWidths } from './images'

// Images inside a post's body (ADR 060). An uploaded image is written `![alt](/uploads/<id>/<w>.webp#WxH "caption")`:
// the editor puts the upload's own size in the fragment, so the page names every AVIF/WebP variant and reserves the
// space without asking the database. A paragraph of nothing but images is a figure (one) or a gallery (several).
// Images from other hosts are never loaded by the reader's browser: they are shown as a link to the image.

/** An uploaded image's address as the editor writes it: the upload's id, one variant, and the original's size. */
const UPLOAD_IMAGE = /^\/uploads\/([a-z0-9-]{8,64})\/[1-9]\d{0,4}\.(?:webp|avif)#([1-9]\d{0,4})x([1-9]\d{0,4})$/

/** Column widths of the post page (max-w-3xl less its padding) for `sizes`: one image, or one of a gallery's two. */
const FIGURE_SIZES = '(min-width: 48rem) 720px, 100vw'
const GALLERY_SIZES = '(min-width: 48rem) 360px, 50vw'

const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * Whether an image address stays on this site: no scheme and not `//host` or `/\host` (which browsers read as another
 * host), once the leading spaces and control characters browsers drop are dropped.
 */
export function isLocalImageUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- dropping what browsers drop is the point
  const clean = url.replace(/[\u0000-\u0020]+/g, '')
  // Another host needs a scheme (`https:`, `data:` is refused too) or a protocol-relative `//`; a relative address
  // resolves on this site, where it can track nobody.
  return !/^(?:[a-z][a-z\d+.-]*:|[/\\]{2})/i.test(clean)
}

/** Every address a `srcset` names (comma-separated candidates of "url [descriptor]"). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)
}

export interface UploadImageRef {
  id: string
  width: number
  height: number
}

/** The upload an image address names with its size (the editor's form), or null for any other address. */
export function uploadImageRef(href: string): UploadImageRef | null {
  const match = UPLOAD_IMAGE.exec(href)
  if (!match) return null
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]) }
}

/** An uploaded image as <picture>: AVIF then WebP sources at every stored width, the fallback sized and lazy. */
export function pictureHtml(ref: UploadImageRef, alt: string, sizes: string): string {
  const widths = variantWidths(ref.width)
  const set = (format: 'avif' | 'webp') => widths.map((w) => `/uploads/${ref.id}/${w}.${format} ${w}w`).join(', ')
  const fallback = widths.find((w) => w >= 1280) ?? widths.at(-1)!
  return (
    `<picture><source type="image/avif" srcset="${set('avif')}" sizes="${sizes}">` +
    `<source type="image/webp" srcset="${set('webp')}" sizes="${sizes}">` +
    `<img src="/uploads/${ref.id}/${fallback}.webp" alt="${escapeAttr(alt)}" width="${ref.width}" ` +
    `height="${ref.height}" loading="lazy" decoding="async"></picture>`
  )
}

/**
 * An image from another host, dropped at render (ADR 060): a link to it with its alt text, so the reader's browser
 * asks that host for nothing unless the reader follows it.
 */
export function remoteImageHtml(href: string, alt: string): string {
  const text = alt.trim() || href
  return `<a href="${escapeAttr(href)}" class="story-remote-image">${escapeAttr(text)}</a>`
}

/** Whether a paragraph holds images only (and the blank space or line breaks between them). */
export function imagesOnly(tokens: Token[]): Tokens.Image[] | null {
  const images: Tokens.Image[] = []
  for (const token of tokens) {
    if (token.type === 'image') images.push(token as Tokens.Image)
    else if (token.type === 'br' || (token.type === 'text' && !token.raw.trim())) continue
    else return null
  }
  return images.length ? images : null
}

/** One image of a figure or gallery: the picture (or the plain image) and its caption, the Markdown title. */
export function figureHtml(image: Tokens.Image, inGallery: boolean, plainImage: (image: Tokens.Image) => string) {
  const ref = uploadImageRef(image.href)
  if (!ref && !isLocalImageUrl(image.href)) return remoteImageHtml(image.href, image.text)
  const media = ref ? pictureHtml(ref, image.text, inGallery ? GALLERY_SIZES : FIGURE_SIZES) : plainImage(image)
  const caption = image.title ? `<figcaption>${escapeAttr(image.title)}</figcaption>` : ''
  return `<figure class="story-figure">${media}${caption}</figure>`
}

/** A paragraph of images only: a figure for one, a gallery of figures for several. */
export function imageParagraphHtml(images: Tokens.Image[], plainImage: (image: Tokens.Image) => string): string {
  const local = images.filter((image) => uploadImageRef(image.href) || isLocalImageUrl(image.href))
  // Images from other hosts inside a run of images become links in a paragraph of their own.
  const remote = images.filter((image) => !local.includes(image))
  const links = remote.length
    ? `<p>${remote.map((image) => remoteImageHtml(image.href, image.text)).join(' ')}</p>\n`
    : ''
  if (local.length === 0) return links
  if (local.length === 1) return `${figureHtml(local[0]!, false, plainImage)}\n${links}`
  const figures = local.map((image) => figureHtml(image, true, plainImage)).join('')
  return `<div class="story-gallery">${figures}</div>\n${links}`
}

/** Every image address a Markdown text names: Markdown images, and `src`/`srcset` of raw HTML tags. */
export function imageUrlsIn(source: string): string[] {
  const urls: string[] = []
  const marked = new Marked({ gfm: true })
  const tokens = marked.lexer(source)
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'image') urls.push((token as Tokens.Image).href)
    if (token.type === 'html' || token.type === 'tag') urls.push(...rawHtmlImageUrls(token.raw))
  })
  return urls
}

const RAW_IMAGE_TAG = /<(?:img|source|picture|image|input)\b[^>]*>/gi
const RAW_ATTR = /\b(src|srcset|href|xlink:href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi

/** Addresses in raw HTML image tags (what the sanitiser would keep or turn into links). */
function rawHtmlImageUrls(html: string): string[] {
  const urls: string[] = []
  for (const tag of html.match(RAW_IMAGE_TAG) ?? []) {
    for (const attr of tag.matchAll(RAW_ATTR)) {
      const value = attr[2] ?? attr[3] ?? attr[4] ?? ''
      if (attr[1]!.toLowerCase() === 'srcset') urls.push(...srcsetUrls(value))
      else urls.push(value)
    }
  }
  return urls
}

const RAW_IMG = /<img\b[^>]*>/gi

/** Raw HTML `<img>` tags naming another host become links to the image with its alt text, as Markdown ones do. */
export function rawRemoteImagesAsLinks(html: string): string {
  return html.replace(RAW_IMG, (tag) => {
    const attrs = new Map<string, string>()
    for (const attr of tag.matchAll(RAW_ATTR_ANY))
      attrs.set(attr[1]!.toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? '')
    const src = attrs.get('src')
    if (src === undefined || isLocalImageUrl(src)) return tag
    return remoteImageHtml(src, attrs.get('alt') ?? '')
  })
}

const RAW_ATTR_ANY = /\s([a-z][a-z0-9:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi
