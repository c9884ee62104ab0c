import type { Session } from 'electron';

// The renderer (app://essay-coach) and the backend (https://…) are different sites, so the backend's
// SameSite=Lax session cookie would never be sent with the app's API calls and sign-in could not stick.
// Inside this app only our own page can make requests (navigation elsewhere is refused), so the
// cross-site protection Lax gives a browser is not needed here: cookies from the configured backend
// are stored as SameSite=None; Secure. The server still checks Origin on every state-changing call.

/** Rewrites one Set-Cookie value to SameSite=None; Secure, keeping every other attribute. */
export function crossSiteCookie(setCookie: string): string {
  const parts = setCookie
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p && !/^samesite\s*=/i.test(p));
  if (!parts.slice(1).some((p) => /^secure$/i.test(p))) parts.push('Secure');
  parts.push('SameSite=None');
  return parts.join('; ');
}

export function installApiCookiePolicy(session: Session, apiBaseUrl: string): void {
  const origin = new URL(apiBaseUrl).origin;
  session.webRequest.onHeadersReceived({ urls: [`${origin}/*`] }, (details, callback) => {
    const headers = { ...details.responseHeaders };
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'set-cookie') headers[name] = (headers[name] ?? []).map(crossSiteCookie);
    }
    callback({ responseHeaders: headers });
  });
}
