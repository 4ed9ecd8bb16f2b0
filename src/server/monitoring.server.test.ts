import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as Sentry from '@sentry/tanstackstart-react'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportError } from '@/lib/error-reporting'
import { NotFoundError } from '@/lib/errors'
import { withMonitoring } from './monitoring.server'

// A local HTTP endpoint standing in for Sentry's ingestion: it keeps every envelope it receives.
const envelopes: string[] = []
let ingest: Server
let dsn: string

beforeAll(async () => {
  ingest = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      envelopes.push(body)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve))
  dsn = `http://e2epublickey@127.0.0.1:${(ingest.address() as AddressInfo).port}/1`
})
afterAll(async () => {
  await Sentry.close(2000)
  await new Promise((resolve) => ingest.close(resolve))
})

/** The exception messages in an envelope (one JSON item per line). */
const exceptionsIn = (body: string): string[] =>
  body
    .split('\n')
    .filter((line) => line.includes('"exception"'))
    .flatMap((line) => (JSON.parse(line) as { exception: { values: Array<{ value: string }> } }).exception.values)
    .map((value) => value.value)

describe('server error reporting (spec §8, §9)', () => {
  it('refuses to start with an invalid sample rate, naming the variable', async () => {
    await expect(
      withMonitoring(() => new Response('ok'), { SENTRY_TRACES_SAMPLE_RATE: '1.5', NODE_ENV: 'test' }),
    ).rejects.toThrow(/^Invalid SENTRY_TRACES_SAMPLE_RATE: "1.5"/)
  })

  it('stays off without a DSN: the handler is returned as it is', async () => {
    const handler = () => new Response('ok')
    expect(await withMonitoring(handler, { NODE_ENV: 'test' })).toBe(handler)
  })

  it('sends unexpected errors to the ingestion endpoint, and never 3xx/4xx errors', async () => {
    const handler = await withMonitoring(
      (request) => {
        if (new URL(request.url).pathname === '/boom') throw new Error('request handler exploded')
        return new Response('ok')
      },
      { SENTRY_DSN: dsn, SENTRY_TRACES_SAMPLE_RATE: '0', NODE_ENV: 'test' },
    )
    await expect(Promise.resolve().then(() => handler(new Request('http://app.test/boom')))).rejects.toThrow()
    // What the error page reports during SSR (a loader that threw), and a not-found it must not report.
    reportError(new Error('loader exploded'), 500)
    reportError(new NotFoundError('no such trip'), 404)
    await Sentry.flush(5000)

    const reported = envelopes.flatMap(exceptionsIn)
    expect(reported).toContain('request handler exploded')
    expect(reported).toContain('loader exploded')
    expect(reported).not.toContain('no such trip')
  })

  it('reports a failed query with its SQL but never its parameters (a session token, an e-mail address)', async () => {
    await withMonitoring(() => new Response('ok'), {
      SENTRY_DSN: dsn,
      SENTRY_TRACES_SAMPLE_RATE: '0',
      NODE_ENV: 'test',
    })
    // Made at run time: the report's source context shows this file's lines.
    const secret = `tok-${randomUUID()}`
    const failure = new DrizzleQueryError(
      'select "user_id" from "session" where "token" = $1',
      [secret],
      new Error('lock timeout'),
    )
    reportError(failure, 500)
    await Sentry.flush(5000)
    const reported = envelopes.flatMap(exceptionsIn).filter((value) => value.includes('from "session"'))
    expect(reported).toHaveLength(1)
    expect(reported[0]).toContain('select "user_id" from "session" where "token" = $1')
    expect(JSON.stringify(envelopes)).not.toContain(secret)
  })
})
