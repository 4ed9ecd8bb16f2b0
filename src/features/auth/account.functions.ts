import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { localizedInput } from '@/lib/localized-input'
import { signedIn } from './auth.middleware'
import { accountSchemas, emailTokenInput, localeInput, sessionIdInput } from './account.schemas'
import * as account from './account.server'

// The profile area's account calls (ADR 021): each one signed-in only (`signedIn()` → 401, private answer), each one
// on the caller's own account, its input parsed at the edge. Profile changes and account deletion are REST (PATCH and
// DELETE /api/v1/me) because they compose other features (the author page follows a rename; deletion cancels
// bookings and unpublishes posts).

export const accountOverviewFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .handler(({ context }) => account.accountOverview(context.user.id))

export const requestEmailChangeFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => accountSchemas(locale).email))
  .handler(({ data, context }) =>
    account.requestEmailChange(getRequest().headers, context.user, data.body, data.locale),
  )

export const confirmEmailChangeFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(emailTokenInput)
  .handler(({ data, context }) => account.confirmEmailChange(context.user, data.token, data.locale))

export const changePasswordFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => accountSchemas(locale).password))
  .handler(async ({ data }) => {
    const { cookies, revoked } = await account.changePassword(getRequest().headers, data.body, data.locale)
    for (const cookie of cookies) appendResponseHeader('set-cookie', cookie)
    return { revoked }
  })

export const listSessionsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .validator(localeInput)
  .handler(({ context }) => account.listSessions(getRequest().headers, context.user.id))

export const revokeSessionFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(sessionIdInput)
  .handler(({ data, context }) => account.revokeSession(context.user.id, data.id, data.locale))

export const revokeOtherSessionsFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localeInput)
  .handler(({ context }) => account.revokeOtherSessions(getRequest().headers, context.user.id))
