import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { getAuthor, getCategory, getPost, getPostList, getTag, getTaxonomy } from './blog.functions'

interface PostListFilters {
  category?: string
  tag?: string
  author?: string
  cursor?: string
  limit?: number
}

const blogKeys = {
  all: ['blog'] as const,
  list: (locale: Locale, filters: PostListFilters) => ['blog', 'list', locale, filters] as const,
  post: (locale: Locale, slug: string) => ['blog', 'post', locale, slug] as const,
  category: (locale: Locale, slug: string) => ['blog', 'category', locale, slug] as const,
  tag: (locale: Locale, slug: string) => ['blog', 'tag', locale, slug] as const,
  author: (locale: Locale, username: string) => ['blog', 'author', locale, username] as const,
  taxonomy: (locale: Locale) => ['blog', 'taxonomy', locale] as const,
}

export const postListQuery = (locale: Locale, filters: PostListFilters) =>
  queryOptions({
    queryKey: blogKeys.list(locale, filters),
    queryFn: () => getPostList({ data: { locale, ...filters } }),
  })

export const postQuery = (locale: Locale, slug: string) =>
  queryOptions({ queryKey: blogKeys.post(locale, slug), queryFn: () => getPost({ data: { locale, slug } }) })

export const categoryQuery = (locale: Locale, slug: string) =>
  queryOptions({ queryKey: blogKeys.category(locale, slug), queryFn: () => getCategory({ data: { locale, slug } }) })

export const tagQuery = (locale: Locale, slug: string) =>
  queryOptions({ queryKey: blogKeys.tag(locale, slug), queryFn: () => getTag({ data: { locale, slug } }) })

export const authorQuery = (locale: Locale, username: string) =>
  queryOptions({
    queryKey: blogKeys.author(locale, username),
    queryFn: () => getAuthor({ data: { locale, username } }),
  })

export const taxonomyQuery = (locale: Locale) =>
  queryOptions({
    queryKey: blogKeys.taxonomy(locale),
    queryFn: () => getTaxonomy({ data: { locale } }),
    staleTime: 10 * 60_000,
  })

/**
 * Whether the blog list's category and tag filters name terms the taxonomy knows. An unknown one is the 404 page, as
 * its own category or tag page is; a known term without posts is an empty list.
 */
export function filtersAreKnown(
  taxonomy: { categories: ReadonlyArray<{ slug: string }>; tags: ReadonlyArray<{ slug: string }> },
  filters: Pick<PostListFilters, 'category' | 'tag'>,
): boolean {
  const { category, tag } = filters
  return (
    (category === undefined || taxonomy.categories.some((c) => c.slug === category)) &&
    (tag === undefined || taxonomy.tags.some((t) => t.slug === tag))
  )
}
