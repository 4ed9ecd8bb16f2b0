import { createServerFn } from '@tanstack/react-start'
import { appendResponseHeader, getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { errorStatusMiddleware } from '@/lib/error-status.middleware'
import { requireUserMiddleware } from './auth.middleware'
import { accountInput, emailTokenInput, localeInput, sessionIdInput } from './account.schemas'
import * as account from './account.server'

// The profile area's account calls: each one signed-in only (requireUserMiddleware → 401), each one on the
// caller's own account. Profile changes and account deletion are REST (PATCH and DELETE /api/v1/me) because they
// compose other features (the author page follows a rename; deletion cancels bookings and unpublishes posts).

const noStore = () => {
  setResponseHeader('cache-control', 'private, no-store')
  setResponseHeader('vary', 'Cookie')
}

export const accountOverviewFn = createServerFn({ method: 'GET' })
  .middleware([errorStatusMiddleware, requireUserMiddleware])
  .handler(({ context }) => {
    noStore()
    return account.accountOverview(context.user.id)
  })

export const requestEmailChangeFn = createServerFn({ method: 'POST' })
  .middleware([errorStatusMiddleware, requireUserMiddleware])
  .validator(accountInput)
  .handler(({ data, context }) => {
    noStore()
    return account.requestEmailChange(context.user, data.body, data.locale)
  })

export const confirmEmailChangeFn = createServerFn({ method: 'POST' })
  .middleware([errorStatusMiddleware, requireUserMiddleware])
  .validator(emailTokenInput)
  .handler(({ data, context }) => {
    noStore()
    return account.confirmEmailChange(context.user, data.token, data.locale)
  })

export const changePasswordFn = createServerFn({ method: 'POST' })
  .middleware([errorStatusMiddleware, requireUserMiddleware])
  .validator(accountInput)
  .handler(async ({ data }) => {
    noStore()
    const { cookies, revoked } = await account.changePassword(getRequest().headers, data.body, data.locale)
    for (const cookie of cookies) appendResponseHeader('set-cookie', cookie)
    return { revoked }
  })

export const listSessionsFn = createServerFn({ method: 'GET' })
  .middleware([errorStatusMiddleware, requireUserMiddleware])
  .validator(localeInput)
  .handler(({ context }) => {
    noStore()
    return account.listSessions(getRequest().headers, context.user.id)
  })

export const revokeSessionFn = createServerFn({ method: 'POST' })
  .middleware([errorStatusMiddleware, requireUserMiddleware])
  .validator(sessionIdInput)
  .handler(({ data, context }) => {
    noStore()
    return account.revokeSession(context.user.id, data.id, data.locale)
  })

export const revokeOtherSessionsFn = createServerFn({ method: 'POST' })
  .middleware([errorStatusMiddleware, requireUserMiddleware])
  .validator(localeInput)
  .handler(({ context }) => {
    noStore()
    return account.revokeOtherSessions(getRequest().headers, context.user.id)
  })
