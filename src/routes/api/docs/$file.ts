import { createFileRoute } from '@tanstack/react-router'
import { NotFoundError } from '@/lib/errors'
import { errorResponse, requestLocale } from '@/server/http/api.server'
import { VIEWER_FILES, viewerFile, type ViewerFile } from '@/server/http/openapi-viewer.server'

const isViewerFile = (name: string): name is ViewerFile => Object.hasOwn(VIEWER_FILES, name)

/** Swagger UI's script and stylesheet, from the installed swagger-ui-dist (no CDN). */
export const Route = createFileRoute('/api/docs/$file')({
  server: {
    handlers: {
      GET: async ({ params, request }) => {
        if (!isViewerFile(params.file)) return errorResponse(new NotFoundError(), requestLocale(request))
        return new Response(new Uint8Array(await viewerFile(params.file)), {
          headers: {
            'content-type': VIEWER_FILES[params.file],
            // The page asks for them with the package version in the query.
            'cache-control': 'public, max-age=31536000, immutable',
          },
        })
      },
    },
  },
})
