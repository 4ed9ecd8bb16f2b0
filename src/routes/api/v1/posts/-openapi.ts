import { z } from 'zod'
import { postListFiltersSchema, slugSchema } from '@/features/blog/blog.schemas'
import { locales } from '@/lib/i18n/locales'
import { defineOperations, imageSchema, pageSchema } from '@/server/http/openapi.server'

const term = z.object({ slug: z.string(), name: z.string() })
const postCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  lang: z.enum(locales).describe('The language the post is written in'),
  title: z.string(),
  excerpt: z.string(),
  cover: imageSchema,
  readingMinutes: z.number().int(),
  publishedAt: z.string(),
  author: z.object({ username: z.string(), displayName: z.string(), avatar: z.string() }),
  category: term,
  tags: z.array(term),
})
const postLink = z.object({ slug: z.string(), title: z.string(), lang: z.enum(locales) }).nullable()
const postDetail = postCard.extend({
  html: z.string().describe('Rendered, sanitised Markdown'),
  updatedAt: z.string(),
  authorBio: z.string(),
  related: z.array(postCard),
  previous: postLink,
  next: postLink,
})

export const operations = defineOperations({
  'GET /api/v1/posts': {
    tag: 'Blog',
    summary: 'List published posts',
    description: 'Posts in the `Accept-Language` language first, then the others; newest first in each group.',
    query: postListFiltersSchema,
    responses: {
      200: { description: 'A page of posts', schema: z.object({ data: z.array(postCard), page: pageSchema }) },
      400: { description: 'A bad filter, limit or cursor', codes: ['invalid_input'] },
    },
    examples: [
      { summary: 'Hiking posts', query: { tag: 'hiking', limit: '2' }, status: 200 },
      { summary: 'A cursor from nowhere', query: { cursor: 'not-a-cursor' }, status: 400 },
    ],
  },
  'GET /api/v1/posts/{slug}': {
    tag: 'Blog',
    summary: 'One published post',
    params: z.object({ slug: slugSchema }),
    responses: {
      200: { description: 'The post', schema: z.object({ data: postDetail }) },
      400: { description: 'The slug is malformed', codes: ['invalid_input'] },
      404: { description: 'No published post has this slug', codes: ['not_found'] },
    },
    examples: [
      { summary: 'A post', params: { slug: 'what-to-pack-for-a-hut-to-hut-trek' }, status: 200 },
      { summary: 'A draft is unknown', params: { slug: 'draft-notes-from-wadi-rum' }, status: 404 },
    ],
  },
})
