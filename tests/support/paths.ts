import path from 'node:path'

export const templateDumpPath = path.resolve(import.meta.dirname, '../../.tmp/test-template.tar')
export const TEMPLATE_DB_NAME = 'waypoints_test_template'

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
