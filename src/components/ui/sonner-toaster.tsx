import { Toaster as Sonner } from 'sonner'
import { m } from '@/paraglide/messages'
import { ROOT_TOASTER, TOAST_DEFAULTS } from './toast-defaults'

/**
 * Spec §9 root toaster. The region's name is exactly 'Notifications ({hotkey})': sonner appends the hotkey to
 * `containerAriaLabel`, so the whole label goes in `customAriaLabel`.
 */
export default function SonnerToaster() {
  return (
    <Sonner
      position={ROOT_TOASTER.position}
      duration={ROOT_TOASTER.duration}
      expand={ROOT_TOASTER.expand}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      hotkey={[TOAST_DEFAULTS.hotkey]}
      swipeDirections={[TOAST_DEFAULTS.swipeDirection]}
      customAriaLabel={m.toast_region_label({ hotkey: TOAST_DEFAULTS.hotkey })}
      closeButton
      richColors
    />
  )
}
