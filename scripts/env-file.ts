// Imported first by the command-line scripts (admin, seed, db:*): the same `.env` as the server, under the
// environment (ADR 055), read before any other module looks at process.env.
import { loadEnvFile } from '../src/server/env-file.server.ts'

loadEnvFile()
