// The client build's chunk groups (ADR 054, 061, 065, 076, 078): which modules share a script. Rolldown otherwise cuts a
// chunk for every set of lazy routes that share a module, and a query module shared by two routes became a request
// of its own (0.1–1 KB): on a phone each request costs more than its bytes. A message two routes share stays a
// small chunk of its own (ADR 076: grouping them cost every public page more bytes than the requests saved).

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null
}

/** What every page runs: React, the router, TanStack Query (not TanStack Form: only forms load it). */
export const framework =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](history|query-core|react-query|react-router|router-core|react-start|react-start-client|start-client-core|router-ssr-query-core|react-router-ssr-query|store|react-store))[\\/]/

/**
 * The page shell's pieces that every page but the 404 shows, kept in the entry with the framework (ADR 078): the
 * `$lang` route's split-off `<Outlet />`, the hero, the button styles, alerts and titled sections, the small helpers
 * of the pages' loaders, the signed-out check (forms and the save button), and the reading time (content pages and
 * post cards). In the shared chunk they made the sign-in, password and content pages load the lists' cards too.
 */
const pageShell =
  /[\\/]src[\\/](components[\\/]ui[\\/](button-styles|alert|titled-section)\.|components[\\/]layout[\\/]hero\.|lib[\\/](i18n[\\/]paraglide-registry|route-params|page-errors\.middleware|signed-out)\.|paraglide[\\/]messages[\\/]content_reading_time\.|routes[\\/]\$lang[\\/]route\.tsx\?)/

/**
 * The small pieces the public lists and pages share, by name: a folder-wide pattern would pull forms, Radix or sonner
 * into every first load. The cards, the pager, and the query and server function modules of the public lists and
 * pages (their loaders left the entry with the heads, ADR 065).
 */
const sharedByName =
  /[\\/]src[\\/](components[\\/]ui[\\/](approx-price|card|language-badge|lazy-image|paged-list|pager|responsive-image|table-header)|features[\\/](blog|trips)[\\/]components[\\/](post-card|trip-card)|features[\\/]reviews[\\/]components[\\/](stars|status-label)|features[\\/](blog|trips|reviews|bookings)[\\/][\w-]+\.(queries|functions)\.ts)/

/**
 * What the sign-in, sign-up and password pages share: TanStack Form, zod with our settings, the form components
 * and the auth fields. One script for them instead of a dozen; pages without a form never load it.
 */
const formsByName =
  /node_modules[\\/](@tanstack[\\/](form-core|react-form|pacer-lite)|zod)[\\/]|[\\/]src[\\/](lib[\\/](zod-browser|validation|json-schema-hint|text-check)\.ts|components[\\/]form[\\/](field|submit-button|signed-out-notice|use-focus-error|use-form-mutation|send-change|form-failure)\.|features[\\/]auth[\\/](components[\\/](auth-fields|auth-shell|use-mail-request-form)|auth\.schemas|auth\.functions|two-factor\.functions|telegram-start)\.|lib[\\/](error-body|captcha))/

/**
 * What loads after hydration on every public page, each as one script instead of two: sonner with the root toaster
 * (the toaster and `notify` both import it), and the consent cookies with the cookie writer the locale switcher uses.
 */
const toaster = /node_modules[\\/]sonner[\\/]|[\\/]src[\\/]components[\\/]ui[\\/]sonner-toaster\./
const cookies = /[\\/]src[\\/](lib[\\/]cookie-line|features[\\/]consent[\\/]consent-cookies)\.ts/

/** Whether a static import chain leads from the entry to the module (then it is in the entry already). */
function inEntry(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false
  seen.add(id)
  const info = graph.getModuleInfo(id)
  if (!info) return false
  return info.isEntry || info.importers.some((importer) => inEntry(importer, graph, seen))
}

/** A group's name for a module, or null (rolldown's own choice) for one the entry holds already. */
const named = (name: string) => (id: string, graph: ModuleGraph) => (inEntry(id, graph) ? null : name)

// The shared chunk claims its modules before the forms chunk: the forms would otherwise take the pieces both use with
// them, and every public list would load the forms.
export const chunkGroups = [
  { name: 'framework', test: (id: string) => framework.test(id) || pageShell.test(id), priority: 4 },
  { name: named('shared'), test: sharedByName, priority: 3 },
  { name: named('forms'), test: formsByName, priority: 2 },
  { name: named('toaster'), test: toaster, priority: 2 },
  { name: named('cookies'), test: cookies, priority: 2 },
]
