/**
 * Changes an answer's headers without reading its body, and returns the answer to send.
 *
 * A static file's answer is srvx's FastResponse holding a Node stream. Asking it for `.body` (to wrap it in a new
 * Response, say) hands that stream to the platform's Response, whose adapter for Node streams (undici's
 * `ReadableStreamFrom`) closes its controller a second time when the client hangs up while a read is pending: a
 * TypeError thrown in a microtask, outside any request, that stopped the process (ADR 023). So headers are changed
 * in place. Only an answer whose headers are immutable (a fetched one, `Response.redirect`) is copied: that is a
 * platform Response, whose body is already a web stream (or none), and passing it on adapts nothing.
 */
export function editHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers)
    return response
  } catch (error) {
    // A FastResponse's headers are its own and never immutable: whatever failed, its body must stay unread.
    if (!(error instanceof TypeError) || '_toNodeResponse' in response) throw error
    const headers = new Headers(response.headers)
    edit(headers)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
