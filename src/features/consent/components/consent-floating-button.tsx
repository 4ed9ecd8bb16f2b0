import { Cookie } from 'lucide-react'
import { Tooltip } from '@/components/ui/tooltip'
import { m } from '@/paraglide/messages'
import { useConsent } from '../consent-context'

/**
 * Spec §2: the optional floating control that reopens the settings once consent is given. A labelled region like the
 * consent bar: the button and its tooltip sit outside the layout's landmarks.
 */
export default function ConsentFloatingButton() {
  const { openSettings } = useConsent()
  const label = m.consent_open_settings()
  return (
    <section aria-label={label}>
      <Tooltip content={label}>
        <button
          type="button"
          onClick={openSettings}
          aria-label={label}
          className="border-line bg-page text-ink fixed bottom-4 left-4 z-30 rounded-full border p-2.5 shadow-md focus-visible:outline-2 focus-visible:outline-offset-2"
          data-testid="consent-floating-button"
        >
          <Cookie aria-hidden="true" size={20} />
        </button>
      </Tooltip>
    </section>
  )
}
