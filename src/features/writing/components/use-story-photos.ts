import { useRef, useState } from 'react'
import { uploadImage } from '@/components/form/image-upload'
import { errorBody } from '@/lib/error-body'
import type { Locale } from '@/lib/i18n/locales'
import type { UploadView } from '@/lib/images'
import { m } from '@/paraglide/messages'

/** What the upload endpoint takes; anything else dropped or pasted is left to the text area. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']

export interface PendingPhoto {
  key: string
  name: string
  upload?: UploadView
  /** The upload's refusal (too large, not an image, a limit): the photo is left out. */
  error?: string
  alt: string
  caption: string
}

/** Alt text and captions live inside `![…]` and `"…"`: their closing characters and line breaks are escaped. */
const altText = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]])/g, '\\$1')
const titleText = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(["\\])/g, '\\$1')

/**
 * The Markdown of uploaded photos (ADR 060): the upload's fallback variant with its real size in the fragment, the
 * caption as the title. One line each: several in one paragraph are a gallery.
 */
export function photosMarkdown(photos: Array<{ upload: UploadView; alt: string; caption: string }>): string {
  return photos
    .map(({ upload, alt, caption }) => {
      const title = caption.trim() ? ` "${titleText(caption)}"` : ''
      return `![${altText(alt)}](${upload.src}#${upload.width}x${upload.height}${title})`
    })
    .join('\n')
}

/** The body with a block inserted at `at` as a paragraph of its own; and where the caret goes after it. */
export function insertBlock(body: string, at: number, block: string): { body: string; caret: number } {
  const before = body.slice(0, at).replace(/\s+$/, '')
  const after = body.slice(at).replace(/^\s+/, '')
  const head = before ? `${before}\n\n${block}` : block
  return { body: `${head}\n\n${after}`, caret: head.length + 2 }
}

let nextKey = 0

/**
 * Photos on their way into the text: uploaded as soon as they are chosen, dropped or pasted (the member's limits
 * apply there, ADR 051), described in the dialog (alt text required), then inserted where the caret was.
 */
export function useStoryPhotos({
  locale,
  maxMb,
  onInsert,
}: {
  locale: Locale
  maxMb: number
  onInsert: (markdown: string, at: number) => void
}) {
  const [photos, setPhotos] = useState<PendingPhoto[]>([])
  const [showErrors, setShowErrors] = useState(false)
  const at = useRef(0)

  const patch = (key: string, change: Partial<PendingPhoto>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)))

  /** Starts the uploads of the image files among `files`; false when there was none (the caller lets it be). */
  function add(files: File[], caret: number): boolean {
    const images = files.filter((file) => PHOTO_TYPES.includes(file.type))
    if (!images.length) return false
    at.current = caret
    setShowErrors(false)
    // No local preview (a blob: address the pages' security policy does not load): the uploaded image shows.
    const added = images.map((file) => ({ key: `photo-${nextKey++}`, name: file.name, alt: '', caption: '', file }))
    setPhotos((list) => [...list, ...added.map(({ file: _file, ...photo }) => photo)])
    for (const { key, file } of added) {
      if (file.size > maxMb * 1024 * 1024) {
        patch(key, { error: m.writing_upload_too_large({ max: maxMb }) })
        continue
      }
      uploadImage(file, locale, () => {})
        .then((upload) => patch(key, { upload }))
        .catch((error: unknown) => {
          const body = errorBody(error, m.writing_upload_failed())
          patch(key, { error: body.fields?.file ?? body.message })
        })
    }
    return true
  }

  const uploading = photos.some((p) => !p.upload && !p.error)
  const ready = photos.filter((p) => p.upload)
  const missingAlt = (p: PendingPhoto) => !!p.upload && !p.alt.trim()

  function close() {
    setPhotos([])
    setShowErrors(false)
  }

  /** Inserts the uploaded photos, or shows what is missing (the first photo without alt text is focused). */
  function insert(): string | null {
    const firstMissing = ready.find(missingAlt)
    if (firstMissing) {
      setShowErrors(true)
      return firstMissing.key
    }
    if (uploading || !ready.length) return null
    onInsert(photosMarkdown(ready.map((p) => ({ upload: p.upload!, alt: p.alt, caption: p.caption }))), at.current)
    close()
    return null
  }

  return {
    photos,
    open: photos.length > 0,
    uploading,
    canInsert: !uploading && ready.length > 0,
    altError: (p: PendingPhoto) => (showErrors && missingAlt(p) ? m.storyImages_alt_required() : undefined),
    add,
    patch,
    insert,
    close,
  }
}
