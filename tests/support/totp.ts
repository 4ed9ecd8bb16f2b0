import { createHmac } from 'node:crypto'

/** RFC 4648 base32 → bytes (the key in an otpauth:// address). */
function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char)
    if (value < 0) throw new Error(`not base32: ${char}`)
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/**
 * The 6-digit TOTP code (RFC 6238: HMAC-SHA1, 30-second steps) of a base32 key at `time`: written here from the RFC,
 * not taken from the library the server uses, so a server that computes codes wrongly fails the tests.
 */
export function totp(secretBase32: string, time = Date.now(), stepOffset = 0): string {
  const counter = Math.floor(time / 1000 / 30) + stepOffset
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const hmac = createHmac('sha1', base32(secretBase32)).update(message).digest()
  const offset = hmac[hmac.length - 1]! & 0x0f
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 1_000_000).padStart(6, '0')
}
