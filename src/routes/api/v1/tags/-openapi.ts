import { z } from 'zod'
import { slugSchema } from '@/features/blog/blog.schemas'
import { defineOperations } from '@/server/http/openapi.server'

const tag = z.object({ slug: z.string(), name: z.string(), posts: z.number().int().describe('Published posts') })

export const operations = defineOperations({
  'GET /api/v1/tags': {
    tag: 'Blog',
    summary: 'Blog tags',
    responses: {
      200: { description: 'Every tag', schema: z.object({ data: z.array(tag) }) },
      400: { description: 'Unknown query parameters', codes: ['invalid_input'] },
    },
    examples: [{ summary: 'All tags', status: 200 }],
  },
  'GET /api/v1/tags/{slug}': {
    tag: 'Blog',
    summary: 'One tag',
    params: z.object({ slug: slugSchema }),
    responses: {
      200: { description: 'The tag', schema: z.object({ data: tag }) },
      400: { description: 'The slug is malformed', codes: ['invalid_input'] },
      404: { description: 'No such tag', codes: ['not_found'] },
    },
    examples: [
      { summary: 'Hiking', params: { slug: 'hiking' }, status: 200 },
      { summary: 'An unknown tag', params: { slug: 'no-such-tag' }, status: 404 },
    ],
  },
})
