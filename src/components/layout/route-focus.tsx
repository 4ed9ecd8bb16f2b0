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
      router.subscribe('onRendered', (event) => {
        // Navigations only: a reload of the same page's data (router.invalidate after a save) is not one, and the
        // form that saved puts focus where it belongs (its button was disabled meanwhile, so focus was on <body>).
        if (!event.hrefChanged) return
        const active = document.activeElement
        if (active && active !== document.body && active.isConnected) return
        document.getElementById('main')?.focus({ preventScroll: true })
      }),
    [router],
  )
  return null
}
