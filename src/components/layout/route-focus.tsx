import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

/**
 * WCAG 2.4.3: a client-side navigation that removes the focused element (a card, a pager link, the error page's
 * button) left focus on <body>, so keyboard and screen-reader users lost their place. Focus then goes to the new
 * page's main content, as the skip link does; focus that is still on the page (header, filters) is left alone.
 */
export function RouteFocus() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onRendered', () => {
        const active = document.activeElement
        if (active && active !== document.body && active.isConnected) return
        document.getElementById('main')?.focus({ preventScroll: true })
      }),
    [router],
  )
  return null
}
