import { LazyImage } from '@/components/ui/lazy-image'
import type { ImageView } from '@/lib/images'
import { m } from '@/paraglide/messages'

/**
 * The trip's pictures right under the cover (ADR 062): large enough to look at without a lightbox, so nothing needs a
 * click or a script; side by side, as a pair of thumbnails on phones.
 */
export function TripGallery({ images }: { images: ImageView[] }) {
  if (images.length === 0) return null
  return (
    <section aria-labelledby="gallery-title" className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <h2 id="gallery-title" className="sr-only">
        {m.trips_gallery_title()}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:gap-4">
        {images.map((image) => (
          <li key={image.src}>
            <LazyImage
              image={image}
              sizes="(min-width: 1152px) 560px, 50vw"
              className="aspect-[2/1] h-auto w-full rounded-lg object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
