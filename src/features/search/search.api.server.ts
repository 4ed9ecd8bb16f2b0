import { z } from 'zod'
import { requestLocale } from '@/server/http/api.server'
import { getEndpoint } from '@/server/http/api-v1.server'
import { searchApiQuerySchema } from './search.schemas'
import { cachedSearch } from './search.server'

const noParams = z.object({})

/** One endpoint per answer language, so field messages come in the request's language. */
const endpoints = new Map<string, (request: Request) => Promise<Response>>()

/** GET /api/v1/search?q=&type=all|trip|post&lang=&cursor=&limit=1..50 */
export function searchHandler(request: Request): Promise<Response> {
  const locale = requestLocale(request)
  let endpoint = endpoints.get(locale)
  if (!endpoint) {
    endpoint = getEndpoint(searchApiQuerySchema(locale), noParams, ({ locale, query }) =>
      cachedSearch({ locale, ...query }),
    )
    endpoints.set(locale, endpoint)
  }
  return endpoint(request)
}
