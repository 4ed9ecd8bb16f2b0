import { BlockList, isIP } from 'node:net'
import { z } from 'zod'

// Which peers may speak for the client through X-Forwarded-For/-Proto/-Host (TRUST_PROXY, docs/deploy.md). A header
// counts only when the connection comes from one of them: anyone who reaches the app directly could send it too.

/** `true` trusts proxies on this machine and on private networks (where a deployment's proxy sits). */
const PRIVATE_NETWORKS = ['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '::1/128', 'fc00::/7']

export interface TrustedProxies {
  /** Whether a peer at `address` is one of the proxies. */
  trusts(address: string): boolean
}

/** An address or a CIDR range of one (IPv4 or IPv6). */
const range = z.string().refine((value) => {
  const [address, bits, ...rest] = value.split('/')
  const family = isIP(address ?? '')
  if (!family || rest.length) return false
  if (bits === undefined) return true
  const prefix = Number(bits)
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128)
}, 'an IP address or a CIDR range')

/** TRUST_PROXY: `false` (default), `true`, or a comma-separated list of proxy addresses and CIDR ranges. */
export const trustProxySetting = z
  .string()
  .default('false')
  .transform((value) => value.trim())
  .pipe(
    z.union([
      z.enum(['true', 'false']),
      z
        .string()
        .transform((list) => list.split(',').map((entry) => entry.trim()))
        .pipe(z.array(range).min(1)),
    ]),
  )
  .transform((value): TrustedProxies | null => {
    if (value === 'false') return null
    const list = new BlockList()
    for (const entry of value === 'true' ? PRIVATE_NETWORKS : value) {
      const [address, bits] = entry.split('/') as [string, string | undefined]
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
      if (bits === undefined) list.addAddress(address, type)
      else list.addSubnet(address, Number(bits), type)
    }
    return { trusts: (address) => isIP(address) !== 0 && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4') }
  })

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) as `10.0.0.1`. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/**
 * The client's address. `peer` is the socket's (undefined outside a server: in-process tests, where the forwarded
 * header stands in for it). From a trusted proxy, X-Forwarded-For is read from the right, past every trusted proxy
 * in the chain: the first address no proxy of ours wrote is the client's. Entries further left are whatever the
 * client sent, so they never count.
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  proxies: TrustedProxies | null,
): string | undefined {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => plain(entry.trim()))
    .filter((entry) => isIP(entry) !== 0)
  if (peer === undefined) return chain.at(-1)
  const socket = plain(peer)
  if (!proxies?.trusts(socket)) return socket
  for (let i = chain.length - 1; i >= 0; i--) if (!proxies.trusts(chain[i]!)) return chain[i]
  return chain[0] ?? socket
}

/** Whether the forwarded headers of a connection from `peer` are the proxy's (undefined peer: in-process tests). */
export function fromTrustedProxy(peer: string | undefined, proxies: TrustedProxies | null): boolean {
  return !!proxies && (peer === undefined || proxies.trusts(plain(peer)))
}
