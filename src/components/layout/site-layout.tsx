import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { Toaster } from '@/components/ui/toaster'
import { Footer } from './footer'
import { GlobalLoading } from './global-loading'
import { Header, type HeaderUser } from './header'
import { LoadingBar } from './loading-bar'
import { RouteFocus } from './route-focus'

/** Spec §2 root layout: transition (CSS view transitions), loading bar (height 2), toaster top-right. */
export function SiteLayout({
  locale,
  user = null,
  onCookieSettings,
  children,
}: {
  locale: Locale
  user?: HeaderUser | null
  /** Opens the cookie settings (the consent layer lives at the root; layout does not import features). */
  onCookieSettings?: () => void
  children: ReactNode
}) {
  return (
    <>
      <LoadingBar height={2} />
      <GlobalLoading />
      <RouteFocus />
      <div className="flex min-h-screen flex-col">
        <Header locale={locale} user={user} />
        {/* Members write titles, names and bodies: a word longer than the line breaks instead of widening the page. */}
        <div className="flex-1 wrap-break-word">{children}</div>
        <Footer locale={locale} onCookieSettings={onCookieSettings} />
      </div>
      <Toaster />
    </>
  )
}
