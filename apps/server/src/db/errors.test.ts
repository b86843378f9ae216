import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './errors';

/** An error as drizzle throws it: its own message, the driver's error as `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('knows a database that cannot be reached, through the wrapper', () => {
    for (const error of [
      coded('57P01', 'terminating connection due to administrator command'),
      coded('08006'),
      coded('3D000', 'database "x" does not exist'),
      coded('ECONNREFUSED'),
      coded('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Cannot use a pool after calling end on the pool'),
      new Error('PGlite is closed'),
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect(isDatabaseUnreachable(wrapped(error))).toBe(true);
    }
  });

  it('leaves a wrong query or value to the other answers', () => {
    for (const error of [
      coded('23505', 'duplicate key'),
      coded('22P02', 'invalid input syntax for type uuid'),
      coded('42P01', 'relation does not exist'),
      new Error('boom'),
      'text',
      undefined,
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(false);
      expect(isDatabaseUnreachable(wrapped(error))).toBe(false);
    }
  });
});
