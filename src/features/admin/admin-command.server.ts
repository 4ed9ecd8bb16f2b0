import { z } from 'zod'
import { roles } from '@/features/auth/auth.middleware'
import type { Db } from '@/server/db/client.server'
import { serveAdminSocket } from '@/server/admin-socket/admin-socket.server'
import { onShutdown } from '@/server/lifecycle.server'
import { logger } from '@/server/logger.server'
import type { StaffMember } from './admin.schemas'
import { changeRole, listStaff, RoleChangeRefused } from './staff-roles.server'

// `npm run admin` (scripts/admin.ts, ADR 043): grant, revoke and list staff roles from a shell, on PostgreSQL or the
// embedded database, also while the server runs (then through its socket, admin-socket.server.ts). The command acts
// as nobody: its audit lines have no actor.

const email = z.string().trim().toLowerCase().max(254).pipe(z.email())

/** The command's requests, the same whether run here or sent to the server. */
export const adminCommandSchema = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('grant'), email, role: z.enum(roles) }),
  z.strictObject({ command: z.literal('revoke'), email }),
  z.strictObject({ command: z.literal('list') }),
])
export type AdminCommand = z.output<typeof adminCommandSchema>

export type AdminAnswer =
  | { ok: true; command: 'grant' | 'revoke'; changed: boolean; email: string; role: string }
  | { ok: true; command: 'list'; staff: StaffMember[] }
  | { ok: false; error: string }

/** Runs one command on `database`; a refused change or a bad request is an answer, not a throw. */
export async function runAdminCommand(database: Db, request: unknown): Promise<AdminAnswer> {
  const parsed = adminCommandSchema.safeParse(request)
  if (!parsed.success) return { ok: false, error: 'invalid_request' }
  const command = parsed.data
  if (command.command === 'list') return { ok: true, command: 'list', staff: await listStaff(database) }
  const role = command.command === 'grant' ? command.role : 'member'
  try {
    const result = await changeRole(database, { email: command.email, role, actorId: null })
    return { ok: true, command: command.command, changed: result.changed, email: command.email, role }
  } catch (error) {
    if (error instanceof RoleChangeRefused) return { ok: false, error: error.reason }
    throw error
  }
}

/** The running server's end of the command (embedded database only: PostgreSQL takes other connections). */
export async function startAdminSocket(database: Db, dataDir: string): Promise<void> {
  const socket = await serveAdminSocket(dataDir, async (request) => {
    const answer = await runAdminCommand(database, request)
    logger.info(`admin command: ${JSON.stringify({ request, ok: answer.ok })}`)
    return answer
  })
  onShutdown('admin socket', socket.close)
}
