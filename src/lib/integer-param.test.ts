import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { postIdSchema } from '@/features/writing/writing.schemas'
import { telegramAuthDataSchema } from '@/features/auth/telegram.server'
import { integerParam } from './integer-param'

describe('integerParam', () => {
  const id = integerParam(z.int().min(1).max(2_147_483_647))
  it('takes numbers and decimal digits', () => {
    expect(id.parse(7)).toBe(7)
    expect(id.parse('7')).toBe(7)
    expect(id.parse('007')).toBe(7)
  })
  it.each(['1e1', '0x5', '0b1', '0o7', '+5', '-5', ' 5', '5 ', '5.0', '1_0', 'Infinity', '', '٣'])(
    'refuses %j as a whole number',
    (text) => {
      const result = id.safeParse(text)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]).toMatchObject({ code: 'invalid_type', expected: 'int' })
    },
  )
  it('is what post ids and Telegram’s numeric fields use', () => {
    expect(postIdSchema.safeParse('1e1').success).toBe(false)
    expect(postIdSchema.parse('10')).toBe(10)
    const signed = { id: '0x10', auth_date: '1700000000', hash: 'a'.repeat(64) }
    expect(telegramAuthDataSchema.safeParse(signed).success).toBe(false)
    expect(telegramAuthDataSchema.safeParse({ ...signed, id: '16' }).success).toBe(true)
  })
})
