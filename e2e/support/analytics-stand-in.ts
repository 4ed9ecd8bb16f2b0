import { createServer, type Server } from 'node:http'

/**
 * A local stand-in for Google's tag and its collect endpoint. The script behaves like gtag.js where the tests care:
 * it replays the data layer in order, keeps the consent state, sets `_ga`/`_ga_<id>` only while analytics storage is
 * granted, and sends every consent command and event to `/g/collect`. Every request it receives is recorded.
 */
export const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 3328)
export const ANALYTICS_ORIGIN = `http://127.0.0.1:${ANALYTICS_PORT}`

export interface AnalyticsHit {
  path: string
  params: Record<string, string>
}

const script = (origin: string) => `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  var consent = {};
  function send(name, params) {
    if (window['ga-disable-' + id]) return;
    var q = new URLSearchParams({ tid: id, en: name, as: consent.analytics_storage || '', fs: consent.functionality_storage || '' });
    Object.keys(params || {}).forEach(function (k) { q.set('ep.' + k, String(params[k])); });
    fetch('${origin}/g/collect?' + q.toString(), { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  function cookies() {
    if (consent.analytics_storage !== 'granted') return;
    document.cookie = '_ga=GA1.1.123.456; Path=/; Max-Age=63072000';
    document.cookie = '_ga_' + id.replace(/^G-/, '') + '=GS1.1.789; Path=/; Max-Age=63072000';
  }
  function handle(args) {
    args = Array.prototype.slice.call(args);
    if (args[0] === 'consent') { Object.assign(consent, args[2]); send('consent_' + args[1]); cookies(); }
    else if (args[0] === 'config') { cookies(); }
    else if (args[0] === 'event') { send(args[1], args[2]); }
  }
  var dl = (window.dataLayer = window.dataLayer || []);
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  dl.push = function (a) { Array.prototype.push.call(dl, a); handle(a); return dl.length; };
})();`

export function startAnalyticsStandIn(): Promise<{ hits: AnalyticsHit[]; close: () => Promise<void> }> {
  const hits: AnalyticsHit[] = []
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', ANALYTICS_ORIGIN)
    hits.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) })
    if (url.pathname === '/gtag/js') {
      res
        .writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
        .end(script(ANALYTICS_ORIGIN))
    } else {
      res.writeHead(204, { 'access-control-allow-origin': '*' }).end()
    }
  })
  return new Promise((resolve) =>
    server.listen(ANALYTICS_PORT, '127.0.0.1', () =>
      resolve({ hits, close: () => new Promise<void>((done) => server.close(() => done())) }),
    ),
  )
}
