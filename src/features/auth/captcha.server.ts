import { z } from 'zod'
import { env } from '@/server/env.server'

type CaptchaResult = { ok: true } | { ok: false; reason: 'missing' | 'failed' | 'low_score' | 'unavailable' }

const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
})

/** reCAPTCHA v3 check; passes when no secret is configured (the widget is then not loaded either). */
export async function verifyCaptcha(
  token: string | null | undefined,
  expectedAction: string,
  remoteIp?: string,
): Promise<CaptchaResult> {
  const config = env()
  if (!config.RECAPTCHA_SECRET_KEY) return { ok: true }
  if (!token) return { ok: false, reason: 'missing' }
  let answer: z.infer<typeof answerSchema>
  try {
    const body = new URLSearchParams({
      secret: config.RECAPTCHA_SECRET_KEY,
      response: token,
      ...(remoteIp ? { remoteip: remoteIp } : {}),
    })
    const response = await fetch(config.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) return { ok: false, reason: 'unavailable' }
    answer = answerSchema.parse(await response.json())
  } catch {
    return { ok: false, reason: 'unavailable' }
  }
  if (!answer.success) return { ok: false, reason: 'failed' }
  if (answer.action !== undefined && answer.action !== expectedAction) return { ok: false, reason: 'failed' }
  if ((answer.score ?? 0) < config.RECAPTCHA_MIN_SCORE) return { ok: false, reason: 'low_score' }
  return { ok: true }
}
