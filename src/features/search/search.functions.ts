import { createServerFn } from '@tanstack/react-start'
import { searchInputSchema } from './search.schemas'
import { firstPageOnStaleCursor } from '@/lib/pagination.server'
import { cachedSearch } from './search.server'

export const getSearchResults = createServerFn({ method: 'GET' })
  .validator(searchInputSchema)
  // A stale or edited cursor shows the first page instead of failing.
  .handler(({ data }) => firstPageOnStaleCursor(data, cachedSearch))
