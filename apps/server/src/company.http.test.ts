import { beforeEach, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import { useSignedInServer, EVERYONE, type People, type Who } from './test/fixtures';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Fields = {
  website: string;
  niche: string;
  knowledge_base: string;
  meta_faturamento: string;
  username_instagram: string;
};
const FIELDS: Fields = {
  website: 'https://alfa.com.br',
  niche: 'Varejo',
  knowledge_base: 'Loja de bairro com 12 funcionários.',
  meta_faturamento: '150000',
  username_instagram: '@alfa',
};

describe.each(BACKENDS)('company information (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  const authTypeOf = (who: Who) => (who === 'business' ? 'business' : 'user');
  const get = (who: Who, businessId: string = people.businessA.id) =>
    s.post(
      '/myBusiness',
      who === 'none'
        ? { authType: 'user', businessId }
        : { jwt: tokens.get(who)!, authType: authTypeOf(who), businessId },
      { action: 'get' },
    );
  const update = async (
    who: Who,
    fields: Partial<Fields> = {},
    logo?: { bytes: Uint8Array | string; name?: string },
    businessId: string = people.businessA.id,
  ) => {
    const form = new FormData();
    if (who !== 'none') form.set('jwt', tokens.get(who)!);
    form.set('authType', authTypeOf(who));
    form.set('businessId', businessId);
    for (const [k, v] of Object.entries({ ...FIELDS, ...fields })) form.set(k, v);
    if (logo)
      form.set(
        'logo',
        new Blob([logo.bytes as BlobPart], { type: 'image/png' }),
        logo.name ?? 'logo.png',
      );
    const res = await fetch(`${s.api}/myBusiness`, {
      method: 'POST',
      headers: { action: 'update' },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  };
  const row = async (id: string = people.businessA.id) => {
    const [r] = await s.handle.db
      .select()
      .from(schema.businesses)
      .where(eq(schema.businesses.id, id));
    return r!;
  };
  const storedLogos = () => {
    try {
      return readdirSync(join(s.dataDir, 'files', 'objects', 'logos')).sort();
    } catch {
      return [];
    }
  };

  beforeEach(async () => {
    // Each test starts from the same company A.
    await s.handle.db
      .update(schema.businesses)
      .set({
        website: null,
        niche: 'Varejo',
        knowledgeBase: null,
        metaFaturamento: 0,
        usernameInstagram: null,
        managedBy: people.user.id,
        lastDre: '2026-10-05',
      })
      .where(eq(schema.businesses.id, people.businessA.id));
  });

  describe('get', () => {
    it('answers a list whose first element is the business, with its active people', async () => {
      const r = await get('user');
      expect(r.status).toBe(200);
      expect(r.body).toHaveLength(1);
      const [b] = r.body;
      expect(b).toMatchObject({
        id: people.businessA.id,
        name: 'Alfa Comércio',
        logo: null,
        website: null,
        niche: 'Varejo',
        knowledge_base: null,
        custom_questions: [],
        meta_faturamento: 0,
        username_instagram: null,
        managed_by: people.user.id,
        lastDRE: '2026-10-05',
      });
      expect(b.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // The waiting person linked to A is not one of its users yet; the outsider never was.
      expect(b.access_users).toEqual([
        { id: people.council.id, name: 'conselho', email: people.council.email, role: 'council' },
        { id: people.user.id, name: 'usuario', email: people.user.email, role: 'user' },
      ]);
    });
  });

  describe('update', () => {
    it('saves the fields, answers the business, and get shows the same', async () => {
      const r = await update('user', {
        website: 'loja-alfa.com.br',
        meta_faturamento: '1500,50',
        username_instagram: '@alfa.loja',
        knowledge_base: 'Vende pães e doces.',
      });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('success');
      expect(r.body.message).toBe('Informações atualizadas com sucesso');
      expect(r.body.business).toMatchObject({
        website: 'https://loja-alfa.com.br',
        meta_faturamento: 1500.5,
        username_instagram: '@alfa.loja',
        knowledge_base: 'Vende pães e doces.',
        niche: 'Varejo',
      });
      expect((await get('business')).body[0]).toEqual(r.body.business);
    });

    it('empty website and Instagram are allowed and stored as empty', async () => {
      const r = await update('business', {
        website: '',
        username_instagram: '',
        meta_faturamento: '0',
      });
      expect(r.status).toBe(200);
      expect(r.body.business).toMatchObject({
        website: null,
        username_instagram: null,
        meta_faturamento: 0,
      });
    });

    it('a PNG logo is stored and served; a new one replaces it and the old file goes', async () => {
      const first = await update('admin', {}, { bytes: PNG_1x1 });
      expect(first.status).toBe(200);
      const url = first.body.business.logo as string;
      expect(url).toMatch(/^\/webhook\/portal\/files\/logos\/[0-9a-f-]{36}\.png$/);
      const served = await fetch(`${s.base}${url}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1x1)).toBe(true);
      const second = await update('user', {}, { bytes: PNG_1x1 });
      expect(second.body.business.logo).not.toBe(url);
      expect((await fetch(`${s.base}${url}`)).status).toBe(404);
      expect(storedLogos()).toEqual([second.body.business.logo.split('/').pop()]);
      // An update without a logo keeps it.
      const third = await update('user', { niche: 'Padaria' });
      expect(third.body.business.logo).toBe(second.body.business.logo);
    });
  });

  describe('bad input: a clear message and nothing changed', () => {
    const expectUnchanged = async (
      run: () => Promise<{ status: number; body: { error: string } }>,
      status: number,
      message: string,
    ) => {
      const before = await row();
      const logos = storedLogos();
      const r = await run();
      expect(r.status).toBe(status);
      expect(r.body.error).toBe(message);
      expect(await row()).toEqual(before);
      expect(storedLogos()).toEqual(logos);
    };

    it('a logo over 2 MB', async () => {
      const big = new Uint8Array(2 * 1024 * 1024 + 1);
      big.set(PNG_1x1);
      await expectUnchanged(
        () => update('user', { niche: 'Mudou' }, { bytes: big }),
        400,
        'O tamanho da imagem deve ser inferior a 2MB',
      );
    });

    it('a text file named logo.png', async () => {
      await expectUnchanged(
        () =>
          update(
            'user',
            { niche: 'Mudou' },
            { bytes: 'isto é texto, não imagem', name: 'logo.png' },
          ),
        400,
        'Formato de imagem não suportado. Envie uma imagem PNG, JPEG, WebP ou GIF.',
      );
    });

    it('a website that is no URL', async () => {
      await expectUnchanged(
        () => update('user', { website: 'não é site' }),
        400,
        'Por favor, insira uma URL válida para o website',
      );
    });

    it('an Instagram without @', async () => {
      await expectUnchanged(
        () => update('user', { username_instagram: 'alfa' }),
        400,
        'O username do Instagram deve começar com @',
      );
    });

    it.each([
      ['-5', 'A meta de receita não pode ser negativa'],
      ['muito', 'Por favor, insira uma meta de receita válida'],
      ['1e9', 'Por favor, insira uma meta de receita válida'],
      ['99999999999999', 'A meta de receita deve ser menor que R$ 1 trilhão'],
    ])('a meta of %s', async (meta, message) => {
      await expectUnchanged(() => update('user', { meta_faturamento: meta }), 400, message);
    });

    it('council reads but may not update', async () => {
      await expectUnchanged(
        () => update('council', { niche: 'Mudou' }, { bytes: PNG_1x1 }),
        403,
        'Você não tem permissão para realizar esta ação.',
      );
    });

    it('another company', async () => {
      await expectUnchanged(
        () => update('outsider', { niche: 'Mudou' }),
        403,
        'Você não tem permissão para acessar esta empresa.',
      );
      const before = await row(people.businessB.id);
      const r = await update('user', { niche: 'Mudou' }, undefined, people.businessB.id);
      expect(r.status).toBe(403);
      expect(await row(people.businessB.id)).toEqual(before);
    });
  });

  describe('authorization matrix on company A', () => {
    const readers: Who[] = ['admin', 'council', 'user', 'business'];
    const writers: Who[] = ['admin', 'user', 'business'];
    const expected = (who: Who, ok: Who[]) => (who === 'none' ? 401 : ok.includes(who) ? 200 : 403);

    it.each(EVERYONE)('get as %s', async (who) => {
      expect((await get(who)).status).toBe(expected(who, readers));
    });
    it.each(EVERYONE)('update as %s', async (who) => {
      const r = await update(who, { niche: `Nicho de ${who}` });
      expect(r.status).toBe(expected(who, writers));
      expect((await row()).niche).toBe(writers.includes(who) ? `Nicho de ${who}` : 'Varejo');
    });
    it('each reaches only their own companies', async () => {
      expect((await get('user', people.businessB.id)).status).toBe(403);
      expect((await get('business', people.businessB.id)).status).toBe(403);
      expect((await get('council', people.businessB.id)).status).toBe(200);
      expect((await get('council', people.businessC.id)).status).toBe(403);
      expect((await get('outsider', people.businessC.id)).status).toBe(200);
      expect((await get('admin', people.businessC.id)).status).toBe(200);
    });
  });
});
