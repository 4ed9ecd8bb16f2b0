import { describe, expect, it } from 'vitest'
import { confirmPagePath, resetPagePath } from './auth-mail.server'

describe('account mails', () => {
  it('links into the page of the language the action was started in', () => {
    expect(confirmPagePath('uk')).toBe('/uk/auth/email/confirm')
    expect(confirmPagePath('es', '/es/trips?page=2')).toBe('/es/auth/email/confirm?redirect=%2Fes%2Ftrips%3Fpage%3D2')
    expect(resetPagePath('ru')).toBe('/ru/auth/password-reset/confirm')
  })
})
