import { useSuspenseQuery } from '@tanstack/react-query'
import { Pager } from '@/components/ui/pager'
import { formatDateTime } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { auditQuery } from '../admin.queries'
import { AdminSection } from './admin-shell'

/** The staff audit log, newest first, 25 lines a page: who, what, when, before and after. */
export function AuditPage({ locale, before }: { locale: Locale; before?: number }) {
  const { data } = useSuspenseQuery(auditQuery(locale, before))
  return (
    <AdminSection title={m.staff_audit_title()} intro={m.staff_audit_intro()}>
      {data.entries.length === 0 ? (
        <p>{m.staff_audit_empty()}</p>
      ) : (
        <ol className="space-y-4" aria-label={m.staff_audit_title()}>
          {data.entries.map((entry) => (
            <li key={entry.id} className="border-line rounded-lg border p-4">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">
                  <code translate="no">{entry.action}</code>{' '}
                  <span className="text-muted font-normal">
                    {entry.subjectType} {entry.subjectId}
                  </span>
                </span>
                <time dateTime={entry.createdAt} className="text-muted text-sm">
                  {formatDateTime(entry.createdAt, locale)}
                </time>
              </p>
              <p className="mt-1 text-sm">
                {entry.actor
                  ? m.staff_audit_by({ name: entry.actor.name, email: entry.actor.email })
                  : m.staff_audit_by_command()}
              </p>
              <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[6rem_1fr]">
                <dt className="text-muted">{m.staff_audit_before()}</dt>
                <dd className="font-mono break-all" translate="no">
                  {entry.before ?? '—'}
                </dd>
                <dt className="text-muted">{m.staff_audit_after()}</dt>
                <dd className="font-mono break-all" translate="no">
                  {entry.after ?? '—'}
                </dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
      <Pager
        to="/$lang/admin/audit"
        params={{ lang: locale }}
        search={{}}
        cursor={before === undefined ? undefined : String(before)}
        nextCursor={data.next === null ? null : String(data.next)}
        label={m.staff_audit_pages()}
        nextLabel={m.staff_audit_older()}
        firstLabel={m.staff_audit_newest()}
      />
    </AdminSection>
  )
}
