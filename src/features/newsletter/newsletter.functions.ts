import { createServerFn } from '@tanstack/react-start'
import { signedIn } from '@/features/auth/auth.middleware'
import { pageErrorsMiddleware } from '@/lib/page-errors.middleware'
import { m } from '@/paraglide/messages'
import { newsletterLocaleInput, type NewsletterPreview } from './newsletter.schemas'
import { planDigests, previewMail, recentIssues, startDigests } from './newsletter.server'

// The back office's newsletter calls (ADR 058): admins only, checked on the server by the signed-in edge.

export const newsletterPreviewFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'admin' }), pageErrorsMiddleware])
  .validator(newsletterLocaleInput)
  .handler(async (): Promise<NewsletterPreview> => {
    const [plans, issues] = await Promise.all([planDigests(), recentIssues()])
    return {
      languages: plans.map((plan) => {
        return {
          locale: plan.locale,
          since: plan.since.toISOString(),
          recipients: plan.recipients,
          posts: plan.posts.map((p) => ({ id: p.id, title: p.title, publishedAt: p.publishedAt })),
          mail: previewMail(plan, m.newsletter_preview_name({}, { locale: plan.locale })),
        }
      }),
      issues: issues.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
    }
  })

/** "Send now": starts the digests that have something new and someone to read them (audited). */
export const sendNewsletterNowFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(newsletterLocaleInput)
  .handler(async ({ context }) => ({ started: (await startDigests({ actorId: context.user.id })).length }))
