import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createJwtService, isIssuedAfter } from './jwt';

const secret = 'k'.repeat(40);

describe('jwt', () => {
  it('signs the agreed claims and verifies them', async () => {
    const at = new Date('2026-03-01T12:00:00.250Z');
    const jwt = createJwtService({ secret, ttlSeconds: 12 * 3600, now: () => at });
    const token = await jwt.sign({ sub: 'u1', typ: 'user', role: 'council' });
    const claims = await jwt.verify(token);
    expect(claims).toEqual({
      sub: 'u1',
      typ: 'user',
      role: 'council',
      iat: Math.floor(at.getTime() / 1000),
      iatMs: at.getTime(),
      exp: Math.floor(at.getTime() / 1000) + 12 * 3600,
    });
  });

  it('refuses an expired token, another secret, alg none and mismatched claims', async () => {
    let now = new Date('2026-03-01T12:00:00Z');
    const jwt = createJwtService({ secret, ttlSeconds: 60, now: () => now });
    const token = await jwt.sign({ sub: 'u1', typ: 'user', role: 'user' });
    now = new Date(now.getTime() + 61_000);
    expect(await jwt.verify(token)).toBeNull();
    const other = createJwtService({ secret: 'z'.repeat(40), ttlSeconds: 60 });
    expect(await other.verify(await jwt.sign({ sub: 'u1', typ: 'user', role: 'user' }))).toBeNull();
    const [, payload] = token.split('.');
    expect(await jwt.verify(`eyJhbGciOiJub25lIn0.${payload}.`)).toBeNull();
    const odd = await new SignJWT({ typ: 'business', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('b1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await createJwtService({ secret, ttlSeconds: 60 }).verify(odd)).toBeNull();
  });

  it('compares issue time with the cut-off in milliseconds, not whole seconds', async () => {
    const cutoff = new Date('2026-03-01T12:00:00.500Z');
    const before = new Date('2026-03-01T12:00:00.400Z'); // same second, earlier
    const after = new Date('2026-03-01T12:00:00.600Z'); // same second, later
    const tokenAt = async (d: Date) => {
      const jwt = createJwtService({ secret, ttlSeconds: 3600, now: () => d });
      return jwt.verify(await jwt.sign({ sub: 'u1', typ: 'user', role: 'user' }));
    };
    expect(isIssuedAfter((await tokenAt(before))!, cutoff)).toBe(false);
    expect(isIssuedAfter((await tokenAt(after))!, cutoff)).toBe(true);
    expect(isIssuedAfter((await tokenAt(before))!, null)).toBe(true);
  });
});
