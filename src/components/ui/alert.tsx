import type { ReactNode } from 'react'

const styles = {
  error: 'border-red-700 bg-red-50 text-red-900',
  success: 'border-green-700 bg-green-50 text-green-900',
  info: 'border-blue-700 bg-blue-50 text-blue-900',
} as const

/** An inline message; errors are announced at once (role=alert), the others politely (role=status). */
export function Alert({ kind, children }: { kind: keyof typeof styles; children: ReactNode }) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`mb-4 rounded-md border-l-4 px-4 py-3 ${styles[kind]}`}
    >
      {children}
    </div>
  )
}
