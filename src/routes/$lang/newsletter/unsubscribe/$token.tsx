import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '@/features/newsletter/components/unsubscribe-page'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

// A plain parser, not zod: route definitions load with every page (zod stays out of the first load, ADR 028).
const flag = (value: unknown) => (value === 1 || value === '1' ? (1 as const) : undefined)
const search = (input: Record<string, unknown>) => ({ done: flag(input.done), failed: flag(input.failed) })

/** The newsletter's unsubscribe confirm page (ADR 058): no session needed; never stored (it carries a token). */
export const Route = createFileRoute('/$lang/newsletter/unsubscribe/$token')({
  validateSearch: search,
  headers: () => ({ 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' }),
  loader: ({ context }) => ({
    head: {
      meta: [
        ...pageMeta({
          title: m.newsletter_unsubscribe_title(),
          description: m.newsletter_unsubscribe_text(),
          locale: context.locale,
        }),
        { name: 'robots', content: 'noindex' },
      ],
    },
  }),
  head: headFromLoader,
  component: function UnsubscribeRoute() {
    const { token } = Route.useParams()
    const { locale } = Route.useRouteContext()
    const { done, failed } = Route.useSearch()
    return <UnsubscribePage locale={locale} token={token} initial={done ? 'done' : failed ? 'failed' : null} />
  },
})
