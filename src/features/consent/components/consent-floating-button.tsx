import { useRouterState } from '@tanstack/react-router'
import { Cookie } from 'lucide-react'
import { Tooltip } from '@/components/ui/tooltip'
import { m } from '@/paraglide/messages'
import { useConsent } from '../consent-context'

/**
 * A member's working pages (the profile with its editor and settings, the back office): forms fill the screen there
 * and a button fixed over them covers a text area or a field's end. The footer's "Cookie settings" link is on every
 * page, so nothing is lost.
 */
const WORKING_PAGES = /^\/[a-z]{2}\/(?:profile|admin)(?:\/|$)/

/**
 * Spec §2: the optional floating control that reopens the settings once consent is given, on reading pages only
 * (see WORKING_PAGES). A labelled region like the consent bar: the button and its tooltip sit outside the layout's
 * landmarks.
 */
export default function ConsentFloatingButton() {
  const { openSettings } = useConsent()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const label = m.consent_open_settings()
  if (WORKING_PAGES.test(pathname)) return null
  return (
    <section aria-label={label}>
      <Tooltip content={label} className="fixed bottom-4 left-4 z-30 inline-flex">
        <button
          type="button"
          onClick={openSettings}
          aria-label={label}
          className="border-line bg-page text-ink rounded-full border p-2.5 shadow-md focus-visible:outline-2 focus-visible:outline-offset-2"
          data-testid="consent-floating-button"
        >
          <Cookie aria-hidden="true" size={20} />
        </button>
      </Tooltip>
    </section>
  )
}
