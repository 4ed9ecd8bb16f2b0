import * as Dialog from '@radix-ui/react-dialog'
import { useId } from 'react'
import { TextField } from '@/components/form/field'
import { buttonPrimary, buttonSecondary, buttonSmall } from '@/components/ui/button-styles'
import { m } from '@/paraglide/messages'
import { PHOTO_TYPES, type useStoryPhotos } from './use-story-photos'

type StoryPhotos = ReturnType<typeof useStoryPhotos>

/**
 * "Add photos" above the text: a label styled as a button around a visually hidden file input (keyboard users reach
 * the input itself; the label shows its focus). Several files at once become a gallery.
 */
export function AddPhotosButton({
  photos,
  disabled,
  caret,
  hintId,
}: {
  photos: StoryPhotos
  disabled?: boolean
  /** Where the caret is in the text now (the photos go there). */
  caret: () => number
  hintId: string
}) {
  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <label
        className={`${buttonSmall} cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2`}
      >
        <input
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          disabled={disabled}
          className="sr-only"
          aria-describedby={hintId}
          data-testid="add-photos-input"
          onChange={(e) => {
            photos.add(Array.from(e.target.files ?? []), caret())
            e.target.value = ''
          }}
        />
        <span aria-hidden="true">+</span>
        {m.storyImages_add()}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {m.storyImages_hint()}
      </p>
    </div>
  )
}

/** Alt text (required) and an optional caption for each photo being added; "Insert" puts them into the text. */
export function StoryPhotosDialog({ photos, onClosed }: { photos: StoryPhotos; onClosed: () => void }) {
  const baseId = useId()
  const fieldId = (key: string) => `${baseId}-${key}-alt`
  const count = photos.photos.length
  return (
    <Dialog.Root open={photos.open} onOpenChange={(open) => !open && photos.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            onClosed()
          }}
          className="bg-page text-ink border-line fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border shadow-xl"
        >
          <div className="border-line border-b p-5">
            <Dialog.Title className="text-xl font-bold">{m.storyImages_dialog_title()}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">
              {m.storyImages_dialog_description()}
            </Dialog.Description>
          </div>
          <form
            noValidate
            className="flex min-h-0 flex-col"
            onSubmit={(e) => {
              e.preventDefault()
              const missing = photos.insert()
              if (missing) requestAnimationFrame(() => document.getElementById(fieldId(missing))?.focus())
            }}
          >
            <div className="min-h-0 space-y-5 overflow-y-auto p-5">
              {photos.photos.map((photo, index) => (
                <fieldset key={photo.key} className="border-line rounded-md border p-3">
                  <legend className="px-1 text-sm font-semibold">
                    {m.storyImages_photo_label({ n: index + 1, count })}
                  </legend>
                  <div className="flex flex-col gap-3 sm:flex-row">
                    {photo.upload ? (
                      <img
                        src={photo.upload.src}
                        alt=""
                        width={photo.upload.width}
                        height={photo.upload.height}
                        className="border-line h-28 w-full rounded border object-cover sm:w-40"
                      />
                    ) : (
                      <div className="border-line bg-surface h-28 w-full animate-pulse rounded border sm:w-40" />
                    )}
                    <div className="min-w-0 flex-1">
                      {photo.error ? (
                        <p role="alert" className="text-sm text-error">
                          {photo.name}: {photo.error}
                        </p>
                      ) : (
                        <>
                          <TextField
                            id={fieldId(photo.key)}
                            label={m.storyImages_alt_label()}
                            name={`alt-${index}`}
                            value={photo.alt}
                            onChange={(alt) => photos.patch(photo.key, { alt })}
                            error={photos.altError(photo)}
                            required
                            maxLength={300}
                          />
                          <TextField
                            label={m.storyImages_caption_label()}
                            name={`caption-${index}`}
                            value={photo.caption}
                            onChange={(caption) => photos.patch(photo.key, { caption })}
                            maxLength={300}
                          />
                        </>
                      )}
                    </div>
                  </div>
                </fieldset>
              ))}
            </div>
            <div className="border-line flex flex-wrap items-center justify-end gap-3 border-t p-5">
              <p role="status" className="me-auto text-sm text-muted">
                {photos.uploading ? m.storyImages_uploading() : ''}
              </p>
              <Dialog.Close asChild>
                <button type="button" className={buttonSecondary.replace('w-full', 'w-auto')}>
                  {m.storyImages_cancel()}
                </button>
              </Dialog.Close>
              <button type="submit" className={buttonPrimary.replace('w-full', 'w-auto')} disabled={!photos.canInsert}>
                {m.storyImages_insert()}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
