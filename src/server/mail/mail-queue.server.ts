import { env } from '../env.server'
import { defineJob, enqueue, type Executor } from '../jobs/queue.server'
import { logger } from '../logger.server'
import { sendMail, type Mail } from './mail.server'

// Every mail goes through the job queue (ADR 053): written in the change's transaction, sent by a worker, retried
// with growing delays when the mail server fails or times out, and failed for good after the last try (the back
// office lists it, with retry and discard).

/** About two hours of tries: 30 s, 1, 2, 4, 8, 16, 32 min, then hourly (with jitter). */
export const MAIL_RETRY = {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  // A send that hangs past nodemailer's own timeouts (10 s connect, 30 s idle) is given back and tried again.
  expireInSeconds: 120,
  deleteAfterSeconds: 7 * 24 * 3600,
} as const

/** The host part of the Message-ID: the sender's domain, so the id is ours. */
function messageHost(): string {
  const from = env().MAIL_FROM
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from
  return address.split('@')[1]?.trim() || 'waypoints.local'
}

export const mailJob = defineJob<Mail>({
  name: 'mail',
  policy: MAIL_RETRY,
  concurrency: 4,
  run: async (mail, job) => {
    try {
      await sendMail({ ...mail, messageId: `<${job.id}@${messageHost()}>` })
    } catch (error) {
      const attempt = job.retryCount + 1
      const attempts = MAIL_RETRY.retryLimit + 1
      // A try that will be retried is a warning; the last one failing is the error an operator acts on.
      logger[attempt < attempts ? 'warn' : 'error'](
        `mail to ${mail.to} failed (attempt ${attempt} of ${attempts})`,
        error,
      )
      throw error
    }
  },
})

/**
 * Queues a mail: pass the transaction of the change the mail tells about (`tx`), so the mail exists exactly when
 * the change commits; pass `undefined` where there is none (the mail is then written at once, on its own).
 * Answers the job id (also the mail's Message-ID, `<id@host>`). Never sends inline; a worker delivers it.
 */
export function enqueueMail(tx: Executor | undefined, mail: Mail): Promise<string> {
  return enqueue(tx, mailJob, mail)
}
