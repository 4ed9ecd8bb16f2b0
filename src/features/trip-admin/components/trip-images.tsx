import { ImageUpload } from '@/components/form/image-upload'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import type { UploadView } from '@/lib/images'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { GALLERY_MAX, type AdminImage } from '../trip-admin.schemas'

const imageOf = (upload: UploadView): AdminImage => ({
  key: upload.id,
  src: upload.src,
  width: upload.width,
  height: upload.height,
  sources: upload.sources,
})

/** Cover and gallery through the site's image pipeline (the same upload as the blog's covers, ADR 025). */
export function TripImages({
  locale,
  cover,
  gallery,
  onCover,
  onGallery,
  fieldError,
}: {
  locale: Locale
  cover: AdminImage | null
  gallery: AdminImage[]
  onCover: (cover: AdminImage | null) => void
  onGallery: (gallery: AdminImage[]) => void
  fieldError: (field: string) => string | undefined
}) {
  const galleryError = gallery.map((_, i) => fieldError(`gallery.${i}`)).find(Boolean) ?? fieldError('gallery')
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <ImageUpload
          locale={locale}
          label={m.trip_editor_cover()}
          value={cover}
          onUploaded={(upload) => onCover(imageOf(upload))}
          onRemove={() => onCover(null)}
        />
        {fieldError('cover') && (
          <p id="trip-cover-error" className="text-sm text-error" role="alert">
            {fieldError('cover')}
          </p>
        )}
      </div>
      <div>
        {gallery.length > 0 && (
          <ul className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {gallery.map((image, i) => (
              <li key={image.key} className="min-w-0">
                <ResponsiveImage
                  image={image}
                  sizes="200px"
                  alt={m.trip_editor_gallery_image({ n: i + 1 })}
                  className="border-line aspect-[2/1] h-auto w-full rounded-md border object-cover"
                />
                <button
                  type="button"
                  className="text-ink mt-1 text-sm underline"
                  onClick={() => onGallery(gallery.filter((_, j) => j !== i))}
                >
                  {m.trip_editor_gallery_remove({ n: i + 1 })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {gallery.length < GALLERY_MAX && (
          <ImageUpload
            locale={locale}
            label={m.trip_editor_gallery_add()}
            value={null}
            onUploaded={(upload) => onGallery([...gallery, imageOf(upload)])}
          />
        )}
        {galleryError && (
          <p className="text-sm text-error" role="alert">
            {galleryError}
          </p>
        )}
      </div>
    </div>
  )
}
