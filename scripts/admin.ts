// `npm run admin -- grant EMAIL ROLE | revoke EMAIL | list`: staff roles from a shell (ADR 043), on either engine and
// while the server runs. PostgreSQL: straight to the database. Embedded: through the running server's socket in
// DATA_DIR when one listens, else the data dir is opened here (and refused if some other process holds it).
import './env-file.ts'
import { adminCommandSchema, runAdminCommand, type AdminAnswer } from '../src/features/admin/admin-command.server.ts'
import { askAdminSocket } from '../src/server/admin-socket/admin-socket.server.ts'
import { getDatabase } from '../src/server/db/index.server.ts'
import { closeResources } from '../src/server/lifecycle.server.ts'

const usage = `Usage:
  npm run admin -- grant EMAIL ROLE   ROLE: editor, admin (or member)
  npm run admin -- revoke EMAIL       back to member
  npm run admin -- list               staff accounts`

const reasons: Record<string, string> = {
  no_account: 'no account has this e-mail address',
  unconfirmed: 'the account has not confirmed its e-mail address yet',
  invalid_request: 'not a valid command',
}

function parseArgs(args: string[]): unknown {
  const [command, email, role] = args
  if (command === 'grant') return { command, email, role }
  if (command === 'revoke') return { command, email }
  if (command === 'list' && args.length === 1) return { command }
  return null
}

function print(answer: AdminAnswer): number {
  if (!answer.ok) {
    console.error(`admin: refused: ${reasons[answer.error] ?? answer.error}`)
    return 1
  }
  if (answer.command === 'list') {
    if (answer.staff.length === 0) console.log('No staff accounts.')
    for (const member of answer.staff)
      console.log(
        [
          member.email,
          member.role,
          member.twoFactorEnabled ? '2fa:on' : '2fa:off',
          member.fromAdminEmails ? '(ADMIN_EMAILS)' : '',
        ]
          .filter(Boolean)
          .join('\t'),
      )
    return 0
  }
  console.log(answer.changed ? `${answer.email}: now ${answer.role}` : `${answer.email}: already ${answer.role}`)
  return 0
}

async function run(request: unknown): Promise<AdminAnswer> {
  if (!process.env.DATABASE_URL) {
    const viaServer = await askAdminSocket(process.env.DATA_DIR ?? '.data', request)
    if (viaServer !== null) return viaServer as AdminAnswer
  }
  const database = await getDatabase()
  try {
    return await runAdminCommand(database.db, request)
  } finally {
    await closeResources(() => {})
  }
}

const request = parseArgs(process.argv.slice(2))
if (!request || !adminCommandSchema.safeParse(request).success) {
  console.error(usage)
  process.exit(2)
}
try {
  process.exitCode = print(await run(request))
} catch (error) {
  console.error(`admin: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
process.exit()
