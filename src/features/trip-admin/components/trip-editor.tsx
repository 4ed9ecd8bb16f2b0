import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { ConfirmDialog } from '@/components/form/confirm-dialog'
import { TextField } from '@/components/form/field'
import { SignedOutNotice } from '@/components/form/signed-out-notice'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { Alert } from '@/components/ui/alert'
import { primaryButton, secondaryButton } from './buttons'
import { countryName, languageName } from '@/lib/format'
import { locales, type Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { createTripFn, setTripStatusFn, updateTripFn } from '../trip-admin.functions'
import { tripAdminKeys } from '../trip-admin.queries'
import { missingTranslations, type AdminTrip } from '../trip-admin.schemas'
import { MissingBadge } from './admin-trips-page'
import { ItineraryEditor } from './itinerary-editor'
import { LanguageTexts } from './language-texts'
import { StatusBadge } from './status-badge'
import { TripImages } from './trip-images'
import { draftOf, inputOf, sameDraft, type TripDraft } from './trip-draft'

type Action = { kind: 'save' } | { kind: 'publish' } | { kind: 'unpublish' }

/**
 * /{lang}/admin/trips/new and /{lang}/admin/trips/{id}: a trip in every language side by side, its itinerary, cover
 * and gallery; save (checked against the version loaded), publish (saves first) and unpublish. Dates, prices and
 * seats are the departures' (their own screen).
 */
export function TripEditor({ locale, trip }: { locale: Locale; trip: AdminTrip | null }) {
  const titleId = useId()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState<AdminTrip | null>(trip)
  const [draft, setDraft] = useState<TripDraft>(() => draftOf(trip))
  const [confirmUnpublish, setConfirmUnpublish] = useState(false)
  const missing = useMemo(() => missingTranslations(draft), [draft])
  const dirty = !saved || !sameDraft(draft, draftOf(saved))
  const update = (change: Partial<TripDraft>) => setDraft((d) => ({ ...d, ...change }))

  const { focusRoot, ...form } = useFormMutation<Action, AdminTrip>({
    fallback: m.trip_editor_save_failed(),
    call: async (action) => {
      if (!saved) return createTripFn({ data: { locale, body: inputOf(draft) } })
      let current = saved
      if (action.kind !== 'unpublish' && dirty) {
        current = await updateTripFn({
          data: { locale, id: saved.id, body: { ...inputOf(draft), version: saved.updatedAt } },
        })
        setSaved(current)
      }
      if (action.kind === 'save') return current
      const status = action.kind === 'publish' ? 'published' : 'draft'
      return setTripStatusFn({ data: { locale, id: current.id, status } })
    },
    successToast: (_, action) => ({
      kind: 'success',
      title: !saved
        ? m.trip_editor_created()
        : action.kind === 'publish'
          ? m.trip_editor_published_toast()
          : action.kind === 'unpublish'
            ? m.trip_editor_unpublished_toast()
            : m.trip_editor_saved(),
    }),
    onSuccess: async (result) => {
      setConfirmUnpublish(false)
      await queryClient.invalidateQueries({ queryKey: tripAdminKeys.all })
      if (!saved) {
        queryClient.setQueryData(tripAdminKeys.trip(result.id), result)
        await navigate({ to: '/$lang/admin/trips/$id', params: { lang: locale, id: String(result.id) } })
        return false
      }
      setSaved(result)
      setDraft(draftOf(result))
    },
  })
  const fieldError = (field: string) => form.fieldError(field)
  const busy = form.busy || !hydrated
  const gaps = locales.filter((l) => missing[l].length > 0)

  return (
    <section aria-labelledby={titleId} className="w-full">
      <p className="mb-2">
        <Link to="/$lang/admin/trips" params={{ lang: locale }} className="text-sm">
          {m.trip_editor_back()}
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id={titleId} className="text-3xl font-bold tracking-tight">
            {saved ? m.trip_editor_edit_title() : m.trip_editor_create_title()}
          </h1>
          {saved && (
            <p className="mt-2 flex flex-wrap items-center gap-3">
              <StatusBadge status={saved.status} />
              {saved.status === 'published' && (
                <a href={withTrailingSlash(`/${locale}/trips/${saved.id}`)}>{m.trip_editor_view_public()}</a>
              )}
              <a href={`/${locale}/admin/trips/${saved.id}/departures`}>{m.trip_editor_departures()}</a>
            </p>
          )}
        </div>
      </div>

      <SignedOutNotice locale={locale} {...form.notice} />

      <form
        ref={focusRoot}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void form.submit({ kind: 'save' })
        }}
      >
        {form.failure && <Alert kind="error">{form.failure.message}</Alert>}
        {gaps.length > 0 && (
          <p className="mb-4" data-testid="missing-summary">
            <MissingBadge languages={gaps.map((l) => languageName(l, locale)).join(', ')} />
          </p>
        )}

        <h2 className="mb-2 text-xl font-semibold">{m.trip_editor_section_texts()}</h2>
        <p className="mb-4 text-sm text-muted">{m.trip_editor_section_texts_hint()}</p>
        <LanguageTexts
          locale={locale}
          draft={draft}
          missing={missing}
          onChange={(field, value) => update({ [field]: value })}
          fieldError={fieldError}
        />

        <div className="mt-6 max-w-xs">
          <TextField
            id="trip-country"
            name="country"
            label={m.trip_editor_field_country()}
            value={draft.country}
            onChange={(country) => update({ country: country.toUpperCase() })}
            maxLength={2}
            autoCapitalize="characters"
            autoComplete="off"
            hint={
              /^[A-Z]{2}$/.test(draft.country) ? countryName(draft.country, locale) : m.trip_editor_field_country_hint()
            }
            error={fieldError('country')}
            required
          />
        </div>

        <h2 className="mt-8 mb-4 text-xl font-semibold">{m.trip_editor_section_itinerary()}</h2>
        <ItineraryEditor
          locale={locale}
          days={draft.itinerary}
          onChange={(itinerary) => update({ itinerary })}
          fieldError={fieldError}
        />

        <h2 className="mt-8 mb-4 text-xl font-semibold">{m.trip_editor_section_images()}</h2>
        <TripImages
          locale={locale}
          cover={draft.cover}
          gallery={draft.gallery}
          onCover={(cover) => update({ cover })}
          onGallery={(gallery) => update({ gallery })}
          fieldError={fieldError}
        />

        <p className="mt-8 text-sm text-muted">{m.trip_editor_schedule_note()}</p>
        <div className="border-line mt-4 flex flex-wrap items-center gap-3 border-t pt-4">
          <button type="submit" className={primaryButton} disabled={busy}>
            {saved ? m.trip_editor_save() : m.trip_editor_create()}
          </button>
          {saved?.status === 'draft' && (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => void form.submit({ kind: 'publish' })}
              aria-describedby="trip-publish-hint"
            >
              {m.trip_editor_publish()}
            </button>
          )}
          {saved?.status === 'published' && (
            <ConfirmDialog
              open={confirmUnpublish}
              onOpenChange={setConfirmUnpublish}
              trigger={
                <button type="button" className={secondaryButton} disabled={busy}>
                  {m.trip_editor_unpublish()}
                </button>
              }
              title={m.trip_editor_unpublish_confirm_title()}
              description={m.trip_editor_unpublish_confirm_body()}
              keepLabel={m.trip_editor_cancel()}
              confirmLabel={m.trip_editor_unpublish()}
              busy={form.busy}
              onConfirm={() => void form.submit({ kind: 'unpublish' })}
            />
          )}
        </div>
        {saved?.status === 'draft' && (
          <p id="trip-publish-hint" className="mt-2 text-sm text-muted">
            {m.trip_editor_publish_hint()}
          </p>
        )}
      </form>
    </section>
  )
}
