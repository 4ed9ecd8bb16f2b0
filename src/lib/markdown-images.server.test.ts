import { describe, expect, it } from 'vitest'
import { imageUrlsIn, uploadImageRef } from './markdown-images.server'
import { renderMarkdown } from './markdown.server'

// Photos inside stories (ADR 060): the editor's Markdown form of an upload, rendered as <picture> in a figure, and
// a paragraph of several as a gallery.

const ID_A = '0b6f3c1e-1111-4a2b-9c3d-000000000001'
const ID_B = '0b6f3c1e-2222-4a2b-9c3d-000000000002'

describe('inline story images', () => {
  it('renders an upload alone in a paragraph as a figure: AVIF/WebP sources at every stored width, size, caption', () => {
    const html = renderMarkdown(`Intro.\n\n![A harbour at dawn](/uploads/${ID_A}/1280.webp#2400x1600 "Kotor, 6 am")\n`)
    expect(html).toContain('<figure class="story-figure"><picture>')
    expect(html).toContain(
      `<source type="image/avif" srcset="/uploads/${ID_A}/640.avif 640w, /uploads/${ID_A}/1280.avif 1280w, ` +
        `/uploads/${ID_A}/1920.avif 1920w" sizes="(min-width: 48rem) 720px, 100vw" />`,
    )
    expect(html).toContain(`<source type="image/webp" srcset="/uploads/${ID_A}/640.webp 640w,`)
    expect(html).toContain(
      `<img src="/uploads/${ID_A}/1280.webp" alt="A harbour at dawn" width="2400" height="1600" loading="lazy" decoding="async" />`,
    )
    expect(html).toContain('</picture><figcaption>Kotor, 6 am</figcaption></figure>')
    // A figure is never inside a paragraph.
    expect(html).not.toMatch(/<p>\s*<figure/)
  })

  it('names the original width when it lies between the standard ones, and never a larger one', () => {
    const html = renderMarkdown(`![Small](/uploads/${ID_A}/500.webp#500x300)`)
    expect(html).toContain(`srcset="/uploads/${ID_A}/500.avif 500w"`)
    expect(html).toContain(`src="/uploads/${ID_A}/500.webp" alt="Small" width="500" height="300"`)
    expect(html).not.toContain('640w')
  })

  it('renders consecutive images of one paragraph as a gallery of figures', () => {
    const html = renderMarkdown(
      `![First](/uploads/${ID_A}/1280.webp#1600x1200 "One")\n![Second](/uploads/${ID_B}/640.webp#800x600)\n\nAfter.`,
    )
    const gallery = /<div class="story-gallery">(.*?)<\/div>/s.exec(html)?.[1] ?? ''
    expect(gallery.match(/<figure class="story-figure">/g)).toHaveLength(2)
    expect(gallery).toContain('alt="First" width="1600" height="1200"')
    expect(gallery).toContain('alt="Second" width="800" height="600"')
    expect(gallery).toContain('<figcaption>One</figcaption>')
    expect(gallery).toContain('sizes="(min-width: 48rem) 360px, 50vw"')
    expect(html).toContain('<p>After.</p>')
  })

  it('keeps an image inside running text as a picture without a figure', () => {
    const html = renderMarkdown(`See ![map](/uploads/${ID_A}/640.webp#640x480) here.`)
    expect(html).toMatch(/^<p>See <picture>.*<\/picture> here\.<\/p>/s)
    expect(html).not.toContain('<figure')
  })

  it('escapes alt text and captions, and drops raw sources naming another host', () => {
    const html = renderMarkdown(`![a "b" <c>](/uploads/${ID_A}/640.webp#640x480 "<script>x</script>")`)
    expect(html).toContain('alt="a &quot;b&quot; &lt;c&gt;"')
    expect(html).not.toContain('<script')
    const raw = renderMarkdown('<picture><source srcset="/uploads/x/1.webp 1x, https://t.example/p.webp 2x"></picture>')
    expect(raw).not.toContain('<source')
  })

  it('reads the editor form of an upload, and lists every image address a text names', () => {
    expect(uploadImageRef(`/uploads/${ID_A}/1280.webp#2400x1600`)).toEqual({ id: ID_A, width: 2400, height: 1600 })
    expect(uploadImageRef(`/uploads/${ID_A}/1280.webp`)).toBeNull()
    expect(uploadImageRef(`https://x.example/uploads/${ID_A}/1280.webp#1x1`)).toBeNull()
    expect(
      imageUrlsIn(
        '![a](/x.png) text <img src="https://t.example/p.gif"> [![b][ref]](/l)\n\n' +
          '<picture><source srcset="//t.example/a.webp 1x, /b.webp 2x"></picture>\n\n[ref]: https://r.example/i.png',
      ).sort(),
    ).toEqual(['/b.webp', '//t.example/a.webp', '/x.png', 'https://r.example/i.png', 'https://t.example/p.gif'].sort())
  })
})
