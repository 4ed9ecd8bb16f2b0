import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { registerRequestInfoSource, type RequestInfo } from '@/lib/request-info'
import { env } from '@/server/env.server'
import { fromTrustedProxy } from './trusted-proxies.server'

const storage = new AsyncLocalStorage<RequestInfo>()
registerRequestInfoSource(() => storage.getStore())

/** 128 random bits, base64: a fresh CSP nonce for every answer. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * The origin the visitor used. From a trusted proxy (TRUST_PROXY) X-Forwarded-Proto/-Host say it; otherwise the
 * request URL does (never trust those headers from the open internet: they would change links and HSTS).
 */
export function publicOrigin(request: Request, proxies = env().TRUST_PROXY): string {
  const url = new URL(request.url)
  if (!fromTrustedProxy((request as Request & { ip?: string }).ip, proxies)) return url.origin
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  try {
    return new URL(`${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host || url.host}`)
      .origin
  } catch {
    return url.origin
  }
}

/** Runs one request's handling with its origin and nonce visible to the router and SEO helpers. */
export function runInRequestContext<T>(info: RequestInfo, run: () => T): T {
  return storage.run(info, run)
}
