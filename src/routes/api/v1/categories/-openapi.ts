import { z } from 'zod'
import { slugSchema } from '@/features/blog/blog.schemas'
import { defineOperations } from '@/server/http/openapi.server'

const category = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  posts: z.number().int().describe('Published posts'),
})

export const operations = defineOperations({
  'GET /api/v1/categories': {
    tag: 'Blog',
    summary: 'Blog categories',
    responses: {
      200: { description: 'Every category', schema: z.object({ data: z.array(category) }) },
      400: { description: 'Unknown query parameters', codes: ['invalid_input'] },
    },
    examples: [{ summary: 'Categories in Russian', headers: { 'accept-language': 'ru' }, status: 200 }],
  },
  'GET /api/v1/categories/{slug}': {
    tag: 'Blog',
    summary: 'One category',
    params: z.object({ slug: slugSchema }),
    responses: {
      200: { description: 'The category', schema: z.object({ data: category }) },
      400: { description: 'The slug is malformed', codes: ['invalid_input'] },
      404: { description: 'No such category', codes: ['not_found'] },
    },
    examples: [
      { summary: 'Guides', params: { slug: 'guides' }, status: 200 },
      { summary: 'A malformed slug', params: { slug: 'Not_A_Slug' }, status: 400 },
    ],
  },
})
