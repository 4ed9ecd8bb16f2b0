// The post editor's rules as a state machine (ADR 024): autosave, conflicts over a newer version, saves met by a 401,
// and the state carried from /create to /{id}. Pure functions: no browser needed.
import { describe, expect, it } from 'vitest'
import {
  AUTOSAVE_DELAY,
  RETRY_DELAY,
  autosaveDelay,
  carriedState,
  editorReducer,
  failureOfSave,
  indicatorOf,
  initialState,
  isDirty,
  payloadOf,
  type EditorEvent,
  type EditorState,
} from '@/features/writing/components/editor-state'
import type { MyPost } from '@/features/writing/writing.schemas'
import { ApiRequestError } from '@/lib/api-client'

const post = (over: Partial<MyPost> = {}): MyPost => ({
  id: 7,
  slug: 'night-trains',
  lang: 'en',
  title: 'Night trains',
  moderationReason: null,
  excerpt: '',
  body: 'Text',
  status: 'draft',
  categorySlug: null,
  tags: [],
  cover: null,
  publishedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 3,
  ...over,
})
const run = (state: EditorState, ...events: EditorEvent[]) => events.reduce(editorReducer, state)
const typed = (patch: Partial<EditorState['draft']>): EditorEvent => ({ type: 'edit', patch })

