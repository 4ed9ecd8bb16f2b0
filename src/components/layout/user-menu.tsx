import * as Menu from '@radix-ui/react-dropdown-menu'
import { Link } from '@tanstack/react-router'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { UserMenuLabel, userMenuTrigger } from './user-menu-label'

const item =
  'text-ink block cursor-pointer rounded px-3 py-2 no-underline outline-none data-[highlighted]:bg-surface data-[highlighted]:underline'

/**
 * The signed-in user's menu: profile, own trips, preferences, own posts, sign out. Loaded lazily by the header
 * (Radix's menu, popper and focus code stay out of guests' first load; ADR 028).
 *
 * Not portalled: the open menu stays inside the header's banner landmark (portalled to <body> it was content outside
 * every landmark, axe's `region`). The popper places it with `position: fixed`, and no ancestor of the header makes a
 * containing block or stacking context, so it looks and layers as before.
 */
export default function UserMenu({
  locale,
  name,
  staff = false,
  onSignOut,
  defaultOpen = false,
}: {
  locale: Locale
  name: string
  /** Editors and admins: a link to the back office. */
  staff?: boolean
  onSignOut: () => void
  /** Opened at once: the header's stand-in was clicked while this loaded. */
  defaultOpen?: boolean
}) {
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger className={userMenuTrigger}>
        <UserMenuLabel name={name} />
      </Menu.Trigger>
      <Menu.Content
        align="end"
        sideOffset={6}
        className="border-line bg-page z-50 max-w-[calc(100vw-1rem)] min-w-[12rem] rounded-md border p-1 shadow-lg"
      >
        {/* Phones show only the initial in the trigger: the menu says who is signed in. */}
        <Menu.Label className="text-muted truncate px-3 py-2 text-sm sm:hidden">{name}</Menu.Label>
        <Menu.Item asChild>
          <Link to="/$lang/profile" params={{ lang: locale }} className={item}>
            {m.nav_profile()}
          </Link>
        </Menu.Item>
        <Menu.Item asChild>
          <Link to="/$lang/profile/trips" params={{ lang: locale }} className={item}>
            {m.nav_my_trips()}
          </Link>
        </Menu.Item>
        <Menu.Item asChild>
          <Link to="/$lang/profile/blog" params={{ lang: locale }} className={item}>
            {m.writing_my_posts_title()}
          </Link>
        </Menu.Item>
        <Menu.Item asChild>
          <Link to="/$lang/profile/preferences" params={{ lang: locale }} className={item}>
            {m.nav_preferences()}
          </Link>
        </Menu.Item>
        {staff && (
          <Menu.Item asChild>
            <Link to="/$lang/admin" params={{ lang: locale }} className={item}>
              {m.staff_nav_back_office()}
            </Link>
          </Menu.Item>
        )}
        <Menu.Separator className="bg-line my-1 h-px" />
        <Menu.Item className={item} onSelect={onSignOut}>
          {m.auth_sign_out()}
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  )
}
