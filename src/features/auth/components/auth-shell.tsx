import type { ReactNode } from 'react'

/** The frame of every account screen: one landmark, one heading. */
export function AuthShell({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-4 py-10 sm:px-6">
      <h1 className="text-ink text-3xl font-bold tracking-tight">{title}</h1>
      {intro && <div className="mt-2 text-muted">{intro}</div>}
      <div className="mt-6">{children}</div>
    </main>
  )
}
