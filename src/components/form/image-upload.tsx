import { useId, useState } from 'react'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { buttonSmall } from '@/components/ui/button-styles'
import { Progress } from '@/components/ui/progress'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { ApiRequestError } from '@/lib/api-client'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { UploadView } from '@/lib/images'

/** Default maximum (UPLOAD_MAX_BYTES) when the page does not pass the configured one; the server checks it anyway. */
const DEFAULT_MAX_MB = 10

/**
 * Uploads one image to /api/v1/me/uploads with XMLHttpRequest, whose upload events give a real progress bar
 * (fetch has none). Once the bytes are sent the bar turns indeterminate while the server converts the image.
 */
export function uploadImage(
  file: File,
  locale: Locale,
  onProgress: (percent: number | null) => void,
): Promise<UploadView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/v1/me/uploads')
    xhr.setRequestHeader('accept-language', locale)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return onProgress(null)
      onProgress(event.loaded >= event.total ? null : Math.round((event.loaded / event.total) * 100))
    }
    // Failures take the one error channel's shape (ADR 021): the answer's status and `{ error }` body, as a REST call.
    xhr.onload = () => {
      const body = xhr.response as { upload?: UploadView } | null
      if (xhr.status === 201 && body?.upload) resolve(body.upload)
      else reject(new ApiRequestError('POST', '/api/v1/me/uploads', xhr.status, body))
    }
    xhr.onerror = () => reject(new TypeError('upload failed'))
    const form = new FormData()
    form.set('file', file)
    xhr.send(form)
  })
}

export interface CoverValue {
  src: string
  width: number
  height: number
  sources: Array<{ type: string; srcset: string }>
}

/**
 * The current image's preview, a "Choose an image" (or "Replace") button and "Remove"; upload progress; errors are
 * announced. The file input is visually hidden but keyboard-reachable, its label styled as a button shows its focus
 * (the browser's own "Choose File / No file chosen" box said nothing useful beside a chosen image).
 */
export function ImageUpload({
  locale,
  label,
  value,
  onUploaded,
  onRemove,
  removeLabel,
  disabled,
  maxMb = DEFAULT_MAX_MB,
  previewAlt,
  avatar = false,
}: {
  locale: Locale
  label: string
  value: CoverValue | null
  onUploaded: (upload: UploadView) => void
  onRemove?: () => void
  /** The remove button's text (default "Remove"). */
  removeLabel?: string
  disabled?: boolean
  maxMb?: number
  /** How the current image is announced; "Current cover" unless said. */
  previewAlt?: string
  /** A person's picture: previewed round and small, as the site shows it, instead of a wide cover crop. */
  avatar?: boolean
}) {
  const id = useId()
  const [progress, setProgress] = useState<number | null | undefined>(undefined)
  /** Refused before sending (too large for sure); the server's refusals come from the form hook. */
  const [tooLarge, setTooLarge] = useState<string | null>(null)
  const { focusRoot, ...upload } = useFormMutation<File, UploadView, HTMLDivElement>({
    call: (file) => uploadImage(file, locale, setProgress).finally(() => setProgress(undefined)),
    fallback: m.writing_upload_failed(),
    signedOutNotice: false,
    onSuccess: (uploaded) => {
      onUploaded(uploaded)
      return false
    },
  })
  const error = tooLarge ?? upload.fieldError('file') ?? upload.failure?.message ?? null
  const uploading = progress !== undefined
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')

  async function onFile(file: File | undefined) {
    if (!file) return
    // Too large for sure: said at once, in the page's language, instead of after sending it (the server checks too).
    if (file.size > maxMb * 1024 * 1024) {
      upload.clearFailure()
      setTooLarge(m.writing_upload_too_large({ max: maxMb }))
      return
    }
    setTooLarge(null)
    setProgress(0)
    await upload.submit(file)
  }

  return (
    <div ref={focusRoot} className="mb-4">
      <label htmlFor={id} className="text-ink mb-1 block font-medium">
        {label}
      </label>
      {value && (
        <ResponsiveImage
          image={value}
          sizes="(min-width: 768px) 384px, 100vw"
          alt={previewAlt ?? m.writing_field_cover_preview()}
          className={
            avatar
              ? 'border-line mb-2 size-24 rounded-full border object-cover'
              : 'border-line mb-2 aspect-[2/1] h-auto w-full max-w-sm rounded-md border object-cover'
          }
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          name="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          disabled={disabled || uploading}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            void onFile(e.target.files?.[0])
            e.target.value = ''
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={`${buttonSmall} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
        >
          {value ? m.editor_image_replace() : m.editor_image_choose()}
        </label>
        {value && onRemove && (
          <button type="button" onClick={onRemove} disabled={disabled} className={buttonSmall}>
            {removeLabel ?? m.editor_image_remove()}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {m.writing_field_cover_hint({ max: maxMb })}
      </p>
      {/* Mounted from the start: a live region that appears with its text is often not announced. */}
      <div className={uploading ? 'mt-2' : undefined} role="status" data-testid="cover-upload-status">
        {uploading && (
          <>
            <Progress value={progress} max={100} label={m.writing_upload_progress_label()} />
            <p className="mt-1 text-sm text-muted">
              {progress === null ? m.writing_upload_processing() : m.writing_upload_uploading({ percent: progress })}
            </p>
          </>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