describe('the post editor state', () => {
  it('autosaves a draft after a pause in typing, retries a failed save later, never without a title', () => {
    const fresh = initialState(null, 'es')
    expect(fresh.draft.lang).toBe('es')
    expect(autosaveDelay(fresh)).toBeNull() // nothing typed
    expect(autosaveDelay(run(fresh, typed({ body: 'Only a body' })))).toBeNull()
    const titled = run(fresh, typed({ title: 'Trains' }))
    expect(isDirty(titled)).toBe(true)
    expect(autosaveDelay(titled)).toBe(AUTOSAVE_DELAY)
    expect(autosaveDelay(run(titled, { type: 'saving' }))).toBeNull()
    expect(autosaveDelay(run(titled, { type: 'saving' }, { type: 'failed' }))).toBe(RETRY_DELAY)
    // A published post changes only on a button.
    const published = run(initialState(post({ status: 'published' }), 'en'), typed({ title: 'Edited' }))
    expect(autosaveDelay(published)).toBeNull()
    expect(isDirty(published)).toBe(true)
  })

  it('a save that returns while the member typed on stays unsaved; the server version moves on', () => {
    const editing = run(initialState(post(), 'en'), typed({ body: 'One' }))
    const at = editing.edits
    const typedMeanwhile = run(editing, { type: 'saving' }, typed({ body: 'One two' }))
    const saved = run(typedMeanwhile, { type: 'saved', post: post({ version: 4, body: 'One' }), at })
    expect(saved.save).toBe('dirty')
    expect(saved.serverVersion).toBe(4)
    expect(saved.draft.body).toBe('One two')
    const done = run(saved, { type: 'saved', post: post({ version: 5 }), at: saved.edits })
    expect([done.save, isDirty(done), indicatorOf(done)]).toEqual(['saved', false, 'saved'])
  })

  it('the slug follows the saved post until the author types one; only a typed slug is sent', () => {
    const created = run(initialState(null, 'en'), typed({ title: 'Trains' }))
    const saved = run(created, { type: 'saved', post: post({ slug: 'trains' }), at: created.edits })
    expect(saved.draft.slug).toBe('trains')
    expect(saved.postId).toBe(7)
    expect(payloadOf(saved)).not.toHaveProperty('slug')
    const chosen = run(saved, { type: 'edit', patch: { slug: 'my-trains' }, slugTyped: true })
    const after = run(chosen, { type: 'saved', post: post({ slug: 'my-trains-2' }), at: chosen.edits })
    expect(after.draft.slug).toBe('my-trains')
    expect(payloadOf(after, { status: 'published' })).toMatchObject({ slug: 'my-trains', status: 'published' })
  })

  it('a refused save keeps the text and stops autosave until the member chooses; loading the newer text ends it', () => {
    const editing = run(initialState(post(), 'en'), typed({ body: 'Mine' }))
    const refused = run(editing, { type: 'saving' }, { type: 'conflict' })
    expect(indicatorOf(refused)).toBe('conflict')
    expect(autosaveDelay(refused)).toBeNull()
    expect(isDirty(refused)).toBe(true)
    expect(refused.draft.body).toBe('Mine')
    expect(run(refused, { type: 'conflict-load-failed' }).conflictLoadFailed).toBe(true)
    // Keep mine: the next save goes against the newer version.
    expect(run(refused, { type: 'rebase', version: 9 }).serverVersion).toBe(9)
    const loaded = run(refused, { type: 'loaded', post: post({ body: 'Theirs', version: 9 }), locale: 'en' })
    expect([loaded.conflict, loaded.draft.body, loaded.serverVersion, isDirty(loaded)]).toEqual([
      false,
      'Theirs',
      9,
      false,
    ])
  })

  it('a save met by a 401 keeps the text, stops autosave, and says "still signed out" the second time', () => {
    const editing = run(initialState(post(), 'en'), typed({ body: 'Offline' }))
    const out = run(editing, { type: 'saving' }, { type: 'signed-out' })
    expect([indicatorOf(out), out.stillSignedOut, autosaveDelay(out), isDirty(out)]).toEqual([
      'signed-out',
      false,
      null,
      true,
    ])
    expect(run(out, { type: 'saving' }, { type: 'signed-out' }).stillSignedOut).toBe(true)
    const back = run(out, { type: 'saved', post: post({ version: 4 }), at: out.edits })
    expect([back.signedOut, back.stillSignedOut, back.save]).toEqual([false, false, 'saved'])
  })

  it('field messages of a refused save show until a save succeeds', () => {
    const refused = run(initialState(post(), 'en'), { type: 'refused', fields: { title: 'Required' }, message: 'No' })
    expect([refused.save, refused.errors.title, refused.formError, indicatorOf(refused)]).toEqual([
      'invalid',
      'Required',
      'No',
      'invalid',
    ])
    const saved = run(refused, { type: 'saved', post: post(), at: refused.edits })
    expect([saved.errors, saved.formError]).toEqual([{}, null])
  })

  it('the state carried to /{id} keeps unsaved edits unsaved', () => {
    const created = run(initialState(null, 'en'), typed({ title: 'T' }))
    const saved = run(created, { type: 'saved', post: post(), at: created.edits })
    expect(carriedState(saved).save).toBe('saved')
    const typedOn = run(saved, typed({ body: 'more' }))
    expect(carriedState(typedOn)).toMatchObject({ save: 'dirty', postId: 7, serverVersion: 3 })
  })

  it('sends an empty category and date as null, and a typed date as an instant', () => {
    const s = run(initialState(null, 'en'), typed({ title: 'T', publishedAt: '2026-11-02T09:30' }))
    const payload = payloadOf(s)
    expect(payload.categorySlug).toBeNull()
    expect(payload.publishedAt).toBe(new Date('2026-11-02T09:30').toISOString())
    expect(payloadOf(run(s, typed({ publishedAt: '' }))).publishedAt).toBeNull()
    expect(payloadOf(run(s, typed({ publishedAt: '+999999-01-01T00:00' }))).publishedAt).toBe('+999999-01-01T00:00')
  })

  it('reads a failed save from the one error channel: signed out, conflict, refused with fields, or retry later', () => {
    const answer = (status: number, error?: object) =>
      new ApiRequestError('POST', '/_serverFn/x', status, error ? { error } : null)
    expect(failureOfSave(answer(401, { code: 'unauthorized', message: 'Sign in' })).kind).toBe('signed-out')
    expect(failureOfSave(answer(409, { code: 'conflict', message: 'Changed elsewhere' })).kind).toBe('conflict')
    expect(
      failureOfSave(answer(400, { code: 'invalid_input', message: 'Check', fields: { title: 'Required' } })),
    ).toEqual({
      kind: 'refused',
      body: { code: 'invalid_input', message: 'Check', fields: { title: 'Required' } },
    })
    expect(failureOfSave(answer(500, { code: 'internal_error', message: 'Oops' })).kind).toBe('failed')
    expect(failureOfSave(answer(0)).kind).toBe('failed')
    expect(failureOfSave(new TypeError('Failed to fetch')).kind).toBe('failed')
  })
})
