export const buttonPrimary =
  'bg-accent text-accent-ink inline-flex w-full items-center justify-center rounded-md px-4 py-2.5 font-semibold disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2'
export const buttonSecondary =
  'border-line text-ink inline-flex w-full items-center justify-center gap-2 rounded-md border bg-page px-4 py-2.5 font-semibold no-underline hover:bg-surface disabled:opacity-60'
export const buttonDanger =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white disabled:opacity-60'
/** The secondary button at its own width and a size for rows of actions (tables, lists). */
export const buttonSmall = buttonSecondary.replace('w-full', 'w-auto').replace('px-4 py-2.5', 'px-3 py-1.5 text-sm')
/** A small action under an item that reads as a link (report, reply, edit, delete). */
export const buttonLink = 'text-link text-sm font-medium underline disabled:opacity-60'
