import { describe, expect, it } from 'vitest'
import { isClosedStreamRace } from './closed-stream-race.server'

describe('isClosedStreamRace', () => {
  it("recognises a web stream's controller closed twice, and nothing else", () => {
    let closedTwice: unknown
    new ReadableStream({
      start(controller) {
        controller.close()
        try {
          controller.close()
        } catch (error) {
          closedTwice = error
        }
      },
    })
    expect(closedTwice).toBeInstanceOf(TypeError)
    expect(isClosedStreamRace(closedTwice)).toBe(true)

    const lookalike = Object.assign(new TypeError('Invalid state: ReadableStream is already closed'), {
      code: 'ERR_INVALID_STATE',
    })
    expect(isClosedStreamRace(lookalike)).toBe(false) // thrown by our code, not by a web stream
    expect(isClosedStreamRace(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isClosedStreamRace(new Error('ECONNRESET'))).toBe(false)
    expect(isClosedStreamRace('ReadableStream is already closed')).toBe(false)
  })
})
