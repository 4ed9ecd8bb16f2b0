import { createFileRoute, redirect } from '@tanstack/react-router'
import { sessionQuery } from '@/features/auth/auth.queries'
import { googleCallbackSearch } from '@/lib/search-params'
import { safeRedirectPath } from '@/lib/urls'

/** Return point of Google sign-in: Better Auth has set the session (or an error); go on to the target. */
export const Route = createFileRoute('/$lang/auth/google/callback')({
  validateSearch: googleCallbackSearch,
  beforeLoad: async ({ context, search }) => {
    const user = search.error ? null : await context.queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 })
    if (user) throw redirect({ href: safeRedirectPath(search.redirect, `/${context.locale}/profile`), replace: true })
    throw redirect({
      to: '/$lang/auth/login',
      params: { lang: context.locale },
      search: { error: 'google' },
      replace: true,
    })
  },
})
