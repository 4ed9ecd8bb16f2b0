import { describe, expect, it } from 'vitest'
import { actionMail, confirmPagePath, resetPagePath } from './auth-mail.server'

describe('account mails', () => {
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

  it('links into the page of the language the action was started in', () => {
    expect(confirmPagePath('uk')).toBe('/uk/auth/email/confirm')
    expect(confirmPagePath('es', '/es/trips?page=2')).toBe('/es/auth/email/confirm?redirect=%2Fes%2Ftrips%3Fpage%3D2')
    expect(resetPagePath('ru')).toBe('/ru/auth/password-reset/confirm')
  })
})
