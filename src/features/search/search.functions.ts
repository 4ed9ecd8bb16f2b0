import { createServerFn } from '@tanstack/react-start'
import { searchInputSchema } from './search.schemas'
import { InvalidSearchCursorError, search } from './search.server'

export const getSearchResults = createServerFn({ method: 'GET' })
  .validator(searchInputSchema)
  .handler(async ({ data }) => {
    try {
      return await search(data)
    } catch (error) {
      // A stale or edited cursor shows the first page instead of failing.
      if (error instanceof InvalidSearchCursorError) return search({ ...data, cursor: undefined })
      throw error
    }
  })
