import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/form/confirm-dialog'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonPrimary } from '@/components/ui/button-styles'
import { TableHeader } from '@/components/ui/table-header'
import { formatDateTime } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { sendNewsletterNowFn } from '../newsletter.functions'
import { newsletterKeys, newsletterPreviewQuery } from '../newsletter.queries'
import type { NewsletterPreview } from '../newsletter.schemas'

const languageName = (code: string, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code

type PreviewedMail = NewsletterPreview['languages'][number]['mail']

/** The digest as the mail layout shows it: subject, intro, each post linked, outro and the unsubscribe line. */
function MailPreview({ mail, lang, label }: { mail: PreviewedMail; lang: string; label: string }) {
  return (
    <figure aria-label={label} className="border-line rounded-lg border bg-white p-4 text-neutral-900 sm:p-6">
      <p className="border-line mb-4 border-b pb-3 text-sm">
        <span className="text-neutral-700">{m.newsletter_subject()}</span> <strong lang={lang}>{mail.subject}</strong>
      </p>
      <div lang={lang} className="flex flex-col gap-3 font-sans leading-relaxed">
        <p>{mail.intro}</p>
        {mail.items.map((item) => (
          <div key={item.link}>
            <p className="font-semibold text-green-800">{item.title}</p>
            <p>{item.text}</p>
          </div>
        ))}
        <p>{mail.outro}</p>
        <p className="text-sm text-neutral-700">
          {mail.footer.text} <span className="underline">{mail.footer.action}</span>
        </p>
      </div>
    </figure>
  )
}

/**
 * The next digest per language (ADR 058): how many members get it, the posts and the mail as it will look; "send
 * now" starts the digests at once (audited) instead of waiting for the schedule.
 */
export function NewsletterAdmin({ locale }: { locale: Locale }) {
  const { data } = useSuspenseQuery(newsletterPreviewQuery(locale))
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const [confirming, setConfirming] = useState(false)
  const { focusRoot, ...send } = useFormMutation<void, { started: number }, HTMLDivElement>({
    call: () => sendNewsletterNowFn({ data: { locale } }),
    fallback: m.newsletter_send_failed(),
    successToast: ({ started }) => ({ kind: 'success', title: m.newsletter_sent({ count: started }) }),
    onSuccess: async () => {
      setConfirming(false)
      await queryClient.invalidateQueries({ queryKey: newsletterKeys.all })
    },
  })
  const sendable = data.languages.some((l) => l.posts.length > 0 && l.recipients > 0)
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="newsletter-next" className="flex flex-col gap-4">
        <h2 id="newsletter-next" className="text-xl font-semibold">
          {m.newsletter_next_title()}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{m.newsletter_next_title()}</caption>
            <TableHeader
              rowClassName="border-line border-b"
              cellClassName="py-2 pr-4 last:pr-0"
              columns={[
                m.newsletter_col_language(),
                m.newsletter_col_recipients(),
                m.newsletter_col_posts(),
                m.newsletter_col_since(),
              ]}
            />
            <tbody>
              {data.languages.map((l) => (
                <tr key={l.locale} className="border-line border-b">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {languageName(l.locale, locale)}
                  </th>
                  <td className="py-2 pr-4 tabular-nums">{l.recipients}</td>
                  <td className="py-2 pr-4 tabular-nums">{l.posts.length}</td>
                  <td className="py-2">
                    <time dateTime={l.since}>{formatDateTime(l.since, locale)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div ref={focusRoot} tabIndex={-1} className="flex flex-col items-start gap-2">
          {send.failure && (
            <p role="alert" className="text-error">
              {send.failure.message}
            </p>
          )}
          {!sendable && <p className="text-muted text-sm">{m.newsletter_nothing_new()}</p>}
          <button
            type="button"
            className={`${buttonPrimary} sm:w-auto`}
            disabled={!hydrated || send.busy || !sendable}
            onClick={() => setConfirming(true)}
          >
            {m.newsletter_send_now()}
          </button>
        </div>
      </section>

      {data.languages
        .filter((l) => l.posts.length > 0)
        .map((l) => (
          <section key={l.locale} aria-labelledby={`newsletter-${l.locale}`} className="flex flex-col gap-3">
            <h2 id={`newsletter-${l.locale}`} className="text-xl font-semibold">
              {m.newsletter_preview_title({ language: languageName(l.locale, locale) })}
            </h2>
            <MailPreview
              mail={l.mail}
              lang={l.locale}
              label={m.newsletter_preview_frame({ language: languageName(l.locale, locale) })}
            />
          </section>
        ))}

      <section aria-labelledby="newsletter-issues" className="flex flex-col gap-3">
        <h2 id="newsletter-issues" className="text-xl font-semibold">
          {m.newsletter_issues_title()}
        </h2>
        {data.issues.length === 0 ? (
          <p>{m.newsletter_issues_none()}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {data.issues.map((i) => (
              <li key={i.id}>
                <time dateTime={i.createdAt}>{formatDateTime(i.createdAt, locale)}</time> ·{' '}
                {languageName(i.locale, locale)} · {m.newsletter_issue_line({ sent: i.sent, recipients: i.recipients })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.newsletter_confirm_title()}
        description={m.newsletter_confirm_text()}
        keepLabel={m.newsletter_confirm_keep()}
        confirmLabel={m.newsletter_send_now()}
        busy={send.busy}
        onConfirm={() => void send.submit()}
      />
    </div>
  )
}
