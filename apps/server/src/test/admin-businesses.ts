import { join } from 'node:path';
import { expect } from 'vitest';
import { schema } from '../db';
import { hashPassword } from '../auth/password';
import { createLocalStorage } from '../storage';
import type { Reply, TestServer } from './harness';
import { PASSWORD, sessionOf, type Who } from './fixtures';
import { decodeMail } from './mail';
import { createRowDump, rowChanges } from './row-dump';

// Helpers of the admin companies' HTTP tests (admin-businesses*.http.test.ts): the calls as each
// caller, people and companies of a test's own, and the "refused, nothing written" check.

export type Field = string | readonly string[] | Blob;

/** A business of the product's create form, with `users` and `managed_by` to fill in. */
export const FORM = {
  name: 'Oficina Nova',
  niche: 'Serviços automotivos',
  website: 'oficinanova.com.br',
  knowledge_base: 'Oficina mecânica de bairro com quatro boxes e atendimento de frotas.',
  meta_faturamento: '250000',
  username_instagram: '@oficinanova',
} as const;

export function adminBusinessesApi(world: () => { s: TestServer; tokens: Map<Who, string> }) {
  const act = (who: Who, action: string, body: Record<string, unknown> = {}): Promise<Reply> => {
    const { s, tokens } = world();
    return s.post('/admin/business', { ...sessionOf(tokens, who), ...body }, { action });
  };

  /** A multipart action (create, edit, approve); lists go as JSON text, as the client sends them. */
  const send = async (
    who: Who,
    action: 'create' | 'edit' | 'approve',
    fields: Record<string, Field | undefined>,
  ): Promise<Reply> => {
    const { s, tokens } = world();
    const form = new FormData();
    for (const [k, v] of Object.entries(sessionOf(tokens, who))) form.set(k, v);
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined) continue;
      if (v instanceof Blob) form.set(k, v, k === 'logo' ? 'logo' : k);
      else form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const res = await fetch(`${s.api}/admin/business`, {
      method: 'POST',
      headers: { action },
      body: form,
    });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text), headers: res.headers };
  };

  /** A person of the test's own (role, status, companies); answers id, e-mail and name. */
  const person = async (
    role: 'admin' | 'council' | 'user',
    businessIds: string[] = [],
    status: 'active' | 'waiting' = 'active',
  ) => {
    const { s } = world();
    const id = crypto.randomUUID();
    const tag = id.slice(0, 8);
    const row = {
      id,
      name: `Pessoa ${tag}`,
      email: `p-${tag}@empresa.test`,
      passwordHash: await hashPassword(PASSWORD),
      role,
      status,
    };
    await s.handle.db.insert(schema.users).values(row);
    for (const businessId of businessIds)
      await s.handle.db.insert(schema.userBusinesses).values({ userId: id, businessId });
    return { id, email: row.email, name: row.name };
  };

  /** An active company of the test's own. */
  const company = async (name = `Empresa ${crypto.randomUUID().slice(0, 8)}`) => {
    const { s } = world();
    const id = crypto.randomUUID();
    await s.handle.db.insert(schema.businesses).values({ id, name, niche: 'Varejo' });
    return { id, name };
  };

  const login = async (key: string, authType: 'user' | 'business' = 'user', password = PASSWORD) =>
    world().s.post('/login', { authType, key, password });

  const validates = async (jwt: string, authType: 'user' | 'business' = 'user') =>
    (await world().s.post('/validate-token', { authType, jwt })).body.valid as boolean;

  const storage = () => createLocalStorage(join(world().s.dataDir, 'files'));

  /** Runs a refused request: its status and text, and no row and no stored file written. */
  const refused = async (
    run: () => Promise<Reply>,
    status: number,
    message: string,
  ): Promise<void> => {
    const { s } = world();
    const dump = await createRowDump(s.handle.db, ['login_attempts']);
    const before = await dump();
    const files = (await storage().list('logos')).length;
    const r = await run();
    expect([r.status, r.body.error], JSON.stringify(r.body)).toEqual([status, message]);
    expect(rowChanges(before, await dump())).toEqual({});
    expect((await storage().list('logos')).length).toBe(files);
  };

  /** The e-mails written to `email` so far (after the work queued after replies), decoded. */
  const mailsTo = async (email: string) => {
    const { s } = world();
    await s.settle();
    return s
      .mails()
      .map((m) => decodeMail(m.raw))
      .filter((m) => m.to.includes(email));
  };

  return { act, send, person, company, login, validates, storage, refused, mailsTo };
}

/** A small but real SVG logo: drawn, with a script and an onload handler that must never run. */
export const HOSTILE_SVG = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" ' +
    `onload="console.log('svg-onload-ran')">` +
    '<rect width="64" height="64" fill="#1f7a4d" style="fill:#1f7a4d"/>' +
    `<script>console.log('svg-script-ran')</script>` +
    '</svg>',
);
