/**
 * The router's `scrollRestoration` option. The router restores or resets the scroll after every render, the first
 * (hydration) included: with nothing saved for the page it scrolls to the top. The page is painted and scrollable
 * before its scripts run (ADR 070), so a visitor who had scrolled (or the browser, restoring a reload) was thrown
 * back to the top, and a tap on a link already under their finger landed on whatever came up there. On that first
 * render a page that is no longer at the top stays where it is; every later render is the router's as before.
 */
export function scrollRestorationAfterHydration(): () => boolean {
  let hydrating = true
  return () => {
    // The server asks too, for its inline restoring script at the top of the page: that one stays.
    if (typeof window === 'undefined' || !hydrating) return true
    hydrating = false
    return window.scrollX === 0 && window.scrollY === 0
  }
}
