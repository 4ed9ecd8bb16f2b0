import { eq } from 'drizzle-orm'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { user, userPreferences } from '@/server/db/schema'

// Whom a member's mail goes to and in which language: the one saved in their preferences, else English. Every
// feature's mails to members say it the same way.

/** The language of a member's mails, from the locale saved in their preferences (none yet: English). */
export const mailLocale = (saved: string | null | undefined): Locale => (saved && isLocale(saved) ? saved : 'en')

export interface MailRecipient {
  name: string
  email: string
  locale: Locale
}

/** A member as a mail's recipient, read in the caller's transaction; null for an unknown account. */
export async function mailRecipient(tx: Pick<Db, 'select'>, userId: string): Promise<MailRecipient | null> {
  const [person] = await tx
    .select({ name: user.name, email: user.email, locale: userPreferences.locale })
    .from(user)
    .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(eq(user.id, userId))
  return person ? { name: person.name, email: person.email, locale: mailLocale(person.locale) } : null
}
