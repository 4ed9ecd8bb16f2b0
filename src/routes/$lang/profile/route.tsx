import { Outlet, createFileRoute } from '@tanstack/react-router'
import { userOnly } from '@/features/auth/auth.guards'

/** Every /profile route is for signed-in users; anonymous visitors go to login and come back. */
export const Route = createFileRoute('/$lang/profile')({
  beforeLoad: userOnly,
  component: Outlet,
})
