/**
 * Telegram's redirect-mode widget brings its signed answer back to our callback page in the same tab, but the answer
 * carries nothing of ours and stays valid for a day: anyone could send a visitor a callback link with their own
 * answer and sign the visitor in to the sender's account (login CSRF). So the login page marks its tab when it shows
 * the widget, and the callback page signs in only in a tab so marked, once, within 15 minutes.
 */
const KEY = 'waypoints.telegram-start'
const MAX_AGE_MS = 15 * 60_000

/** This tab is about to sign in with Telegram (called where the widget is shown). */
export function markTelegramStart(now = Date.now()) {
  try {
    sessionStorage.setItem(KEY, String(now))
  } catch {
    // Storage off: the callback then refuses, and e-mail sign-in still works.
  }
}

/** True, once, when this tab showed the widget within the last 15 minutes. */
export function takeTelegramStart(now = Date.now()): boolean {
  try {
    const started = Number(sessionStorage.getItem(KEY))
    sessionStorage.removeItem(KEY)
    return started > 0 && now >= started && now - started < MAX_AGE_MS
  } catch {
    return false
  }
}
