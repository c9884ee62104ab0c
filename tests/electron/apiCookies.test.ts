import { describe, expect, it } from 'vitest';
import { crossSiteCookie, installApiCookiePolicy } from '../../electron/main/apiCookies';
import { FakeSession } from './helpers/fakeElectron';

describe('backend cookies in the desktop app', () => {
  it('become SameSite=None; Secure so the app (another site) can send them', () => {
    expect(crossSiteCookie('sid=abc; Path=/; HttpOnly; SameSite=Lax')).toBe(
      'sid=abc; Path=/; HttpOnly; Secure; SameSite=None',
    );
    expect(crossSiteCookie('__Host-sid=abc; Path=/; Secure; HttpOnly; SameSite=Strict')).toBe(
      '__Host-sid=abc; Path=/; Secure; HttpOnly; SameSite=None',
    );
    expect(crossSiteCookie('access_token=; Path=/api/auth; Expires=Thu, 01 Jan 1970 00:00:00 GMT')).toBe(
      'access_token=; Path=/api/auth; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=None',
    );
  });

  it('only for responses from the configured backend', async () => {
    const ses = new FakeSession();
    installApiCookiePolicy(ses as never, 'https://api.essaycoach.example/api');
    expect(ses.headersReceived!.filter).toEqual({ urls: ['https://api.essaycoach.example/*'] });
    const result = await new Promise<{ responseHeaders?: Record<string, string[]> }>((resolve) =>
      ses.headersReceived!.handler(
        {
          url: 'https://api.essaycoach.example/api/auth/login',
          responseHeaders: {
            'Set-Cookie': ['sid=1; Path=/; HttpOnly; SameSite=Lax'],
            'Content-Type': ['application/json'],
          },
        },
        resolve,
      ),
    );
    expect(result.responseHeaders).toEqual({
      'Set-Cookie': ['sid=1; Path=/; HttpOnly; Secure; SameSite=None'],
      'Content-Type': ['application/json'],
    });
  });
});
