import { z } from 'zod'
import { locales } from '@/lib/i18n/locales'

export const newsletterLocaleInput = z.object({ locale: z.enum(locales) })

/** The back office's preview (ADR 058): the next digest per language and the latest issues. */
export interface NewsletterPreview {
  languages: Array<{
    locale: (typeof locales)[number]
    since: string
    recipients: number
    posts: Array<{ id: number; title: string; publishedAt: string }>
    mail: {
      subject: string
      intro: string
      items: Array<{ title: string; text: string; link: string }>
      outro: string
      footer: { text: string; action: string; link: string }
    }
  }>
  issues: Array<{ id: number; locale: string; createdAt: string; posts: number; recipients: number; sent: number }>
}
