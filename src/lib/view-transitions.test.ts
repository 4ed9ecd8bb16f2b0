import { describe, expect, it } from 'vitest'
import { handleSkippedViewTransitions } from './view-transitions'

/** A document whose transitions are skipped at once, as the browser does when another one starts. */
function skippingDocument() {
  const skipped = () => Promise.reject(new DOMException('Transition was skipped', 'AbortError'))
  const started: unknown[] = []
  const doc = {
    startViewTransition(update?: unknown) {
      started.push(update)
      return { ready: skipped(), finished: skipped(), updateCallbackDone: Promise.resolve(), skipTransition() {} }
    },
  }
  return { doc: doc as unknown as Document, started }
}

async function unhandledRejections(run: () => void): Promise<unknown[]> {
  const seen: unknown[] = []
  const listener = (reason: unknown) => seen.push(reason)
  process.on('unhandledRejection', listener)
  try {
    run()
    await new Promise((resolve) => setTimeout(resolve, 20))
  } finally {
    process.off('unhandledRejection', listener)
  }
  return seen
}

describe('skipped view transitions', () => {
  it('a skipped transition rejects nothing unhandled; the update still runs through the browser', async () => {
    const { doc, started } = skippingDocument()
    handleSkippedViewTransitions(doc)
    handleSkippedViewTransitions(doc) // once per document
    const update = () => {}
    const seen = await unhandledRejections(() => {
      const transition = doc.startViewTransition(update)
      void transition.updateCallbackDone
    })
    expect(seen).toEqual([])
    expect(started).toEqual([update])
  })

  it('does nothing without the API (server, older browsers)', () => {
    expect(() => handleSkippedViewTransitions(undefined)).not.toThrow()
    expect(() => handleSkippedViewTransitions({} as Document)).not.toThrow()
  })
})
