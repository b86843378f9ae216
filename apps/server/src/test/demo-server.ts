import type { AppOptions } from '../app';
import { DEMO_ACCOUNTS, seedDemo } from '../seed/demo';
import { startServer, type Backend, type TestServer } from './harness';

/**
 * A server over the pt-BR demo seeded as of `now`, its clock stopped there, many chat questions
 * a second allowed; and the demo admin's token.
 */
export async function startDemoServer(
  backend: Backend,
  now: Date,
  overrides: Partial<AppOptions> = {},
): Promise<{ s: TestServer; jwt: string }> {
  const s = await startServer(backend, {
    clock: { now: () => now },
    chatRate: { max: 10_000, windowMs: 1_000 },
    ...overrides,
  });
  // Into the store the server reads (the local folder, or the bucket a test gives it).
  await seedDemo(s.handle.db, s.options.storage, { now });
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const login = await s.post('/login', {
    authType: 'user',
    key: admin.key,
    password: admin.password,
  });
  return { s, jwt: login.body.jwt_token };
}
