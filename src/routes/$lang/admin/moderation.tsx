import { createFileRoute } from '@tanstack/react-router'
import { moderationQueueQuery } from '@/features/moderation/moderation.queries'
import { QueuePage } from '@/features/moderation/components/queue-page'
import { ReviewQueue } from '@/features/reviews/components/review-queue'
import { reviewQueueQuery } from '@/features/reviews/reviews.queries'
import { CommentQueue } from '@/features/comments/components/comment-queue'
import { commentQueueQuery } from '@/features/comments/comments.queries'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** The review queue and readers' reports (editors and admins, ADR 052); comments' queue under it (ADR 059). */
export const Route = createFileRoute('/$lang/admin/moderation')({
  loader: async ({ context }) => {
    if (context.backOffice)
      await Promise.all([
        context.queryClient.ensureQueryData(moderationQueueQuery(context.locale)),
        context.queryClient.ensureQueryData(reviewQueueQuery(context.locale)),
        context.queryClient.ensureQueryData(commentQueueQuery(context.locale)),
      ])
    return {
      head: {
        meta: pageMeta({
          title: m.moderation_queue_title(),
          description: m.moderation_queue_intro(),
          locale: context.locale,
        }),
      },
    }
  },
  head: headFromLoader,
  component: function ModerationRoute() {
    const { locale, backOffice } = Route.useRouteContext()
    return backOffice ? (
      <>
        <QueuePage locale={locale} />
        <ReviewQueue locale={locale} />
        <CommentQueue locale={locale} />
      </>
    ) : null
  },
})
