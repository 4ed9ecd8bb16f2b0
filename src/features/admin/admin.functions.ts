import { createServerFn } from '@tanstack/react-start'
import { signedIn } from '@/features/auth/auth.middleware'
import { localizedInput } from '@/lib/localized-input'
import { pageErrorsMiddleware } from '@/lib/page-errors.middleware'
import { jobActionSchema, auditPageInput, localeInput, staffSchemas } from './admin.schemas'
import * as admin from './admin.server'
import * as jobs from './admin-jobs.server'

// The back office's dashboard, staff and audit calls (ADR 043): staff only through the signed-in edge (401 anonymous,
// 404 without the role, 403 `two_factor_required` for staff without two-factor sign-in).

export const dashboardFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localeInput)
  .handler(({ data }) => admin.dashboard(data.locale))

export const staffListFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'admin' })])
  .handler(() => admin.staffList())

export const setRoleFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(localizedInput((locale) => staffSchemas(locale).role))
  .handler(({ data, context }) => admin.setRole(context.user, data.body, data.locale))

export const auditPageFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(auditPageInput)
  .handler(({ data }) => admin.auditPage(data.before))

/** The job queue's counts and failed jobs (admins; ADR 053). */
export const jobsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'admin' }), pageErrorsMiddleware])
  .handler(() => jobs.jobsOverview())

export const jobActionFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(localizedInput(jobActionSchema))
  .handler(({ data, context }) => jobs.actOnJob(context.user, data.body, data.locale))
