import { withTrailingSlash } from '@/lib/urls'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { env } from '@/server/env.server'
import { listMail } from '@/server/mail/action-mail.server'
import type { Mail } from '@/server/mail/mail.server'
import { unsubscribeToken } from './newsletter-token.server'

// The digest mail (ADR 058): the new posts in the member's language, with a one-click unsubscribe link that works
// without a session, in the body and in the RFC 8058 headers.

export interface DigestPost {
  id: number
  slug: string
  title: string
  excerpt: string
}

/** The one-click address mail clients POST to (RFC 8058); a GET leads to the confirm page. */
export const unsubscribeApiUrl = (token: string, locale: Locale) =>
  `${env().baseURL}/api/v1/newsletter/unsubscribe/${token}?lang=${locale}`

/** The localized confirm page (the link in the mail's footer). */
export const unsubscribePagePath = (token: string, locale: Locale) =>
  withTrailingSlash(`/${locale}/newsletter/unsubscribe/${token}`)

interface DigestInput {
  to: { id: string; email: string; name: string }
  locale: Locale
  posts: DigestPost[]
}

/** The digest's parts in the mail layout's terms (the back office previews them). */
export function digestParts(input: DigestInput) {
  const { locale, posts } = input
  const base = env().baseURL
  const token = unsubscribeToken(input.to.id)
  return {
    to: input.to.email,
    lang: locale,
    subject: m.newsletter_mail_subject({ count: posts.length }, { locale }),
    intro: m.newsletter_mail_intro({ name: input.to.name, count: posts.length }, { locale }),
    items: posts.map((post) => ({
      title: post.title,
      text: post.excerpt,
      link: `${base}${withTrailingSlash(`/${locale}/blog/posts/${post.slug}`)}`,
    })),
    outro: m.newsletter_mail_outro({}, { locale }),
    footer: {
      text: m.newsletter_mail_why({}, { locale }),
      action: m.newsletter_mail_unsubscribe({}, { locale }),
      link: `${base}${unsubscribePagePath(token, locale)}`,
    },
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(token, locale)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

export const digestMail = (input: DigestInput): Mail => listMail(digestParts(input))
