import { Asset, useRouter, useTags } from '@tanstack/react-router'
import type { Locale } from '@/lib/i18n/locales'
import { useRenderFailure } from '@/lib/render-failure'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { errorTexts } from './error-page'

type Tag = ReturnType<typeof useTags>[number]

/** The head meta of an error page (title, description, keywords, noindex): the root's head and DocumentHead. */
export function errorHeadMeta(status: number, locale: Locale): Array<Record<string, string>> {
  const { title, description } = errorTexts(status)
  return [
    ...pageMeta({ title, description, keywords: m.error_meta_keywords(), locale }),
    { name: 'robots', content: 'noindex' },
  ]
}

/** The document's own meta, kept on an error page (everything else named is the failed page's). */
const documentMeta = new Set(['viewport', 'theme-color', 'csp-nonce'])

/** Whether a tag describes the page (title, description, Open Graph, canonical, JSON-LD, its hero preload). */
function describesPage(tag: Tag): boolean {
  const attrs = (tag.attrs ?? {}) as Record<string, unknown>
  if (tag.tag === 'title') return true
  if (tag.tag === 'meta') {
    const name = (attrs.name ?? attrs.property) as string | undefined
    return name !== undefined && !documentMeta.has(name)
  }
  if (tag.tag === 'script') return attrs.type === 'application/ld+json'
  if (tag.tag === 'link') {
    const rel = attrs.rel as string | undefined
    return rel === 'canonical' || rel === 'alternate' || (rel === 'preload' && attrs.as === 'image')
  }
  return false
}

/** Head tags the router would give an error page of this status (the root's head on a failed match). */
function errorTags(status: number, locale: Locale): Tag[] {
  return errorHeadMeta(status, locale).map((meta): Tag =>
    'title' in meta ? { tag: 'title', children: meta.title! } : { tag: 'meta', attrs: meta },
  )
}

/**
 * The router's HeadContent, except while an error page shows for a component that threw while rendering: a loader's
 * failure already gives the root's error head (ADR 040), a render error does not reach the router, so the failed
 * page's title, description and JSON-LD are swapped for the error page's here.
 */
export function DocumentHead({ locale }: { locale: Locale }) {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const failure = useRenderFailure()
  const shown = failure === null ? tags : [...tags.filter((tag) => !describesPage(tag)), ...errorTags(failure, locale)]
  return (
    <>
      {shown.map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
      ))}
    </>
  )
}
