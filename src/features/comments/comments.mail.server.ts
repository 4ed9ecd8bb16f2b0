import { eq } from 'drizzle-orm'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client.server'
import { comments, posts, user, userPreferences } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { actionMail } from '@/server/mail/action-mail.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'
import { mailLocale } from '@/server/mail/recipient.server'

// The one mail a comment causes once it is public (ADR 059): a top-level comment tells the post's author, a reply
// tells the author of the comment it answers. Never the commenter themself, never someone who turned comment mail off
// in their preferences; in the recipient's language (their preferences, else English). Queued in the transaction that
// makes the comment public (posting it, or an editor approving it), which happens once per comment.

type Executor = Pick<Db, 'select' | 'execute'>

interface PublicNow {
  id: number
  postId: number
  parentId: number | null
  authorId: string | null
}

async function recipientOf(tx: Executor, comment: PublicNow): Promise<string | null> {
  if (comment.parentId === null) {
    const [post] = await tx.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, comment.postId))
    return post?.authorId ?? null
  }
  const [parent] = await tx
    .select({ authorId: comments.authorId, deletedAt: comments.deletedAt })
    .from(comments)
    .where(eq(comments.id, comment.parentId))
  return parent && !parent.deletedAt ? parent.authorId : null
}

/** Queues the mail about a comment that just became public, when someone should get one. */
export async function mailAboutComment(tx: Executor, comment: PublicNow): Promise<void> {
  const to = await recipientOf(tx, comment)
  if (!to || to === comment.authorId) return
  const [person] = await tx
    .select({
      name: user.name,
      email: user.email,
      suspendedAt: user.suspendedAt,
      locale: userPreferences.locale,
      wanted: userPreferences.commentMail,
    })
    .from(user)
    .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(eq(user.id, to))
  // No preferences row yet means the defaults: mail on.
  if (!person || person.wanted === false || person.suspendedAt) return
  const [about] = await tx
    .select({ slug: posts.slug, title: posts.title, commenter: user.name })
    .from(posts)
    .leftJoin(user, eq(user.id, comment.authorId ?? ''))
    .where(eq(posts.id, comment.postId))
  if (!about) return
  const locale = mailLocale(person.locale)
  const facts = { name: person.name, commenter: about.commenter ?? '', title: about.title }
  const reply = comment.parentId !== null
  await enqueueMail(
    tx,
    actionMail({
      to: person.email,
      subject: reply
        ? m.comments_mail_reply_subject(facts, { locale })
        : m.comments_mail_comment_subject(facts, { locale }),
      intro: reply ? m.comments_mail_reply_intro(facts, { locale }) : m.comments_mail_comment_intro(facts, { locale }),
      action: m.comments_mail_action({}, { locale }),
      link: `${env().baseURL}${withTrailingSlash(`/${locale}/blog/posts/${about.slug}`)}#comment-${comment.id}`,
      outro: m.comments_mail_outro({}, { locale }),
    }),
  )
}
