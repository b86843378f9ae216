import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Logger } from './logger';

/** Only the owner reads or writes a kept secret. */
const OWNER_ONLY = 0o600;

export type SecretFile = {
  /** The folder that keeps it (DATA_DIR); made when missing. */
  dir: string;
  /** File name inside `dir`, e.g. 'jwt-secret'. */
  name: string;
  /** A kept secret shorter than this is replaced by a new one. */
  minLength: number;
  /** Random bytes of a new secret (written base64url, so 4/3 as many characters). */
  bytes: number;
  /** Log prefix and what the warning calls the secret, e.g. '[ingestão]' and 'a chave'. */
  tag: string;
  noun: string;
};

export type KeptSecret = {
  secret: string;
  /** 'file' when a kept one was used, 'generated' when this call wrote a new one. */
  source: 'file' | 'generated';
  file: string;
};

/**
 * A secret kept in a file of its own so it survives restarts (the JWT secret, the ingestion
 * key): a kept one of at least `minLength` characters is used (an operator may have written their
 * own); otherwise a random one is written, mode 0600. A kept file that others may read is narrowed
 * back to 0600 with a warning, since whoever reads the secret can sign tokens or write meetings.
 * The warning names the file and its old mode, never the secret.
 */
export function keepSecretFile(spec: SecretFile, logger: Pick<Logger, 'warn'>): KeptSecret {
  mkdirSync(spec.dir, { recursive: true });
  const file = join(spec.dir, spec.name);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= spec.minLength) {
      const mode = statSync(file).mode & 0o777;
      if (mode & ~OWNER_ONLY) {
        chmodSync(file, OWNER_ONLY);
        logger.warn(
          `${spec.tag} ${file} tinha permissões ${mode.toString(8).padStart(4, '0')}; reduzidas para 0600 (só o dono lê ${spec.noun})`,
        );
      }
      return { secret: kept, source: 'file', file };
    }
  }
  const secret = randomBytes(spec.bytes).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: OWNER_ONLY });
  // writeFileSync's mode only applies to a new file (and through the umask): set it outright.
  chmodSync(file, OWNER_ONLY);
  return { secret, source: 'generated', file };
}
