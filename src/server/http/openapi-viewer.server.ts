import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

/**
 * The interactive API reference at /api/docs: Swagger UI (swagger-ui-dist, maintained by SmartBear) served from our
 * own origin — no CDN — and started by a nonce'd script under the page CSP (ADR 020). Without JavaScript the page
 * shows the server-rendered reference instead.
 */

const require = createRequire(import.meta.url)

/** The viewer files /api/docs/{file} serves, with their content types. */
export const VIEWER_FILES = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const
export type ViewerFile = keyof typeof VIEWER_FILES

const files = new Map<ViewerFile, Promise<Buffer>>()

/** A viewer file's bytes, read from the installed package once. */
export function viewerFile(name: ViewerFile): Promise<Buffer> {
  let bytes = files.get(name)
  if (!bytes) {
    bytes = readFile(require.resolve(`swagger-ui-dist/${name}`))
    files.set(name, bytes)
  }
  return bytes
}

const VIEWER_VERSION: string = (require('swagger-ui-dist/package.json') as { version: string }).version

const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/**
 * The page: Swagger UI over /api/openapi.json, and `fallback` (the script-free reference) for visitors without
 * JavaScript. The viewer's own files carry the version in their query, so they can be cached for long.
 */
export function openApiViewerHtml(options: { title: string; nonce: string; fallback: string }): string {
  const nonce = attr(options.nonce)
  const v = encodeURIComponent(VIEWER_VERSION)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${attr(options.title)} reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/swagger-ui.css?v=${v}">
<style>
body{margin:0;background:#fff}
/* Accessibility fixes over Swagger UI's defaults (axe, WCAG AA): contrast of the badges and method labels, no
   focusable controls nested inside the operation toggles (copy and lock buttons; the path is shown anyway). */
.swagger-ui .info .title small{background:#4b5563}
.swagger-ui .info .title small.version-stamp{background:#3f6212}
.swagger-ui .opblock-summary .copy-to-clipboard,.swagger-ui .opblock-summary .authorization__btn{display:none}
.swagger-ui .opblock.opblock-get .opblock-summary-method{background:#1d4ed8}
.swagger-ui .opblock.opblock-post .opblock-summary-method{background:#15803d}
.swagger-ui .opblock.opblock-put .opblock-summary-method{background:#b45309}
.swagger-ui .opblock.opblock-patch .opblock-summary-method{background:#0f766e}
.swagger-ui .opblock.opblock-delete .opblock-summary-method{background:#b91c1c}
.swagger-ui .opblock.opblock-head .opblock-summary-method,.swagger-ui .opblock.opblock-options .opblock-summary-method{background:#6d28d9}
.swagger-ui .btn.authorize,.swagger-ui .btn.authorize span{color:#166534;border-color:#166534}
.swagger-ui .btn.authorize svg{fill:#166534}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.swagger-ui .parameter__in,.swagger-ui .parameter__type,.swagger-ui .prop-format{color:#4b5563}
.swagger-ui .info a,.swagger-ui .info .url,.swagger-ui a.link{color:#1d4ed8}
</style>
</head>
<body>
<div id="swagger-ui"><noscript>${options.fallback}</noscript></div>
<script nonce="${nonce}" src="/api/docs/swagger-ui-bundle.js?v=${v}"></script>
<script nonce="${nonce}">
// What Swagger UI renders on expanding an operation also lacks names and keyboard access (axe): add them as it comes.
new MutationObserver(() => {
  for (const select of document.querySelectorAll('tr[data-param-name] select:not([aria-label])'))
    select.setAttribute('aria-label', select.closest('tr').dataset.paramName);
  for (const region of document.querySelectorAll('#swagger-ui pre:not([tabindex]), #swagger-ui .example:not([tabindex])'))
    region.tabIndex = 0;
}).observe(document.getElementById('swagger-ui'), { childList: true, subtree: true });
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  // Deep links put an anchor inside each operation's toggle button (nested interactive controls).
  deepLinking: false,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  tryItOutEnabled: false,
  // The highlighter's palette is below AA contrast; plain text on the dark block is not.
  syntaxHighlight: false,
  withCredentials: true,
  onComplete: () => {
    // Names and landmarks Swagger UI leaves out (axe: select-name, region).
    document.querySelector('#servers')?.setAttribute('aria-label', 'Server');
    document.querySelector('.information-container')?.setAttribute('role', 'banner');
    const servers = document.querySelector('.schemes-server-container');
    servers?.setAttribute('role', 'region');
    servers?.setAttribute('aria-label', 'Server and authorization');
    // Tag headings are h3 under the h1 title: give them the h2 they belong to.
    const firstTag = document.querySelector('.opblock-tag-section');
    if (firstTag && !document.querySelector('#operations-heading')) {
      const heading = document.createElement('h2');
      heading.id = 'operations-heading';
      heading.className = 'visually-hidden';
      heading.textContent = 'Operations';
      firstTag.before(heading);
    }
  },
});
</script>
</body>
</html>
`
}
