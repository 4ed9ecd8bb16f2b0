import { describe, expect, it } from 'vitest'
import { HEADING_ID_PREFIX, renderMarkdown, slugifyHeading } from './markdown.server'

// XSS payloads (after the OWASP filter-evasion cheat sheet), as raw HTML inside Markdown and as Markdown syntax.
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](data:text/html,<script>alert(1)</script>)',
  '![x](javascript:alert(1))',
  '![x](x" onerror="alert(1))',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="position:fixed;top:0">overlay</p>',
  '<style>body{display:none}</style>',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<form action="https://evil.example"><input name=x><button>go</button></form>',
  '<base href="https://evil.example/">',
  '<details open ontoggle=alert(1)>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<h2 onmouseover="alert(1)" id="x">t</h2>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example" target="_self" rel="opener">x</a>',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<video><source onerror="alert(1)"></video>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '```html\n<script>alert(1)</script>\n```',
  '<!--><script>alert(1)</script>-->',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
]

/** Everything that can execute or restyle: an element that can run code, an on* attribute, a script URL, a style. */
function executable(html: string): string[] {
  const found: string[] = []
  if (
    /<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|body|template|video|source|details|noscript)\b/i.test(
      html,
    )
  )
    found.push('tag')
  if (/<[^>]*\son[a-z]+\s*=/i.test(html)) found.push('handler')
  if (/<[^>]*\sstyle\s*=/i.test(html)) found.push('style')
  if (/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i.test(html)) found.push('url')
  if (/(href|src)\s*=\s*["']?[^"'>]*&#/i.test(html)) found.push('encoded-url')
  return found
}

describe('Markdown sanitiser', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`)
    expect(executable(html)).toEqual([])
    expect(html).toContain('Before')
  })

  it('keeps ordinary Markdown and adds heading anchors', () => {
    const html = renderMarkdown(
      '# Title\n\n## Day by day\n\n## Day by day\n\n## День за днем\n\nText with [a link](https://example.com) and **bold**.',
    )
    expect(html).toContain('<h2 id="md-title">Title</h2>')
    expect(html).toContain('<h2 id="md-day-by-day">')
    expect(html).toContain('<h2 id="md-day-by-day-1">')
    expect(html).toContain('<h2 id="md-день-за-днем">')
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">a link</a>',
    )
    expect(html).toContain('<strong>bold</strong>')
  })

  it("gives heading ids a prefix no page id has, and in-post links follow them (no clash with the page's #main)", () => {
    const html = renderMarkdown(
      [
        '## Main',
        '### Book',
        '## Packing',
        '## Packing',
        '<h3 id="intro">Raw HTML</h3>',
        'See [main](#main), [packing](#packing), [the second](#packing-1), [copied](#md-packing) and [top](#).',
      ].join('\n\n'),
    )
    const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1] ?? '')
    expect(ids).toEqual(['md-main', 'md-book', 'md-packing', 'md-packing-1', 'md-intro'])
    expect(ids.every((id) => id.startsWith(HEADING_ID_PREFIX))).toBe(true)
    for (const page of ['main', 'book', 'packing']) expect(html).not.toContain(`id="${page}"`)
    const links = [...html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map((match) => `${match[2]} → ${match[1]}`)
    expect(links).toEqual([
      'main → #md-main',
      'packing → #md-packing',
      'the second → #md-packing-1',
      'copied → #md-packing',
      'top → #',
    ])
  })

  it('keeps heading ids unique when raw HTML headings repeat one, without moving the ids that were unique', () => {
    const html = renderMarkdown(
      [
        '## Packing',
        '<h3 id="packing">Raw</h3>',
        '## Packing',
        '<h4 id="md-packing">Copied</h4>',
        '<h3 id="packing-1">Raw again</h3>',
        '<h3 id="day-1">Only one</h3>',
        '<h2 id="a&quot;b">Quoted</h2>',
        '<h2 id="a&quot;b">Quoted again</h2>',
        'See [packing](#packing), [the second](#packing-1) and [day one](#day-1).',
      ].join('\n\n'),
    )
    const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1] ?? '')
    expect(ids).toEqual([
      'md-packing',
      'md-packing-2',
      'md-packing-1',
      'md-packing-3',
      'md-packing-1-1',
      'md-day-1',
      'md-a&quot;b',
      'md-a&quot;b-1',
    ])
    expect(new Set(ids).size).toBe(ids.length)
    expect(html).toContain('<a href="#md-packing">packing</a>')
    expect(html).toContain('<a href="#md-packing-1">the second</a>')
    expect(html).toContain('<a href="#md-day-1">day one</a>')
  })

  it.each([
    '<a href=" https://spam.example">x</a>',
    '<a href="&#9;https://spam.example" target="_blank">x</a>',
    '<a href="http:spam.example">x</a>',
    '<a href="https:\\\\spam.example">x</a>',
    '[x](HTTP://spam.example)',
  ])('marks every link off the site as external, however its URL is spelled: %s', (source) => {
    // Browsers drop the leading space or tab and read `http:host` and `https:\\host` as http(s)://host.
    const html = renderMarkdown(source)
    expect(html).toMatch(/<a href="[^"]*spam\.example"/)
    expect(html).toContain('rel="noopener noreferrer nofollow"')
    expect(html).toContain('target="_blank"')
  })

  it('makes images lazy and gives them dimensions', () => {
    const html = renderMarkdown('Inline ![A ridge](/images/trips/dolomites.svg) and ![Sized](/images/x.png#800x450)')
    expect(html).toContain(
      '<img src="/images/trips/dolomites.svg" alt="A ridge" width="1200" height="600" loading="lazy" decoding="async" />',
    )
    expect(html).toContain('src="/images/x.png" alt="Sized" width="800" height="450" loading="lazy"')
  })

  it('never has the reader load an image from another host: a link to it with its alt text (ADR 060)', () => {
    const html = renderMarkdown(
      '![Old](http://img.example/old.jpg)\n\n<img src="HTTP://img.example/raw.png" alt="Raw">\n\n' +
        'Text ![](https://t.example/pixel.gif) <picture><source srcset="https://t.example/a.avif 1x"></picture>',
    )
    expect(html).not.toMatch(/<img|<source/i)
    expect(html).toContain('<a href="http://img.example/old.jpg" class="story-remote-image"')
    expect(html).toContain('>Old</a>')
    expect(html).toContain('<a href="HTTP://img.example/raw.png" class="story-remote-image"')
    expect(html).toContain('>Raw</a>')
    // No alt text: the address is the link's text.
    expect(html).toContain('>https://t.example/pixel.gif</a>')
    // Addresses browsers read as another host are not this site's either.
    for (const src of ['//t.example/p.gif', '/\\t.example/p.gif', ' https://t.example/p.gif']) {
      expect(renderMarkdown(`<img src="${src}" alt="x">`)).not.toContain('<img')
    }
  })

  it('slugs headings in any script', () => {
    expect(slugifyHeading('Café & Crème!')).toBe('cafe-creme')
    expect(slugifyHeading('***')).toBe('section')
  })
})
