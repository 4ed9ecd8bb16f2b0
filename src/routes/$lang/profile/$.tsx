import { createFileRoute, notFound } from '@tanstack/react-router'

/** Unknown /profile paths: the parent's guard sends anonymous visitors to sign-in first, then this is a 404. */
export const Route = createFileRoute('/$lang/profile/$')({
  beforeLoad: ({ location }) => {
    throw notFound({ data: { kind: 'path', path: location.pathname } })
  },
})
