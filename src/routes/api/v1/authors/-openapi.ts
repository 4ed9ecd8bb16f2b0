import { z } from 'zod'
import { usernameSchema } from '@/features/blog/blog.schemas'
import { defineOperations } from '@/server/http/openapi.server'

const author = z.object({
  username: z.string(),
  displayName: z.string(),
  avatar: z.string(),
  bio: z.string(),
  posts: z.number().int().describe('Published posts'),
})

export const operations = defineOperations({
  'GET /api/v1/authors': {
    tag: 'Blog',
    summary: 'Blog authors',
    responses: {
      200: { description: 'Every author', schema: z.object({ data: z.array(author) }) },
      400: { description: 'Unknown query parameters', codes: ['invalid_input'] },
    },
    examples: [{ summary: 'Unknown parameter', query: { sort: 'name' }, status: 400 }],
  },
  'GET /api/v1/authors/{username}': {
    tag: 'Blog',
    summary: 'One author',
    params: z.object({ username: usernameSchema }),
    responses: {
      200: { description: 'The author', schema: z.object({ data: author }) },
      400: { description: 'The username is malformed', codes: ['invalid_input'] },
      404: { description: 'No such author', codes: ['not_found'] },
    },
    examples: [
      {
        summary: 'Olena, in Ukrainian',
        params: { username: 'olena' },
        headers: { 'accept-language': 'uk' },
        status: 200,
      },
    ],
  },
})
