import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home/components/home-page'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/$lang/')({
  head: ({ match }) => ({
    meta: pageMeta({ title: m.home_meta_title(), description: m.home_meta_description(), locale: match.context.locale }),
  }),
  component: function Home() {
    const { locale } = Route.useRouteContext()
    return <HomePage locale={locale} />
  },
})
