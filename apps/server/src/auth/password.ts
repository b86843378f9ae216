import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1): ≈ 7 ms a hash on this machine kind.
// `2` is Algorithm.Argon2id; the package declares it as a const enum, which isolatedModules
// cannot import.
const ARGON2_OPTIONS: Options = {
  algorithm: 2 as NonNullable<Options['algorithm']>,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** An argon2id PHC string ($argon2id$v=19$m=19456,t=2,p=1$...) with a fresh random salt. */
export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** True when `password` matches `passwordHash`; false (never throws) for a malformed hash. */
export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/**
 * Spends what a real verification spends, for a key that matches nobody, so a login for an
 * unknown e-mail or access code answers in about the same time as a wrong password.
 * Always resolves to false.
 */
export const dummyVerify = async (password = ''): Promise<false> => {
  dummyHash ??= hashPassword('dummy-password-that-matches-nothing');
  await verifyPassword(await dummyHash, password);
  return false;
};
