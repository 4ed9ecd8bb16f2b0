import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { signedIn } from '@/features/auth/auth.middleware'
import { isAppError } from '@/lib/errors'
import { locales } from '@/lib/i18n/locales'
import { localizedInput } from '@/lib/localized-input'
import { getAuthorProfile, updateAuthorProfile } from './author-profile.server'
import { editorOptions, previewMarkdown } from './editor-options.server'
import { getMyPost, listMyPosts } from './my-posts.server'
import { createMyPost, deleteMyPost, updateMyPost } from './posts.server'
import { postIdInput, postIdSchema, postVersionSchema, previewInput, writingSchemas } from './writing.schemas'

// Server functions of the writing screens (ADR 021): every one is signed-in only (`signedIn()` → 401, a private
// answer), reaches only that member's posts, and has its input parsed at the edge against writingSchemas in the
// caller's language; the services are the REST endpoints'. A failure is thrown as a typed error and answers like REST
// (status + `{ error: { code, message, fields } }`).

export const listMyPostsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .handler(({ context }) => listMyPosts(context.user.id))

/** The member's post, or null when it is unknown or another member's (the route shows the 404 page). */
export const getMyPostFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
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
  .middleware([signedIn()])
  .validator(localizedInput((locale) => writingSchemas(locale).create))
  .handler(({ context, data }) => createMyPost(context.user.id, data.body, data.locale))

/** `version`: the post's version the text was made against (409 conflict when it was saved since). */
export const updateMyPostFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(
    localizedInput(
      (locale) => writingSchemas(locale).update,
      z.object({ id: postIdSchema, version: postVersionSchema.optional() }),
    ),
  )
  .handler(({ context, data }) =>
    updateMyPost(context.user.id, data.id, data.body, data.locale, { version: data.version }),
  )

export const deleteMyPostFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(postIdInput)
  .handler(({ context, data }) => deleteMyPost(context.user.id, data.id, {}, data.locale))

export const editorOptionsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .validator(z.object({ locale: z.enum(locales) }))
  .handler(({ data }) => editorOptions(data.locale))

export const previewMarkdownFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(previewInput)
  .handler(({ data }) => ({ html: previewMarkdown(data.body) }))

export const authorProfileFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .handler(({ context }) => getAuthorProfile(context.user.id))

export const updateAuthorProfileFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => writingSchemas(locale).authorProfile))
  .handler(({ context, data }) => updateAuthorProfile(context.user.id, data.body, data.locale))
