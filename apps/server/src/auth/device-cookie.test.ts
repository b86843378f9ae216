import { describe, expect, it } from 'vitest';
import { createDeviceCookies, DEVICE_COOKIE_TTL_MS } from './device-cookie';

const SECRET = 'segredo-de-teste-segredo-de-teste-0123';
let now = Date.parse('2026-11-24T12:00:00Z');
const cookies = (secret = SECRET) =>
  createDeviceCookies({ secret, path: '/webhook/portal/login', now: () => new Date(now) });
/** What a browser sends back of a Set-Cookie header. */
const sent = (setCookie: string) => setCookie.split(';')[0]!;

describe('device cookies', () => {
  it('names the device of its own account until it expires, and no other', () => {
    const devices = cookies();
    const header = devices.issue('user:ana@x.com.br', { secure: true });
    expect(header).toMatch(/; Secure/);
    const cookie = `outro=1; ${sent(header)}`;
    expect(devices.deviceOf('user:ana@x.com.br', cookie)).toMatch(/^[\w-]{22}$/);
    expect(devices.deviceOf('user:bia@x.com.br', cookie)).toBeNull();
    expect(
      cookies('outro-segredo-outro-segredo-0123456789').deviceOf('user:ana@x.com.br', cookie),
    ).toBeNull();
    now += DEVICE_COOKIE_TTL_MS;
    expect(devices.deviceOf('user:ana@x.com.br', cookie)).toBeNull();
  });

  it('gives each account its own cookie name and each login a new device', () => {
    const devices = cookies();
    const a = sent(devices.issue('user:ana@x.com.br', { secure: false }));
    const b = sent(devices.issue('user:bia@x.com.br', { secure: false }));
    const again = sent(devices.issue('user:ana@x.com.br', { secure: false }));
    expect(a.split('=')[0]).not.toBe(b.split('=')[0]);
    expect(a.split('=')[0]).toBe(again.split('=')[0]);
    expect(devices.deviceOf('user:ana@x.com.br', a)).not.toBe(
      devices.deviceOf('user:ana@x.com.br', again),
    );
    expect(devices.deviceOf('user:ana@x.com.br', `${a.split('=')[0]}=lixo`)).toBeNull();
    expect(devices.deviceOf('user:ana@x.com.br', null)).toBeNull();
  });
});
