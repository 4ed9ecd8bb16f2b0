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

/**
 * A mail listing several links (the newsletter digest, ADR 058) in the same layout: an intro, each item as a linked
 * title with a line of text, an outro, and a footer link (unsubscribe). `headers` go out with it.
 */
export function listMail(input: {
  to: string
  subject: string
  intro: string
  items: Array<{ title: string; text: string; link: string }>
  outro: string
  footer: { text: string; action: string; link: string }
  headers?: Record<string, string>
  lang?: string
}): Mail {
  const text =
    `${input.intro}\n\n` +
    input.items.map((item) => `${item.title}\n${item.text}\n${item.link}\n`).join('\n') +
    `\n${input.outro}\n\n${input.footer.text} ${input.footer.action}: ${input.footer.link}\n`
  const html =
    `<!doctype html><html${input.lang ? ` lang="${escapeHtml(input.lang)}"` : ''}><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(input.intro)}</p>` +
    input.items
      .map(
        (item) =>
          `<h2 style="font-size:1.1em;margin:1em 0 0.25em"><a href="${escapeHtml(item.link)}" style="color:#15803d">${escapeHtml(item.title)}</a></h2>` +
          `<p style="margin:0">${escapeHtml(item.text)}</p>`,
      )
      .join('') +
    `<p>${escapeHtml(input.outro)}</p>` +
    `<p style="color:#555;font-size:0.9em">${escapeHtml(input.footer.text)} <a href="${escapeHtml(input.footer.link)}" style="color:#555">${escapeHtml(input.footer.action)}</a></p>` +
    `</body></html>`
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    link: input.footer.link,
    ...(input.headers ? { headers: input.headers } : {}),
  }
}
