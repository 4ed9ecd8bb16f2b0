import { useRouteContext } from '@tanstack/react-router'

/**
 * "Today" for the product (trips past or upcoming, availability, the footer's year): the UTC calendar date.
 * Pages never read the browser's clock: the server decides today per request (root route context, see
 * clock.functions.ts), so the server render and hydration agree even around midnight.
 */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10)

/** A YYYY-MM-DD date before `today`. */
export const isBeforeDay = (date: string, today: string): boolean => date < today

/** The server's today for this page (router context); the local clock only outside the router. */
export function useToday(): string {
  const context = useRouteContext({ strict: false }) as { today?: string }
  return context.today ?? todayUtc()
}
