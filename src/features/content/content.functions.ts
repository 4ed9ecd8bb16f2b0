import { createServerFn } from '@tanstack/react-start'
import { pageErrorsMiddleware } from '@/lib/page-errors.middleware'
import { contentPageInputSchema } from './content.schemas'
import { findContentPage } from './content.server'

export const getContentPage = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(contentPageInputSchema)
  .handler(({ data }) => findContentPage(data.locale, data.slug))
