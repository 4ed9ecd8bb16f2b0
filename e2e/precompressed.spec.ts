// Compressed answers (ADR 061), against the production build. Scripts and styles: the brotli or gzip copy the build
// wrote beside each file, sent as it is (its exact length, no compression per request), chosen by Accept-Encoding,
// with Vary and immutable caching; a client that accepts neither gets the file itself. Pages from the page cache: a
// gzip body glued from parts compressed at insert. Raw HTTP: fetch would decode the bodies and hide what was sent.
import { readFileSync, readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { firstLoadEntry } from '../src/server/http/paint-first.server.ts'

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

function get(pathname: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseURL}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

const client = path.resolve(import.meta.dirname, '../dist/client')

test('scripts and styles are sent from their build-time brotli and gzip copies, by Accept-Encoding', async () => {
  const home = (await get('/en', { 'accept-language': 'en' })).body.toString()
  const entry = firstLoadEntry(home)
  const css = readdirSync(path.join(client, 'assets')).find((file) => file.endsWith('.css'))
  expect(entry, 'the page names its entry script').toBeTruthy()
  for (const asset of [entry!, `/assets/${css}`]) {
    const file = readFileSync(path.join(client, asset))
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const answer = await get(asset, { 'accept-encoding': accept })
      expect(answer.status, asset).toBe(200)
      expect(answer.headers['content-encoding'], `${asset} for ${accept}`).toBe(encoding)
      expect(answer.headers.vary).toMatch(/accept-encoding/i)
      expect(answer.headers['cache-control']).toMatch(/immutable/)
      // The copy on disk, sent as it is: a length known before sending is what on-the-fly compression lacks.
      const copy = readFileSync(path.join(client, `${asset}.${encoding === 'br' ? 'br' : 'gz'}`))
      expect(Number(answer.headers['content-length'])).toBe(copy.length)
      expect(answer.body.equals(copy)).toBe(true)
      expect(decode(answer.body).equals(file)).toBe(true)
    }
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Array<Record<string, string>>) {
      const plain = await get(asset, headers)
      expect(plain.headers['content-encoding'], `${asset} without Accept-Encoding`).toBeUndefined()
      expect(plain.body.equals(file)).toBe(true)
    }
  }
})

test('pages from the page cache are gzip for clients that accept it, and the same page as is for others', async () => {
  const headers = { 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br' }
  await get('/en/blog', headers) // fills the cache
  const hit = await get('/en/blog', headers)
  expect(hit.headers['x-cache']).toBe('hit')
  expect(hit.headers['content-encoding']).toBe('gzip')
  expect(hit.headers.vary).toMatch(/accept-encoding/i)
  expect(Number(hit.headers['content-length'])).toBe(hit.body.length)
  const html = gunzipSync(hit.body).toString()
  expect(html).toMatch(/^<!DOCTYPE html>/i)
  const nonce = /'nonce-([^']+)'/.exec(String(hit.headers['content-security-policy']))?.[1]
  expect(nonce && html.includes(`nonce="${nonce}"`), 'the answer carries its own nonce').toBe(true)

  const plain = await get('/en/blog', { 'accept-language': 'en' })
  expect(plain.headers['x-cache']).toBe('hit')
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.toString()).toMatch(/^<!DOCTYPE html>/i)
})
