import { m } from '@/paraglide/messages'

export const userMenuTrigger = 'text-ink hover:bg-surface flex items-center gap-2 rounded px-2 py-1 font-medium'

/** What the user menu's trigger shows: initial, name, a caret. Shared with the header's stand-in while it loads. */
export function UserMenuLabel({ name }: { name: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="bg-accent text-accent-ink inline-flex h-7 w-7 items-center justify-center rounded-full text-sm font-bold"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <span className="max-w-[10rem] truncate">{name}</span> <span className="sr-only">{m.nav_user_menu_label()}</span>
      <span aria-hidden="true">▾</span>
    </>
  )
}
