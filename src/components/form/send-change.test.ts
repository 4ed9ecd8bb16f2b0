import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '@/lib/api-client'
import { sendChange, type ChangeOptions, type ChangeState } from './send-change'

function formState(mounted = true) {
  let n = 0
  const state = {
    key: { current: null as string | null },
    newKey: () => `key-${++n}`,
    mounted: () => mounted,
    setFailure: vi.fn(),
    signedOut: { clear: vi.fn(), caught: vi.fn(() => true) },
    focusSuccess: vi.fn(),
    focusError: vi.fn(),
    notify: vi.fn(),
  } satisfies ChangeState
  return state
}

const refused = (status: number, code: string, fields?: Record<string, string>) =>
  new ApiRequestError('POST', '/_serverFn/x', status, { error: { code, message: `${code}!`, fields } })

describe('sendChange (the form hook’s sequence)', () => {
  it('success: the toast, then onSuccess, then focus back; the notice is cleared and the next change gets a new key', async () => {
    const state = formState()
    const order: string[] = []
    state.notify.mockImplementation(() => order.push('toast'))
    state.focusSuccess.mockImplementation(() => order.push('focus'))
    const options: ChangeOptions<{ name: string }, { saved: string }> = {
      call: async (vars) => ({ saved: vars.name }),
      fallback: 'Failed.',
      successToast: (data) => ({ kind: 'success', title: `Saved ${data.saved}` }),
      onSuccess: async () => void order.push('onSuccess'),
    }
    expect(await sendChange(options, { name: 'Ada' }, state)).toEqual({ ok: true, data: { saved: 'Ada' } })
    expect(order).toEqual(['toast', 'onSuccess', 'focus'])
    expect(state.notify).toHaveBeenCalledWith({ kind: 'success', title: 'Saved Ada' })
    expect(state.signedOut.clear).toHaveBeenCalled()
    expect(state.key.current).toBe('key-2')
  })

  it('onSuccess answering false keeps focus where it is (the page is leaving)', async () => {
    const state = formState()
    await sendChange({ call: async () => 1, fallback: 'F', onSuccess: () => false }, undefined, state)
    expect(state.focusSuccess).not.toHaveBeenCalled()
  })

  it('a refusal: field → message inline, focus on the first error; the key stays for the retry', async () => {
    const state = formState()
    const call = vi.fn(async (_vars: string, _request: { idempotencyKey: string }): Promise<void> => {
      throw refused(400, 'invalid_input', { name: 'Name?' })
    })
    const failureFocus = () => null
    expect(await sendChange({ call, fallback: 'F', failureFocus }, 'x', state)).toEqual({ ok: false })
    expect(state.setFailure).toHaveBeenLastCalledWith({
      code: 'invalid_input',
      message: 'invalid_input!',
      fields: { name: 'Name?' },
    })
    expect(state.focusError).toHaveBeenCalledWith(failureFocus)
    await sendChange({ call, fallback: 'F' }, 'x', state)
    expect(call.mock.calls.map(([, request]) => request.idempotencyKey)).toEqual(['key-1', 'key-1'])
  })

  it('a 401 shows the signed-out notice (the input stays, no message); without the notice it is a failure', async () => {
    const state = formState()
    const call = async () => {
      throw refused(401, 'unauthorized')
    }
    await sendChange({ call, fallback: 'F' }, 'x', state)
    expect(state.signedOut.caught).toHaveBeenCalled()
    expect(state.setFailure).toHaveBeenCalledTimes(1) // only the reset before the call
    const signIn = formState()
    await sendChange({ call, fallback: 'F', signedOutNotice: false }, 'x', signIn)
    expect(signIn.signedOut.caught).not.toHaveBeenCalled()
    expect(signIn.setFailure).toHaveBeenLastCalledWith({ code: 'unauthorized', message: 'unauthorized!' })
  })

  it('onFailure may give another message or a toast; a form gone meanwhile gets a toast; no answer: the fallback', async () => {
    const call = async () => {
      throw refused(409, 'idempotency_key_reused')
    }
    const state = formState()
    await sendChange({ call, fallback: 'F', onFailure: () => ({ message: 'Already booked.' }) }, 'x', state)
    expect(state.setFailure).toHaveBeenLastCalledWith({ code: 'idempotency_key_reused', message: 'Already booked.' })
    const toasted = formState()
    await sendChange({ call, fallback: 'F', onFailure: () => ({ show: 'toast' }) }, 'x', toasted)
    expect(toasted.notify).toHaveBeenCalledWith({ kind: 'error', title: 'idempotency_key_reused!' })
    expect(toasted.focusError).not.toHaveBeenCalled()
    const button = () => null
    const toastedWithFocus = formState()
    await sendChange(
      { call, fallback: 'F', onFailure: () => ({ show: 'toast' }), failureFocus: button },
      'x',
      toastedWithFocus,
    )
    expect(toastedWithFocus.notify).toHaveBeenCalledTimes(1)
    expect(toastedWithFocus.focusError).toHaveBeenCalledWith(button)
    const gone = formState(false)
    await sendChange(
      {
        call: async () => {
          throw new TypeError('Failed to fetch')
        },
        fallback: 'The booking did not go through.',
      },
      'x',
      gone,
    )
    expect(gone.notify).toHaveBeenCalledWith({ kind: 'error', title: 'The booking did not go through.' })
    expect(gone.setFailure).toHaveBeenCalledTimes(1)
  })
})
