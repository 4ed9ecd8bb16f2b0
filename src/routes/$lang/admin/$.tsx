import { createFileRoute, notFound } from '@tanstack/react-router'

/** Unknown /admin paths: the parent's guard answers anonymous visitors and members first, then this is a 404. */
export const Route = createFileRoute('/$lang/admin/$')({
  beforeLoad: ({ location }) => {
    throw notFound({ data: { kind: 'path', path: location.pathname } })
  },
})
