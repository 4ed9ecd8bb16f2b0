// Helpers for specs that run production servers of their own on PostgreSQL (two servers on one database, database
// restarts): scratch databases, members signed up over HTTP with the link from the server's outbox, and
// X-Forwarded-For addresses unique to a run (rate-limit counters in a shared Redis outlive a run).
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import pg from 'pg'

export const PG_ADMIN_URL = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Drops and creates `name` on the server of `adminUrl`; returns its connection string. */
export async function freshDatabase(name: string, adminUrl = PG_ADMIN_URL): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(name: string, adminUrl = PG_ADMIN_URL) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => client.end())
}

/** A client address from TEST-NET-2 that no earlier run used (the server must run with TRUST_PROXY=true). */
export function freshAddress(): string {
  const [a, b] = randomBytes(2)
  return `198.51.${a}.${(b! % 254) + 1}`
}

/** The confirmation token of the newest mail to `email` in a server's outbox (no SMTP_URL: one JSON file each). */
export async function tokenFromOutbox(dataDir: string | readonly string[], email: string): Promise<string> {
  // A queued mail is sent by whichever server's worker takes it (ADR 053): with several, look in every outbox.
  const outboxes = (typeof dataDir === 'string' ? [dataDir] : dataDir).map((dir) => path.join(dir, 'outbox'))
  let token: string | undefined
  await expect
    .poll(
      () => {
        const mails = outboxes
          .filter((outbox) => existsSync(outbox))
          .flatMap((outbox) =>
            readdirSync(outbox)
              .filter((file) => file.endsWith('.json'))
              .map((file) => path.join(outbox, file)),
          )
          .sort((a, b) => path.basename(a).localeCompare(path.basename(b)))
          .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { to: string; link?: string })
          .filter((mail) => mail.to === email && mail.link)
        const link = mails.at(-1)?.link
        token = link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined
        return token
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return token!
}

export const MEMBER_PASSWORD = 'violet-harbour-tram-42'

/** The `name=value` pairs of a response's Set-Cookie headers, as one Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

/**
 * Signs a member up on `signUpBase` (from `address`) and confirms the mail on `confirmBase`: the answer's session
 * cookie, made by the second server.
 */
export async function memberAcross(
  signUpBase: string,
  /** Where the confirmation mail may land: the sign-up server's data dir, or every server's. */
  signUpDataDir: string | readonly string[],
  confirmBase: string,
  address: string,
): Promise<{ email: string; cookie: string }> {
  const email = `two.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`
  const registered = await fetch(`${signUpBase}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: signUpBase, 'x-forwarded-for': address },
    body: JSON.stringify({ name: 'Two Servers', email, password: MEMBER_PASSWORD }),
  })
  expect(registered.status, await registered.clone().text()).toBe(200)
  const token = await tokenFromOutbox(signUpDataDir, email)
  const confirmed = await fetch(`${confirmBase}/api/auth/email/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: confirmBase, 'x-forwarded-for': address },
    body: JSON.stringify({ token }),
  })
  expect(confirmed.status, await confirmed.clone().text()).toBe(200)
  return { email, cookie: cookieHeader(confirmed) }
}

export async function waitForHealth(base: string, timeoutMs = 90_000) {
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout: timeoutMs })
    .toBe(200)
}
