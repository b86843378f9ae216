import { describe, expect, it } from 'vitest';
import { dummyVerify, hashPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and a fresh salt each time', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('demo1234');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('senha-certa');
    expect(await verifyPassword(hash, 'senha-certa')).toBe(true);
    expect(await verifyPassword(hash, 'senha-errada')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answers false instead of throwing for a malformed hash', async () => {
    expect(await verifyPassword('não-é-um-hash', 'qualquer')).toBe(false);
    expect(await verifyPassword('', 'qualquer')).toBe(false);
  });

  it('has a dummy verification for unknown keys that never succeeds', async () => {
    expect(await dummyVerify('dummy-password-that-matches-nothing')).toBe(false);
    expect(await dummyVerify()).toBe(false);
  });
});
