import { describe, expect, it } from 'vitest'
import { actionMail } from './action-mail.server'

describe('mail layout', () => {
  it('builds text and escaped HTML around one link', () => {
    const m = actionMail({
      to: 'ana@example.test',
      subject: 'Confirma',
      intro: 'Hola <b>',
      action: 'Confirmar',
      link: 'http://localhost:3000/es/x?token=a&b=1',
      outro: 'Adiós',
    })
    expect(m.text).toContain('Confirmar: http://localhost:3000/es/x?token=a&b=1')
    expect(m.html).toContain('href="http://localhost:3000/es/x?token=a&amp;b=1"')
    expect(m.html).toContain('Hola &lt;b&gt;')
  })

  it('renders the whole mail, text and HTML, in one fixed layout', () => {
    expect(
      actionMail({ to: 'a@example.test', subject: 'S', intro: 'I', action: 'A', link: 'https://x.test/p', outro: 'O' }),
    ).toEqual({
      to: 'a@example.test',
      subject: 'S',
      link: 'https://x.test/p',
      text: 'I\n\nA: https://x.test/p\n\nO\n',
      html:
        '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><p>I</p>' +
        '<p><a href="https://x.test/p" style="display:inline-block;padding:10px 16px;background:#15803d;color:#fff;' +
        'border-radius:6px;text-decoration:none">A</a></p><p style="color:#555">O</p></body></html>',
    })
  })
})
