import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net'

/**
 * A TCP hop in front of the local Redis (127.0.0.1:6379) that counts the connections made through it and can be cut
 * and restored on the same port: Redis going away and coming back, without touching the shared server.
 */
export async function redisProxy() {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  let connections = 0
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        connections++
        const upstream = connect(6379, '127.0.0.1')
        sockets.add(client).add(upstream)
        client.pipe(upstream).pipe(client)
        const drop = () => {
          client.destroy()
          upstream.destroy()
        }
        client.on('error', drop).on('close', drop)
        upstream.on('error', drop).on('close', drop)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port
        resolve()
      })
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      server!.close(() => resolve())
    })
  await listen()
  return { url: `redis://127.0.0.1:${port}`, connections: () => connections, cut, restore: listen, close: cut }
}
