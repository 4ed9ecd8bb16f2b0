import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { FieldFrame, inputClass } from '@/components/form/field'
import { SignedOutNotice, useSignedOut } from '@/components/form/signed-out-notice'
import { useFocusError } from '@/components/form/use-focus-error'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonPrimary } from '@/components/ui/button-styles'
import { notify } from '@/components/ui/toast'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { updateAuthorProfileFn } from '../writing.functions'
import { authorProfileQuery, writingKeys } from '../writing.queries'
import { BIO_MAX, type UploadView } from '../writing.schemas'
import { CoverUpload } from './cover-upload'

/** Bio and picture of the member's public author page (/{lang}/blog/users/{username}); for account settings. */
export function AuthorProfileForm({ locale, userId }: { locale: Locale; userId: string }) {
  const { data: profile } = useSuspenseQuery(authorProfileQuery(userId))
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const [bio, setBio] = useState(profile.bio)
  const [avatar, setAvatar] = useState<UploadView | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const id = useId()
  const headingId = useId()
  // A failure focuses the invalid field, else (the error is a toast) the submit button; a success the button again.
  const { ref, focusError, focusSuccess } = useFocusError<HTMLFormElement>()
  const submitButton = () => ref.current?.querySelector<HTMLElement>('button[type="submit"]') ?? null
  // The session ended elsewhere: the bio stays as typed, the notice offers to sign in again (ADR 011).
  const session = useSignedOut()

  async function submit() {
    setBusy(true)
    try {
      const result = await updateAuthorProfileFn({
        data: { locale, body: { bio, ...(avatar ? { avatarUploadId: avatar.id } : {}) } },
      })
      session.clear()
      if (result.ok) {
        setErrors({})
        setAvatar(null)
        queryClient.setQueryData(writingKeys.profile(userId), result.data)
        notify({ kind: 'success', title: m.writing_profile_saved() })
        focusSuccess()
      } else {
        setErrors(result.error.fields ?? { bio: result.error.message })
        focusError(submitButton)
      }
    } catch (error) {
      if (session.caught(error)) return
      notify({ kind: 'error', title: m.writing_action_failed() })
      focusError(submitButton)
    } finally {
      setBusy(false)
    }
  }

  const shown = avatar
    ? { src: avatar.src, width: avatar.width, height: avatar.height, sources: avatar.sources }
    : { src: profile.avatar, width: 160, height: 160, sources: [] }
  return (
    <section aria-labelledby={headingId} className="border-line rounded-lg border p-5">
      <h2 id={headingId} className="text-ink mb-1 text-lg font-semibold">
        {m.writing_profile_title()}
      </h2>
      <p className="mb-4 text-sm text-muted">{m.writing_profile_description()}</p>
      <form
        ref={ref}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <SignedOutNotice locale={locale} {...session.noticeProps(busy)} />
        <FieldFrame id={id} label={m.writing_profile_bio()} hint={m.writing_profile_bio_hint()} error={errors.bio}>
          {(describedBy) => (
            <textarea
              id={id}
              name="bio"
              rows={4}
              maxLength={BIO_MAX}
              value={bio}
              onChange={(e) => setBio(e.target.value)}
              aria-invalid={errors.bio ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </FieldFrame>
        <CoverUpload
          locale={locale}
          label={m.writing_profile_avatar()}
          value={shown}
          disabled={!hydrated}
          onUploaded={setAvatar}
        />
        {errors.avatarUploadId && (
          <p role="alert" className="-mt-2 mb-4 text-sm text-error">
            {errors.avatarUploadId}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={`${buttonPrimary} w-auto`} disabled={!hydrated || busy}>
            {m.writing_profile_save()}
          </button>
          <Link to="/$lang/blog/users/$username" params={{ lang: locale, username: profile.username }}>
            {m.writing_profile_view_page()}
          </Link>
        </div>
      </form>
    </section>
  )
}
