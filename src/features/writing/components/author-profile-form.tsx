import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import { TextareaField } from '@/components/form/field'
import { SignedOutNotice } from '@/components/form/signed-out-notice'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonPrimary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { updateAuthorProfileFn } from '../writing.functions'
import { authorProfileQuery, writingKeys } from '../writing.queries'
import type { UploadView } from '@/lib/images'
import { BIO_MAX } from '../writing.schemas'
import { ImageUpload } from '@/components/form/image-upload'

/** Bio and picture of the member's public author page (/{lang}/blog/users/{username}); for account settings. */
export function AuthorProfileForm({ locale, userId }: { locale: Locale; userId: string }) {
  const { data: profile } = useSuspenseQuery(authorProfileQuery(userId))
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const [bio, setBio] = useState(profile.bio)
  const [avatar, setAvatar] = useState<UploadView | null>(null)
  const headingId = useId()
  // The session ended elsewhere: the bio stays as typed, the notice offers to sign in again (ADR 011).
  const { focusRoot, ...save } = useFormMutation({
    call: (body: { bio: string; avatarUploadId?: string }) => updateAuthorProfileFn({ data: { locale, body } }),
    fallback: m.writing_action_failed(),
    successToast: () => ({ kind: 'success', title: m.writing_profile_saved() }),
    onSuccess: (saved) => {
      setAvatar(null)
      queryClient.setQueryData(writingKeys.profile(userId), saved)
    },
    // No answer at all is a toast, and focus goes back to the button; a refusal is said at the bio (below).
    onFailure: (failure) => (failure.code === 'failed' && !failure.fields ? { show: 'toast' } : undefined),
    failureFocus: () => submitButton.current,
  })
  const submitButton = useRef<HTMLButtonElement>(null)
  // A refusal without field messages is said at the bio, the form's one text.
  const bioError = save.fieldError('bio') ?? (save.failure && !save.failure.fields ? save.failure.message : undefined)
  const avatarError = save.fieldError('avatarUploadId')

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
        ref={focusRoot}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void save.submit({ bio, ...(avatar ? { avatarUploadId: avatar.id } : {}) })
        }}
      >
        <SignedOutNotice locale={locale} {...save.notice} />
        <TextareaField
          label={m.writing_profile_bio()}
          hint={m.writing_profile_bio_hint()}
          name="bio"
          rows={4}
          maxLength={BIO_MAX}
          value={bio}
          onChange={setBio}
          error={bioError}
        />
        <ImageUpload
          locale={locale}
          label={m.writing_profile_avatar()}
          previewAlt={m.edges_profile_avatar_preview()}
          avatar
          value={shown}
          disabled={!hydrated}
          onUploaded={setAvatar}
        />
        {avatarError && (
          <p role="alert" className="-mt-2 mb-4 text-sm text-error">
            {avatarError}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button
            ref={submitButton}
            type="submit"
            className={`${buttonPrimary} w-auto`}
            disabled={!hydrated || save.busy}
          >
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
