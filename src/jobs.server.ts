import { sendReviewInvitations } from '@/features/reviews/review-invitations.server'
import { removeUnusedUploads } from '@/features/writing/unused-uploads.server'
import { startDigests } from '@/features/newsletter/newsletter.server'
import { mailSavedTripAlerts } from '@/features/trips/saved-trip-alerts.server'
import { env } from '@/server/env.server'
import { deleteExpiredSessions, deleteExpiredVerifications } from '@/server/jobs/cleanup.server'
import { scheduleJob } from '@/server/jobs/queue.server'
import '@/server/mail/mail-queue.server'

// Every kind of background work the app runs, one composition root (ADR 053): importing this file defines the jobs
// before the queue starts (the server at start, `npm run worker`). Mail defines its own job (enqueueMail).
// Scheduled work is one line each: a name, a cron expression (UTC), the function to run.

scheduleJob('expired-sessions-cleanup', '17 3 * * *', deleteExpiredSessions)
scheduleJob('expired-verifications-cleanup', '27 3 * * *', deleteExpiredVerifications)
// Hourly: an upload unused past its grace period (UNUSED_UPLOAD_GRACE_HOURS) goes (ADR 051).
scheduleJob('unused-uploads-cleanup', '37 * * * *', () => removeUnusedUploads())
scheduleJob('review-invitations', '47 9 * * *', () => sendReviewInvitations()) // ADR 057
// The newsletter digest (NEWSLETTER_CRON, weekly by default), sent in batches by its own jobs (ADR 058).
scheduleJob('newsletter', env().NEWSLETTER_CRON, () => startDigests())
// Every minute: a saved trip's departure that filled up or was cancelled is mailed to the savers who opted in.
scheduleJob('saved-trip-alerts', '* * * * *', mailSavedTripAlerts)

export { startJobs, stopJobs } from '@/server/jobs/queue.server'
