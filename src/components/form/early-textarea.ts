import { createIsomorphicFn } from '@tanstack/react-start'

// React's hydration of a <textarea> puts the server's text back (`value = textContent`) and, in doing so, the caret at
// the start: what a visitor typed before the scripts ran (ADR 070) would be lost. An inline keeper in the page's head
// notes each textarea's text and selection on every user event until then; the field restores them when it mounts
// (ADR 074). Inputs and selects need none of this: React hydrates them without touching what the visitor did.

/** A textarea's text and selection as the visitor left them. */
interface KeptTextarea {
  value: string
  start: number
  end: number
  direction: 'forward' | 'backward' | 'none'
}

const registry = '__wpEarlyTextareas'

/**
 * The keeper, for an inline script in the head. User events only (input, keys, pointer): a `selectionchange` would
 * also report hydration's own reset of the caret.
 */
export const earlyTextareaScript = createIsomorphicFn()
  .server(() =>
    [
      `(function(){var k=self.${registry}=new WeakMap,d=document;`,
      `function note(e){var t=e.target;if(t&&t.tagName==="TEXTAREA")`,
      `k.set(t,{value:t.value,start:t.selectionStart,end:t.selectionEnd,direction:t.selectionDirection})}`,
      `["input","keyup","mouseup","touchend"].forEach(function(n){d.addEventListener(n,note,true)})})()`,
    ].join(''),
  )
  .client(() => '')

/** What the keeper noted for this textarea, if the visitor used it before hydration. */
function kept(element: HTMLTextAreaElement): KeptTextarea | undefined {
  return (globalThis as { [registry]?: WeakMap<Element, KeptTextarea> })[registry]?.get(element)
}

/**
 * The textarea's value once what the visitor did before hydration is back on it: the text, and the selection if the
 * textarea still has the focus.
 */
export function restoreEarlyTextarea(element: HTMLTextAreaElement): string {
  const noted = kept(element)
  if (!noted) return element.value
  if (element.value !== noted.value) element.value = noted.value
  if (element.ownerDocument.activeElement === element)
    element.setSelectionRange(noted.start, noted.end, noted.direction)
  return element.value
}
