import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * An exclusive lock on a PGlite data dir that dies with its process (ADR 018): the lock file holds the owner's PID
 * and start time. A live owner refuses everyone else; a file left by a dead process (kill -9, power loss) is taken
 * over at once, so a restart right after a crash succeeds on the first try.
 */
interface DataDirLock {
  release(): void
}

interface Owner {
  pid: number
  /** Process start time from /proc (Linux), so a recycled PID is not mistaken for the old owner. */
  started: string | null
}

/** Lock files this process holds; a second open in the same process is refused too. */
const held = new Set<string>()

function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Field 22 (starttime), counted after the command name, which is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isAlive(owner: Owner): boolean {
  if (owner.pid === process.pid) return false // this process: only `held` says whether it is ours
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const started = processStartTime(owner.pid)
  return owner.started === null || started === null || started === owner.started
}

function readOwner(file: string): Owner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: parsed.started ?? null } : null
  } catch {
    return null
  }
}

const UNREADABLE_STALE_MS = 15_000

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs
  } catch {
    return 0
  }
}

/** Takes the lock or returns `null` when a live process (this one included) holds it. */
export async function acquireDataDirLock(file: string): Promise<DataDirLock | null> {
  if (held.has(file)) return null
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      try {
        writeSync(fd, JSON.stringify({ pid: process.pid, started: processStartTime(process.pid) }))
      } finally {
        closeSync(fd)
      }
      held.add(file)
      return {
        release() {
          if (!held.delete(file)) return
          try {
            unlinkSync(file)
          } catch {
            // already gone
          }
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(file)
    if (owner === null) {
      // A file being written by a starting process, one left by a crash mid-write, or an older release's lock
      // directory: stale once it has not changed for a while.
      if (ageMs(file) > UNREADABLE_STALE_MS) rmSync(file, { recursive: true, force: true })
      else await sleep(100)
      continue
    }
    if (isAlive(owner)) return null
    removeStaleLock(file, owner)
  }
  return null
}

/**
 * Two processes starting together may both see the same dead owner: only the one that creates the takeover
 * directory removes the file, after checking again that it still names that dead owner.
 */
function removeStaleLock(file: string, stale: Owner) {
  const guard = `${file}.takeover`
  try {
    mkdirSync(guard)
  } catch {
    // Someone else is taking over; a guard left by a crash in this tiny window expires after 10 s.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmdirSync(guard)
    } catch {
      // gone already
    }
    return
  }
  try {
    const now = readOwner(file)
    if (now && now.pid === stale.pid && now.started === stale.started) unlinkSync(file)
  } catch {
    // removed meanwhile
  } finally {
    rmdirSync(guard)
  }
}
