/** Spec §9 toast constants, in one module that both the toast API and the lazily loaded toaster import. */
export const TOAST_DEFAULTS = {
  /** Toasts that set no duration (the toast API's default). */
  duration: 5000,
  swipeDirection: 'right',
  hotkey: 'F8',
  /** At most this many toasts at once. */
  visibleToasts: 5,
} as const

/** Spec §9 root toaster: top-right, 3000 ms, not expanded. */
export const ROOT_TOASTER = { position: 'top-right', duration: 3000, expand: false } as const
