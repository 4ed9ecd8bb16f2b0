/**
 * The router starts a view transition per navigation and keeps only `updateCallbackDone` (TanStack/router#7906).
 * When a second navigation starts before the first one's animation (a redirect right after sign-in, a quick second
 * click), the browser skips the first transition and rejects its `ready` and `finished` promises ("Transition was
 * skipped"): expected, yet it surfaced as an uncaught error. Those two promises get a handler here; a failing page
 * update still rejects `updateCallbackDone`, which the router awaits and reports.
 */
export function handleSkippedViewTransitions(doc: Document | undefined = globalThis.document): void {
  if (!doc || typeof doc.startViewTransition !== 'function' || marked.has(doc)) return
  marked.add(doc)
  const start = doc.startViewTransition.bind(doc) as (...args: unknown[]) => ViewTransition
  doc.startViewTransition = ((...args: unknown[]) => {
    const transition = start(...args)
    transition.ready.catch(ignore)
    transition.finished.catch(ignore)
    return transition
  }) as Document['startViewTransition']
}

const marked = new WeakSet<Document>()
const ignore = () => {}
