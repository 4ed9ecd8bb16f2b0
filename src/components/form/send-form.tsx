import type { FormHTMLAttributes, Ref } from 'react'

/**
 * A form that sends its change through the form hook: no browser validation (the server's field messages show,
 * ADR 021), and submitting calls `onSend` instead of loading a page.
 */
export function SendForm({
  onSend,
  ...rest
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  ref?: Ref<HTMLFormElement>
  onSend: () => void
}) {
  return (
    <form
      noValidate
      {...rest}
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
    />
  )
}
