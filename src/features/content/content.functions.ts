import { createServerFn } from '@tanstack/react-start'
import { contentPageInputSchema } from './content.schemas'
import { findContentPage } from './content.server'

export const getContentPage = createServerFn({ method: 'GET' })
  .validator(contentPageInputSchema)
  .handler(({ data }) => findContentPage(data.locale, data.slug))
