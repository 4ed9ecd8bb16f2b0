// TRUST_PROXY (docs/deploy.md): forwarded headers count only from the configured proxies, so a client that reaches the
// app directly cannot pick its own address (and with it a fresh rate-limit count) by sending X-Forwarded-For.
import { describe, expect, it } from 'vitest'
import { clientAddressOf, fromTrustedProxy, trustProxySetting } from './trusted-proxies.server'

const parse = (value: string | undefined) => trustProxySetting.parse(value)

describe('the TRUST_PROXY setting', () => {
  it('is off by default and with false', () => {
    expect(parse(undefined)).toBeNull()
    expect(parse('false')).toBeNull()
  })

  it('with true trusts this machine and private networks only', () => {
    const proxies = parse('true')!
    for (const address of ['127.0.0.1', '10.4.5.6', '172.20.0.2', '192.168.1.1', '::1', 'fd00::7'])
      expect(proxies.trusts(address), address).toBe(true)
    for (const address of ['203.0.113.9', '8.8.8.8', '172.32.0.1', '2001:db8::1', 'not-an-ip'])
      expect(proxies.trusts(address), address).toBe(false)
  })

  it('takes a list of addresses and CIDR ranges, IPv4 and IPv6', () => {
    const proxies = parse(' 198.51.100.7, 10.0.0.0/8 ,2001:db8::/32')!
    expect(proxies.trusts('198.51.100.7')).toBe(true)
    expect(proxies.trusts('198.51.100.8')).toBe(false)
    expect(proxies.trusts('10.200.0.1')).toBe(true)
    expect(proxies.trusts('2001:db8:1::5')).toBe(true)
    expect(proxies.trusts('127.0.0.1')).toBe(false)
  })

  it('refuses what is not an address or a range', () => {
    for (const value of ['yes', '10.0.0.0/33', '::/129', '10.0.0.1/8/1', 'example.com', '10.0.0.1,', ''])
      expect(trustProxySetting.safeParse(value).success, value).toBe(false)
  })
})

describe('the client address', () => {
  const proxies = parse('10.0.0.0/8')

  it("is the socket's when no proxy is configured, whatever the header says", () => {
    expect(clientAddressOf('203.0.113.1', '198.51.100.1', null)).toBe('203.0.113.1')
  })

  it("is the socket's when the peer is not a proxy: a forged header from outside never counts", () => {
    // The attack: rotating the header's last entry used to give each request a rate-limit count of its own.
    for (let n = 0; n < 5; n++) expect(clientAddressOf('203.0.113.1', `198.51.100.${n}`, proxies)).toBe('203.0.113.1')
  })

  it('from a proxy, is the last address no proxy of ours wrote, whatever the client put before it', () => {
    expect(clientAddressOf('10.0.0.2', '198.51.100.9', proxies)).toBe('198.51.100.9')
    expect(clientAddressOf('10.0.0.2', '1.2.3.4, 198.51.100.9', proxies)).toBe('198.51.100.9')
    // Two proxies in a row (a load balancer, then nginx): both are skipped.
    expect(clientAddressOf('10.0.0.2', '1.2.3.4, 198.51.100.9, 10.0.0.3', proxies)).toBe('198.51.100.9')
    expect(clientAddressOf('::ffff:10.0.0.2', '198.51.100.9', proxies)).toBe('198.51.100.9')
    // A proxy that forwards nothing usable: its own address.
    expect(clientAddressOf('10.0.0.2', 'garbage', proxies)).toBe('10.0.0.2')
  })

  it('outside a server (no socket) falls back to the last forwarded entry', () => {
    expect(clientAddressOf(undefined, '1.2.3.4, 198.51.100.9', null)).toBe('198.51.100.9')
    expect(clientAddressOf(undefined, null, null)).toBeUndefined()
  })

  it('forwarded scheme and host count only from a proxy', () => {
    expect(fromTrustedProxy('10.0.0.2', proxies)).toBe(true)
    expect(fromTrustedProxy('203.0.113.1', proxies)).toBe(false)
    expect(fromTrustedProxy('10.0.0.2', null)).toBe(false)
  })
})
