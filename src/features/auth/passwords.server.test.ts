import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORD_COUNT, isCommonPassword, passwordProblem, passwordScore } from './passwords.server'

describe('new password rules', () => {
  it('refuses the 10,000 most common passwords, whole words only', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(9990)
    for (const p of ['password', 'PASSWORD', '12345678', 'iloveyou', 'trustno1', 'qwertyuiop'])
      expect(isCommonPassword(p)).toBe(true)
    for (const p of ['passwor-not-really', 'violet-harbour-tram-42', 'xq-lamp-river-9'])
      expect(isCommonPassword(p)).toBe(false)
  })

  it('refuses easily guessed passwords that are not on the list, such as "password2024"', () => {
    expect(isCommonPassword('password2024')).toBe(false)
    expect(passwordProblem('password2024')).toBe('weak')
    expect(passwordProblem('password123')).toBe('common')
    expect(passwordProblem('qwerty2024')).toBe('weak')
    expect(passwordProblem('iloveyou')).toBe('common')
    for (const p of ['violet-harbour-tram-42', 'quiet-lantern-orbit-77']) expect(passwordProblem(p)).toBeNull()
  })

  it("counts the user's own name and address as known words", () => {
    const inputs = ['Margarethe Oberholzer', 'margarethe.oberholzer@example.test']
    expect(passwordScore('margaretheoberholzer')).toBeGreaterThanOrEqual(3)
    expect(passwordProblem('margaretheoberholzer', inputs)).toBe('weak')
  })

  it('counts the site’s own words as known (ASVS 6.2.11): "waypoints2026" is refused', () => {
    expect(passwordProblem('waypoints2026')).toBe('weak')
    expect(passwordProblem('violet-harbour-tram-42')).toBeNull()
  })
})
