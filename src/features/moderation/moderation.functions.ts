import { createServerFn } from '@tanstack/react-start'
import { signedIn } from '@/features/auth/auth.middleware'
import { localizedInput } from '@/lib/localized-input'
import { pageErrorsMiddleware } from '@/lib/page-errors.middleware'
import { localeInput, moderationSchemas } from './moderation.schemas'
import * as moderation from './moderation.server'
import * as suspensions from './suspensions.server'

// Moderation through the signed-in edge (ADR 052): the queue and its decisions for editors, suspensions for admins
// (401 anonymous, 404 without the role, 403 `two_factor_required` for staff without two-factor sign-in); reporting
// a post for any signed-in reader.

export const moderationQueueFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'editor' }), pageErrorsMiddleware])
  .validator(localeInput)
  .handler(() => moderation.moderationQueue())

export const approvePostFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput((locale) => moderationSchemas(locale).approve))
  .handler(({ data, context }) => moderation.approvePost(context.user.id, data.body.postId, data.locale))

export const rejectPostFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput((locale) => moderationSchemas(locale).decide))
  .handler(({ data, context }) => moderation.rejectPost(context.user.id, data.body, data.locale))

export const hidePostFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput((locale) => moderationSchemas(locale).decide))
  .handler(({ data, context }) => moderation.hidePost(context.user.id, data.body, data.locale))

export const dismissReportFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput((locale) => moderationSchemas(locale).dismiss))
  .handler(({ data, context }) => moderation.dismissReport(context.user.id, data.body.reportId, data.locale))

export const reportPostFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => moderationSchemas(locale).report))
  .handler(({ data, context }) => moderation.reportPost(context.user.id, data.body, data.locale))

export const suspensionsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'admin' }), pageErrorsMiddleware])
  .validator(localeInput)
  .handler(() => suspensions.listSuspensions())

export const suspendMemberFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(localizedInput((locale) => moderationSchemas(locale).suspend))
  .handler(({ data, context }) => suspensions.suspendMember(context.user.id, data.body, data.locale))

export const unsuspendMemberFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(localizedInput((locale) => moderationSchemas(locale).unsuspend))
  .handler(({ data, context }) => suspensions.unsuspendMember(context.user.id, data.body.userId, data.locale))
