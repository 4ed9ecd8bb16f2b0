import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { requireUserMiddleware } from '@/features/auth/auth.middleware'
import { isAppError } from '@/lib/errors'
import { formResult } from '@/lib/form-result'
import { locales } from '@/lib/i18n/locales'
import { parseInput } from '@/server/http/validation.server'
import { getAuthorProfile, updateAuthorProfile } from './author-profile.server'
import { editorOptions, previewMarkdown } from './editor-options.server'
import { getMyPost, listMyPosts } from './my-posts.server'
import { createMyPost, deleteMyPost, updateMyPost } from './posts.server'
import { postIdInput, postUpdateInput, previewInput, writingActionInput, writingSchemas } from './writing.schemas'

// Server functions of the writing screens: every one requires a signed-in member (401 otherwise) and reaches only
// that member's posts; the service is the same as the REST endpoints'. Form failures come back as data.

export const listMyPostsFn = createServerFn({ method: 'GET' })
  .middleware([requireUserMiddleware])
  .handler(({ context }) => listMyPosts(context.user.id))

/** The member's post, or null when it is unknown or another member's (the route shows the 404 page). */
export const getMyPostFn = createServerFn({ method: 'GET' })
  .middleware([requireUserMiddleware])
  .validator(postIdInput)
  .handler(async ({ context, data }) => {
    try {
      return await getMyPost(context.user.id, data.id)
    } catch (error) {
      if (isAppError(error) && error.status === 404) return null
      throw error
    }
  })

export const createMyPostFn = createServerFn({ method: 'POST' })
  .middleware([requireUserMiddleware])
  .validator(writingActionInput)
  .handler(({ context, data }) =>
    formResult(data.locale, () =>
      createMyPost(
        context.user.id,
        parseInput(writingSchemas(data.locale).create, data.body, data.locale),
        data.locale,
      ),
    ),
  )

export const updateMyPostFn = createServerFn({ method: 'POST' })
  .middleware([requireUserMiddleware])
  .validator(postUpdateInput)
  .handler(({ context, data }) =>
    formResult(data.locale, () =>
      updateMyPost(
        context.user.id,
        data.id,
        parseInput(writingSchemas(data.locale).update, data.body, data.locale),
        data.locale,
        { version: data.version },
      ),
    ),
  )

export const deleteMyPostFn = createServerFn({ method: 'POST' })
  .middleware([requireUserMiddleware])
  .validator(postIdInput)
  .handler(({ context, data }) => formResult(data.locale, () => deleteMyPost(context.user.id, data.id)))

export const editorOptionsFn = createServerFn({ method: 'GET' })
  .middleware([requireUserMiddleware])
  .validator(z.object({ locale: z.enum(locales) }))
  .handler(({ data }) => editorOptions(data.locale))

export const previewMarkdownFn = createServerFn({ method: 'POST' })
  .middleware([requireUserMiddleware])
  .validator(previewInput)
  .handler(({ data }) => ({ html: previewMarkdown(data.body) }))

export const authorProfileFn = createServerFn({ method: 'GET' })
  .middleware([requireUserMiddleware])
  .handler(({ context }) => getAuthorProfile(context.user.id))

export const updateAuthorProfileFn = createServerFn({ method: 'POST' })
  .middleware([requireUserMiddleware])
  .validator(writingActionInput)
  .handler(({ context, data }) =>
    formResult(data.locale, () =>
      updateAuthorProfile(
        context.user.id,
        parseInput(writingSchemas(data.locale).authorProfile, data.body, data.locale),
        data.locale,
      ),
    ),
  )
