import { Toaster as Sonner } from 'sonner'
import { m } from '@/paraglide/messages'
import { TOASTER_DEFAULTS } from './toaster'

export default function SonnerToaster() {
  return (
    <Sonner
      position={TOASTER_DEFAULTS.position}
      duration={TOASTER_DEFAULTS.duration}
      visibleToasts={TOASTER_DEFAULTS.visibleToasts}
      expand={false}
      hotkey={[TOASTER_DEFAULTS.hotkey]}
      swipeDirections={['right']}
      containerAriaLabel={m.toast_region_label({ hotkey: TOASTER_DEFAULTS.hotkey })}
      closeButton
      richColors
    />
  )
}
