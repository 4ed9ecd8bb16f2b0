import { signedInEndpoint } from '@/features/auth/require-user.server'
import { privateHeaders } from '@/server/http/private.server'
import { moderationSchemas } from './moderation.schemas'
import * as moderation from './moderation.server'
import * as suspensions from './suspensions.server'

// REST for moderation (ADR 052): the same services as the back office's pages, behind the signed-in edge: the queue
// for editors, suspensions for admins (401 anonymous, 404 without the role), reporting for any signed-in reader.

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: privateHeaders })
const done = () => new Response(null, { status: 204, headers: privateHeaders })
const editor = { role: 'editor' } as const
const admin = { role: 'admin' } as const

/** GET /api/v1/admin/moderation → 200 { pending, reports }. */
export const handleModerationQueue = signedInEndpoint(editor, async () => json(await moderation.moderationQueue()))

/** POST /api/v1/admin/moderation/approve { postId } → 204. */
export const handleApprove = signedInEndpoint(
  { ...editor, body: (locale) => moderationSchemas(locale).approve },
  async ({ user, body, locale }) => {
    await moderation.approvePost(user.id, body.postId, locale)
    return done()
  },
)

/** POST /api/v1/admin/moderation/reject { postId, reason } → 204. */
export const handleReject = signedInEndpoint(
  { ...editor, body: (locale) => moderationSchemas(locale).decide },
  async ({ user, body, locale }) => {
    await moderation.rejectPost(user.id, body, locale)
    return done()
  },
)

/** POST /api/v1/admin/moderation/hide { postId, reason } → 204. */
export const handleHide = signedInEndpoint(
  { ...editor, body: (locale) => moderationSchemas(locale).decide },
  async ({ user, body, locale }) => {
    await moderation.hidePost(user.id, body, locale)
    return done()
  },
)

/** POST /api/v1/admin/moderation/dismiss { reportId } → 204. */
export const handleDismiss = signedInEndpoint(
  { ...editor, body: (locale) => moderationSchemas(locale).dismiss },
  async ({ user, body, locale }) => {
    await moderation.dismissReport(user.id, body.reportId, locale)
    return done()
  },
)

/** POST /api/v1/me/reports { postId, reason, note? } → 201. */
export const handleReport = signedInEndpoint(
  { body: (locale) => moderationSchemas(locale).report },
  async ({ user, body, locale }) => {
    await moderation.reportPost(user.id, body, locale)
    return new Response(null, { status: 201, headers: privateHeaders })
  },
)

/** GET /api/v1/admin/suspensions → 200 { suspensions }. */
export const handleSuspensions = signedInEndpoint(admin, async () =>
  json({ suspensions: await suspensions.listSuspensions() }),
)

/** POST /api/v1/admin/suspensions { account, reason } → 201 { postsWithheld, commentsWithheld, reviewsWithheld }. */
export const handleSuspend = signedInEndpoint(
  { ...admin, body: (locale) => moderationSchemas(locale).suspend },
  async ({ user, body, locale }) => json(await suspensions.suspendMember(user.id, body, locale), 201),
)

/** POST /api/v1/admin/suspensions/end { userId } → 200 { postsRestored, commentsRestored, reviewsRestored }. */
export const handleUnsuspend = signedInEndpoint(
  { ...admin, body: (locale) => moderationSchemas(locale).unsuspend },
  async ({ user, body, locale }) => json(await suspensions.unsuspendMember(user.id, body.userId, locale)),
)
