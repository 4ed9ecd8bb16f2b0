import { describe, expect, it } from 'vitest'
import { parseFrontMatter } from './front-matter'

describe('parseFrontMatter', () => {
  it('parses the YAML between the two --- lines and keeps the body after them as written', () => {
    const text = '---\ntitle: About\nupdated: 2026-11-01\ntags: [a, b]\n---\n\n## Who we are\n\nText.\n'
    expect(parseFrontMatter(text)).toEqual({
      data: { title: 'About', updated: '2026-11-01', tags: ['a', 'b'] },
      body: '\n## Who we are\n\nText.\n',
    })
    expect(parseFrontMatter('\uFEFF---\r\ntitle: X\r\n---\r\nBody').body).toBe('Body')
  })

  it('reads YAML 1.2 like every other content file: no, on and yes stay strings', () => {
    expect(parseFrontMatter('---\ncountry: no\nswitch: on\nok: yes\n---\n').data).toEqual({
      country: 'no',
      switch: 'on',
      ok: 'yes',
    })
  })

  it('tells a file without front matter, an empty block and bad YAML apart', () => {
    expect(parseFrontMatter('# Title\n')).toEqual({ data: null, body: '# Title\n' })
    expect(parseFrontMatter('----\nx\n')).toEqual({ data: null, body: '----\nx\n' })
    expect(parseFrontMatter('---\n---\nBody')).toEqual({ data: {}, body: 'Body' })
    expect(() => parseFrontMatter('---\ntitle: [unclosed\n---\nBody')).toThrow()
  })
})
