import { Marked, type Tokens } from 'marked'
import sanitizeHtml from 'sanitize-html'
import {
  imageParagraphHtml,
  imagesOnly,
  isLocalImageUrl,
  pictureHtml,
  rawRemoteImagesAsLinks,
  remoteImageHtml,
  srcsetUrls,
  uploadImageRef,
} from './markdown-images.server'

/**
 * Version of the HTML this module writes. Anything that keeps rendered Markdown (html-cache.server.ts) puts it in its
 * key: bump it whenever the output changes for the same text, so no stale rendering outlives the change.
 * 2: heading ids carry HEADING_ID_PREFIX. 3: heading ids are unique in the document, raw HTML ones included.
 * 4: images over http are asked for over https. 5: uploaded images are <picture>s in figures and galleries; images from
 * other hosts are links (ADR 060).
 */
export const MARKDOWN_FORMAT_VERSION = 5

/**
 * Every id in rendered Markdown starts with this, so a heading "Main" or "Book" never takes an id of the page around
 * it (the skip link's `#main`, a trip's `#book`, …). Links to a fragment (`[see](#packing)`) get it too.
 * Idempotent: an id or fragment that already has it (a link copied from the address bar) is kept as it is.
 */
export const HEADING_ID_PREFIX = 'md-'

function prefixHeadingId(id: string): string {
  return id.startsWith(HEADING_ID_PREFIX) ? id : `${HEADING_ID_PREFIX}${id}`
}

/** A heading's id attribute, prefixed (raw HTML headings may have one; Markdown headings always do). */
const headingTransform = (tagName: string) => (_: string, attribs: sanitizeHtml.Attributes) => ({
  tagName,
  attribs: attribs.id ? { ...attribs, id: prefixHeadingId(attribs.id) } : attribs,
})

/** Allow-list sanitising: no scripts, event handlers, styles or non-http(s)/mailto URLs survive. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'picture',
    'source',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target', 'class'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    source: ['type', 'srcset', 'sizes'],
    figure: ['class'],
    div: ['class'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedClasses: {
    code: [/^language-[a-z0-9-]+$/],
    figure: ['story-figure'],
    div: ['story-gallery'],
    a: ['story-remote-image'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped tags such as <script>/<style> is dropped with them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'svg', 'math'],
  transformTags: {
    h1: headingTransform('h2'),
    h2: headingTransform('h2'),
    h3: headingTransform('h3'),
    h4: headingTransform('h4'),
    h5: headingTransform('h5'),
    h6: headingTransform('h6'),
    a: (tagName, attribs) => {
      // A link to a heading of the same text follows the heading's prefixed id.
      const href = attribs.href ?? ''
      if (href.length > 1 && href.startsWith('#')) {
        return { tagName, attribs: { ...attribs, href: `#${prefixHeadingId(href.slice(1))}` } }
      }
      // Browsers drop leading spaces and control characters of a URL and read `http:host` or `https:\\host` as an
      // absolute URL, as the scheme check does: any http(s) scheme is a link off the site.
      // eslint-disable-next-line no-control-regex -- dropping what browsers drop is the point
      const external = /^https?:/i.test((attribs.href ?? '').replace(/[\u0000-\u0020]+/g, ''))
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  // Nothing from another host is loaded by the reader's browser (ADR 060); the renderer already made such raw images
  // links (rawRemoteImagesAsLinks), this drops whatever would still name one.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isLocalImageUrl(frame.attribs.src ?? '')) ||
    // A source naming another host's image is dropped with the request it would make.
    (frame.tag === 'source' &&
      (!frame.attribs.srcset || srcsetUrls(frame.attribs.srcset).some((url) => !isLocalImageUrl(url)))),
}

/** Heading text → URL fragment: lowercase letters and digits of any script, words joined by "-". */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z0-9#]+;/gi, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return slug || 'section'
}

