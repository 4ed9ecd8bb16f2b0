import type { ReactNode } from 'react'

/** The frame of every account screen: one landmark, one heading. */
export function AuthShell({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-4 py-10 sm:px-6">
      <h1 className="text-ink text-3xl font-bold tracking-tight">{title}</h1>
      {intro && <div className="mt-2 text-neutral-700">{intro}</div>}
      <div className="mt-6">{children}</div>
    </main>
  )
}

export function Alert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-red-700 bg-red-50 text-red-900',
    success: 'border-green-700 bg-green-50 text-green-900',
    info: 'border-blue-700 bg-blue-50 text-blue-900',
  }[kind]
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`mb-4 rounded-md border-l-4 px-4 py-3 ${styles}`}>
      {children}
    </div>
  )
}

export const buttonPrimary =
  'bg-accent text-accent-ink inline-flex w-full items-center justify-center rounded-md px-4 py-2.5 font-semibold disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2'
export const buttonSecondary =
  'border-line text-ink inline-flex w-full items-center justify-center gap-2 rounded-md border bg-white px-4 py-2.5 font-semibold no-underline hover:bg-surface disabled:opacity-60'
