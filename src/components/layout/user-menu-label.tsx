import { m } from '@/paraglide/messages'

export const userMenuTrigger = 'text-ink hover:bg-surface flex items-center gap-2 rounded px-2 py-1 font-medium'

/**
 * What the user menu's trigger shows: initial, name, a caret. Shared with the header's stand-in while it loads. On
 * phones the name is left out of sight (a long one pushed the header wider than the screen) but stays the button's
 * accessible name.
 */
export function UserMenuLabel({ name }: { name: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="bg-accent text-accent-ink inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <span className="sr-only sm:hidden">{name}</span>
      <span className="hidden max-w-[10rem] truncate sm:block">{name}</span>{' '}
      <span className="sr-only">{m.nav_user_menu_label()}</span>
      <span aria-hidden="true">▾</span>
    </>
  )
}
