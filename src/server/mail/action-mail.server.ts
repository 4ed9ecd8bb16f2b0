import type { Mail } from './mail.server'

// The one layout of our mails (account links, booking confirmations): a few lines of text around one link.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** A mail with one call to action, as text and simple HTML. */
export function actionMail(input: {
  to: string
  subject: string
  intro: string
  action: string
  link: string
  outro: string
}): Mail {
  const text = `${input.intro}\n\n${input.action}: ${input.link}\n\n${input.outro}\n`
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(input.intro)}</p>` +
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 16px;background:#15803d;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(input.action)}</a></p>` +
    `<p style="color:#555">${escapeHtml(input.outro)}</p></body></html>`
  return { to: input.to, subject: input.subject, text, html, link: input.link }
}
