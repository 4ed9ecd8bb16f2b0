import { PasswordField, TextField, bindField, type StringFieldApi } from '@/components/form/field'
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth.schemas'
import { m } from '@/paraglide/messages'

interface EmailFieldProps {
  field: StringFieldApi
  serverError?: string
  autoComplete?: 'email' | 'username'
  inputMode?: 'email'
}

/** Required e-mail input bound to a form field; a client-side error wins over the server's. */
export function EmailField({ field, serverError, autoComplete = 'email', inputMode }: EmailFieldProps) {
  return (
    <TextField
      label={m.auth_field_email()}
      type="email"
      autoComplete={autoComplete}
      inputMode={inputMode}
      required
      {...bindField(field, serverError)}
    />
  )
}

/** Required new-password input (length limits and hint) bound to a form field. */
export function NewPasswordField({
  field,
  label,
  serverError,
}: {
  field: StringFieldApi
  label: string
  serverError?: string
}) {
  return (
    <PasswordField
      label={label}
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      hint={m.auth_password_hint({ min: PASSWORD_MIN })}
      {...bindField(field, serverError)}
    />
  )
}
