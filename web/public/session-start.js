// The session's refresh, sent while the app's scripts download rather than once they have run: on a
// phone's network the member's first requests (which need the access token it gives) start that much
// sooner. A plain script, loaded `async` by index.html: it runs as soon as it arrives, before the app.
//
// It only sends the request (and asks for the member pages' common files); the app reads the answer (src/shared/api/client.ts, `takeEarlyRefresh`).
// The rules are the app's own: nothing without the session marker (src/shared/session/session-marker.ts),
// and tabs take turns through the same Web Lock, since the refresh token is single use. If the app has
// already asked (this script came late), it does nothing: the app's request is the only one.
(function () {
  var script = document.currentScript;
  var hasSession = document.cookie.split(';').some(function (part) {
    return part.trim() === 'has_session=1';
  });
  if (!hasSession || window.__sessionRefresh !== undefined) return;
  var send = function () {
    return fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { Accept: 'application/json, application/problem+json' },
      credentials: 'same-origin',
      // As the app's own refresh (src/shared/api/client.ts): the answer carries the rotated refresh cookie,
      // and must reach the browser even if this page is left or reloaded while it is on its way.
      keepalive: true,
    });
  };
  var sent = navigator.locks ? navigator.locks.request('streaming-session-refresh', send) : send();
  // A network failure is the app's to report (as its own request's would be), not an unhandled rejection.
  sent.catch(function () {});
  window.__sessionRefresh = sent;
  // The files every member page needs (TanStack Query, the shared member modules: named by the build,
  // vite.config.ts), fetched now beside the app's own rather than once the app has run.
  var files = (script && script.getAttribute('data-member-files')) || '';
  files.split(' ').forEach(function (href) {
    if (!href) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();