/** Known sizes of the illustrations shipped in public/images (no layout shift when a post embeds one). */
function knownImageSize(href: string): { width: number; height: number } | null {
  if (/^\/images\/(trips|posts)\/[a-z0-9-]+\.svg$/.test(href)) return { width: 1200, height: 600 }
  if (/^\/images\/authors\/[a-z0-9-]+\.svg$/.test(href)) return { width: 160, height: 160 }
  // Any other image may state its size in the fragment: ![alt](https://x/y.jpg#800x600)
  const match = /#(\d{1,4})x(\d{1,4})$/.exec(href)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

function createMarked() {
  const used = new Map<string, number>()
  return new Marked(
    { gfm: true, breaks: false },
    {
      renderer: {
        heading(
          this: { parser: { parseInline(tokens: Tokens.Heading['tokens']): string } },
          { tokens, depth, text }: Tokens.Heading,
        ) {
          const base = prefixHeadingId(slugifyHeading(text))
          const n = used.get(base) ?? 0
          used.set(base, n + 1)
          const id = n === 0 ? base : `${base}-${n}`
          return `<h${depth} id="${escapeAttr(id)}">${this.parser.parseInline(tokens)}</h${depth}>\n`
        },
        paragraph(
          this: { parser: { parseInline(tokens: Tokens.Paragraph['tokens']): string } },
          token: Tokens.Paragraph,
        ) {
          const images = imagesOnly(token.tokens)
          if (images) return imageParagraphHtml(images, plainImage)
          return `<p>${this.parser.parseInline(token.tokens)}</p>\n`
        },
        html({ text }: Tokens.HTML | Tokens.Tag) {
          return rawRemoteImagesAsLinks(text)
        },
        image(token: Tokens.Image) {
          const ref = uploadImageRef(token.href)
          if (ref) return pictureHtml(ref, token.text, '(min-width: 48rem) 720px, 100vw')
          if (!isLocalImageUrl(token.href)) return remoteImageHtml(token.href, token.text)
          return plainImage(token)
        },
      },
    },
  )
}

/** A site image that is not an upload (the seed's illustrations): its known size when there is one. */
function plainImage({ href, title, text }: Tokens.Image): string {
  const size = knownImageSize(href)
  const src = href.replace(/#\d{1,4}x\d{1,4}$/, '')
  const dims = size ? ` width="${size.width}" height="${size.height}"` : ''
  const titleAttr = title ? ` title="${escapeAttr(title)}"` : ''
  return `<img src="${escapeAttr(src)}" alt="${escapeAttr(text)}"${titleAttr}${dims} loading="lazy" decoding="async">`
}

// A heading with an id as the sanitiser writes it (the only attribute headings keep); text and attribute values have
// their "<" escaped, so this matches real tags only.
const HEADING_WITH_ID = /<(h[2-6]) id="([^"]+)">/g

/**
 * One id per heading: a raw HTML heading can repeat an id a Markdown heading got (or another raw one). The first keeps
 * it, as browsers resolve a fragment to the first; a later one gets the first free `-1`, `-2`, … suffix, never an id
 * used anywhere in the document, so ids that were unique (and the links to them) stay as they were.
 */
function uniqueHeadingIds(html: string): string {
  const ids = Array.from(html.matchAll(HEADING_WITH_ID), (match) => match[2] ?? '')
  const taken = new Set(ids)
  if (taken.size === ids.length) return html
  const seen = new Set<string>()
  return html.replace(HEADING_WITH_ID, (tag, name: string, id: string) => {
    if (!seen.has(id)) {
      seen.add(id)
      return tag
    }
    let n = 1
    while (taken.has(`${id}-${n}`)) n++
    taken.add(`${id}-${n}`)
    return `<${name} id="${id}-${n}">`
  })
}

/**
 * Markdown → safe HTML: headings get (prefixed, unique) ids, fragment links follow them, images are lazy with
 * dimensions, then the allow-list runs.
 */
export function renderMarkdown(source: string): string {
  const html = createMarked().parse(source, { async: false })
  return uniqueHeadingIds(sanitizeHtml(html, sanitizeOptions))
}

export function countWords(source: string): number {
  return source.split(/\s+/).filter(Boolean).length
}
