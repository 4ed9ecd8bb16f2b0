import { z } from 'zod'
import { postListFiltersSchema, slugSchema } from '@/features/blog/blog.schemas'
import { locales } from '@/lib/i18n/locales'
import { defineOperations } from '@/server/http/openapi.server'
import { cursorRule, imageSchema, pagedListResponses } from '@/server/http/openapi-answers.server'

const term = z.object({ slug: z.string(), name: z.string() })
const postCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  lang: z.enum(locales).describe('The language the post is written in'),
  title: z.string(),
  excerpt: z.string(),
  cover: imageSchema,
  readingMinutes: z.number().int(),
  commentCount: z.number().int().describe('Public comments and replies'),
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
    rules: cursorRule,
    tag: 'Blog',
    summary: 'List published posts',
    description: 'Posts in the `Accept-Language` language first, then the others; newest first in each group.',
    query: postListFiltersSchema,
    responses: pagedListResponses('A page of posts', postCard),
    examples: [
      { summary: 'Hiking posts', query: { tag: 'hiking', limit: '2' }, status: 200 },
      { summary: 'A cursor from nowhere', query: { cursor: 'not-a-cursor' }, status: 400 },
    ],
  },
  'GET /api/v1/posts/{slug}': {
    tag: 'Blog',
    summary: 'One published post',
    description:
      "A slug the post had before its author renamed it answers `301` with the post's current API address in " +
      '`Location` (and in the body), the query string kept: the new address answers the whole request. Like the ' +
      "post's page, only while the post is published; a post that takes the old slug ends the redirect.",
    params: z.object({ slug: slugSchema }),
    responses: {
      200: { description: 'The post', schema: z.object({ data: postDetail }) },
      301: {
        description: "The slug is one the post had before it was renamed; it moved to the address in 'Location'",
        schema: z.object({ location: z.string().describe('The current API address, query string kept') }),
        headers: { Location: 'The current API address of the post, e.g. /api/v1/posts/new-slug' },
      },
      400: { description: 'The slug is malformed', codes: ['invalid_input'] },
      404: { description: 'No published post has this slug', codes: ['not_found'] },
    },
    examples: [
      { summary: 'A post', params: { slug: 'what-to-pack-for-a-hut-to-hut-trek' }, status: 200 },
      { summary: 'A draft is unknown', params: { slug: 'draft-notes-from-wadi-rum' }, status: 404 },
    ],
  },
})
