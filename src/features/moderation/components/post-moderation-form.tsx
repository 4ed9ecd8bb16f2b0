import { useState } from 'react'
import { ReasonForm } from '@/components/form/reason-form'
import { ReportForm } from '@/components/form/report-form'
import { reportReasonName } from '@/components/form/report-reasons'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { hidePostFn, reportPostFn } from '../moderation.functions'
import { reportReasons } from '../moderation.schemas'

/** The report form (any signed-in reader) or an editor's "hide this post", opened under the post. */
export default function PostModerationForm({
  postId,
  title,
  locale,
  editor,
  onClose,
}: {
  postId: number
  title: string
  locale: Locale
  editor: boolean
  onClose: () => void
}) {
  const [hidden, setHidden] = useState(false)
  if (editor) {
    return hidden ? (
      <p role="status">{m.moderation_hidden_toast({ title })}</p>
    ) : (
      <ReasonForm
        id="hide-post-reason"
        openLabel={m.moderation_hide_post()}
        submitLabel={m.moderation_hide_submit()}
        hint={m.moderation_hide_hint()}
        disabled={false}
        initiallyOpen
        onCancel={onClose}
        send={(reason) => hidePostFn({ data: { locale, body: { postId, reason } } })}
        done={async () => setHidden(true)}
        successTitle={m.moderation_hidden_toast({ title })}
      />
    )
  }
  return <PostReportForm postId={postId} locale={locale} onClose={onClose} />
}

function PostReportForm({ postId, locale, onClose }: { postId: number; locale: Locale; onClose: () => void }) {
  return (
    <ReportForm
      name="report-reason"
      noteId="report-note"
      labelledBy="report-post-title"
      heading={
        <>
          <h2 id="report-post-title" className="text-lg font-semibold">
            {m.moderation_report_title()}
          </h2>
          <p className="text-muted mb-3 text-sm">{m.moderation_report_intro()}</p>
        </>
      }
      reasons={reportReasons.map((value) => ({ value, label: reportReasonName[value]() }))}
      initialReason="spam"
      labels={{
        reason: m.moderation_report_reason(),
        note: m.moderation_report_note(),
        noteHint: m.moderation_report_note_hint(),
        submit: m.moderation_report_submit(),
        cancel: m.moderation_cancel(),
        sent: m.moderation_report_sent(),
      }}
      fallback={m.moderation_action_failed()}
      send={(body) => reportPostFn({ data: { locale, body: { postId, ...body } } })}
      onClose={onClose}
    />
  )
}
