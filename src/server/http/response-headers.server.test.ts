import { Readable } from 'node:stream'
import { FastResponse } from 'srvx'
import { describe, expect, it } from 'vitest'
import { editHeaders } from './response-headers.server'

type NodeParts = { status: number; headers: string[]; body: unknown }

describe('editHeaders', () => {
  it("changes a file answer's headers in place and leaves its Node stream unread", () => {
    const file = Readable.from([Buffer.from('{"id":"x"}')])
    const response = new FastResponse(file as unknown as BodyInit, {
      headers: { 'content-type': 'application/json', 'cache-control': 'max-age=3600' },
    })
    const edited = editHeaders(response, (headers) => headers.set('cache-control', 'no-cache'))
    expect(edited).toBe(response)
    // What srvx writes to the socket: the very stream, piped, never adapted to a web stream by the platform.
    const parts = (edited as unknown as { _toNodeResponse: () => NodeParts })._toNodeResponse()
    expect(parts.body).toBe(file)
    expect(parts.headers).toEqual(['cache-control', 'no-cache', 'content-type', 'application/json'])
  })

  it('copies an answer whose headers are immutable, with its status', () => {
    const redirect = Response.redirect('http://127.0.0.1/en/', 302)
    const edited = editHeaders(redirect, (headers) => headers.set('x-request-id', 'abc'))
    expect(edited).not.toBe(redirect)
    expect(edited.status).toBe(302)
    expect(edited.headers.get('location')).toBe('http://127.0.0.1/en/')
    expect(edited.headers.get('x-request-id')).toBe('abc')
  })

  it('lets other failures through', () => {
    const response = new Response('x')
    expect(() =>
      editHeaders(response, () => {
        throw new RangeError('not about headers')
      }),
    ).toThrow(RangeError)
  })
})
