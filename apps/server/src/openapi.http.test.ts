import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Ajv from 'ajv-draft-04';
import type { OpenAPIV3 } from 'openapi-types';
import { BACKENDS, type TestServer } from './test/harness';
import { FORM } from './test/admin-businesses';
import { sessionOf, useSignedInServer, type People, type Who } from './test/fixtures';

type Schema = OpenAPIV3.SchemaObject;
type Document = OpenAPIV3.Document;
type Kind = 'application/json' | 'multipart/form-data';

/**
 * OpenAPI 3.0 schemas are JSON Schema draft 04/05 (boolean exclusiveMinimum) plus `nullable`,
 * which ajv knows; strict mode refuses any keyword or format it cannot check.
 */
const strictValidator = () => {
  const ajv = new Ajv({ strict: true, allErrors: true });
  ajv.addKeyword('example');
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('binary', () => true);
  return ajv;
};

const DRIVE_FILE = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view';

describe.each(BACKENDS)('the OpenAPI document integrators read (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  let text: string;
  let doc: Document;
  const ajv = strictValidator();

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  beforeAll(async () => {
    const r = await fetch(`${s.api}/openapi.json`);
    expect(r.status).toBe(200);
    text = await r.text();
    doc = JSON.parse(text) as Document;
  });

  const operation = (path: string) => doc.paths[`/webhook/portal${path}`]!.post!;
  const bodySchema = (path: string, kind: Kind) =>
    (operation(path).requestBody as OpenAPIV3.RequestBodyObject).content[kind]!.schema as Schema;
  /** The member of the request schema titled with the action (the schema itself when single). */
  const actionSchema = (path: string, kind: Kind, action: string) => {
    const schema = bodySchema(path, kind);
    const member = (schema.anyOf as Schema[] | undefined)?.find((m) => m.title === action);
    return member ?? (schema.title === action ? schema : undefined);
  };
  const errorsOf = (schema: Schema | undefined, value: unknown) => {
    expect(schema).toBeDefined();
    const validate = ajv.compile(schema!);
    return validate(value) ? [] : validate.errors;
  };

  it('passes swagger-parser: validate, then dereference', async () => {
    await expect(SwaggerParser.validate(JSON.parse(text))).resolves.toBeTruthy();
    const whole = await SwaggerParser.dereference(JSON.parse(text));
    expect((whole as Document).openapi).toBe('3.0.3');
    expect(JSON.stringify(whole)).not.toContain('"$ref"');
  });

  it('has no errors under Redocly recommended, its examples checked against their schemas', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'no-invalid-media-type-examples': 'error', 'no-invalid-schema-examples': 'error' },
    });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('declares bearer JWT and the ingestion key, each on the operations that take it', () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      bearerJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      ingestApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
    });
    expect(operation('/login').security).toEqual([]);
    expect(operation('/validate-token').security).toEqual([]);
    expect(doc.paths['/webhook/request-password-reset']!.post!.security).toEqual([]);
    expect(operation('/documents').security).toEqual([{ bearerJwt: [] }]);
    expect(operation('/admin/business').security).toEqual([{ bearerJwt: [] }]);
    expect(operation('/meetings/ingest').security).toEqual([
      { ingestApiKey: [] },
      { bearerJwt: [] },
    ]);
  });

  it('shows pt-BR examples from the demo data that fit their schemas', () => {
    const examples = (path: string) =>
      (operation(path).requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
        .examples as Record<string, OpenAPIV3.ExampleObject>;
    const create = examples('/admin/business').create!.value as Record<string, unknown>;
    expect(create.name).toBe('Sorriso Pleno Odontologia');
    expect(examples('/login').user!.value).toMatchObject({ key: 'usuario@demo.com.br' });
    for (const path of ['/login', '/documents', '/tasks', '/admin/business', '/meetings/ingest']) {
      for (const [name, example] of Object.entries(examples(path))) {
        const schema =
          actionSchema(path, 'application/json', name) ?? bodySchema(path, 'application/json');
        expect(errorsOf(schema, example.value), `${path} ${name}`).toEqual([]);
      }
    }
  });

  /** Bodies as the server's own tests send them: each fits its action's schema and gets a 200. */
  it('describes real requests: each body fits its action and the server accepts it', async () => {
    const business = people.businessA.id;
    const folder = `Financeiro ${randomUUID().slice(0, 6)}`;
    const cases: { path: string; action: string; in: 'query' | 'header'; body: object }[] = [
      {
        path: '/documents',
        action: 'createFolder',
        in: 'query',
        // Also a valid delete body: a `oneOf` of the actions' bodies refuses it.
        body: { business, name: folder, parentId: null },
      },
      {
        path: '/documents',
        action: 'createDocument',
        in: 'query',
        body: {
          business,
          name: `Contrato ${randomUUID().slice(0, 6)}`,
          drive_url: DRIVE_FILE,
          driveId: 'id-inventado',
          type: 'redirectFolder',
          parentId: null,
        },
      },
      {
        path: '/documents',
        action: 'rename',
        in: 'query',
        body: { business, oldName: folder, newName: `${folder} 2026`, type: 'folder' },
      },
      {
        path: '/tasks',
        action: 'create',
        in: 'header',
        body: {
          business,
          task: {
            id: randomUUID(),
            title: 'Revisar o fluxo de caixa',
            task: 'Conferir as entradas da semana com o extrato do banco.',
            status: 'Not started',
            created_at: new Date().toISOString(),
            completed_at: null,
            from_meeting: null,
          },
        },
      },
      {
        path: '/admin/business',
        action: 'setAccess',
        in: 'header',
        body: { businessId: business, password: 'senha-nova-123' },
      },
      {
        path: '/admin/business',
        action: 'reject',
        in: 'header',
        body: { businessId: people.waitingBusiness.id },
      },
      {
        path: '/admin/users',
        action: 'create',
        in: 'header',
        body: {
          user: {
            name: 'Conselheira Nova',
            email: `conselheira.${randomUUID().slice(0, 6)}@teste.com.br`,
            phone_number: '11 99999-0000',
            password: 'senha-nova-123',
            role: 'council',
            knowledge_base: 'Finanças',
            business: { businesses: [{ id: people.businessB.id }] },
          },
        },
      },
    ];
    for (const c of cases) {
      const body = { ...sessionOf(tokens, 'admin'), ...c.body };
      const schema = actionSchema(c.path, 'application/json', c.action);
      expect(errorsOf(schema, body), `${c.path} ${c.action}`).toEqual([]);
      expect(errorsOf(bodySchema(c.path, 'application/json'), body)).toEqual([]);
      const r =
        c.in === 'query'
          ? await s.post(`${c.path}?action=${c.action}`, body)
          : await s.post(c.path, body, { action: c.action });
      expect(r.status, `${c.path} ${c.action}: ${JSON.stringify(r.body)}`).toBe(200);
    }
    // With `Authorization: Bearer` the body leaves out the session fields, as the document says.
    const bare = { business, name: `Notas ${randomUUID().slice(0, 6)}`, parentId: null };
    expect(errorsOf(actionSchema('/documents', 'application/json', 'createFolder'), bare)).toEqual(
      [],
    );
    const r = await fetch(`${s.api}/documents?action=createFolder`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.get('admin')}`,
      },
      body: JSON.stringify(bare),
    });
    expect(r.status, await r.text()).toBe(200);
  });

  it('describes the admin company forms (multipart create and edit) the server accepts', async () => {
    const send = async (action: 'create' | 'edit', fields: Record<string, string | undefined>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
      const res = await fetch(`${s.api}/admin/business`, {
        method: 'POST',
        headers: { action },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const create = {
      ...sessionOf(tokens, 'admin'),
      ...FORM,
      name: `Oficina ${randomUUID().slice(0, 6)}`,
      users: JSON.stringify([people.council.id]),
      managed_by: people.council.id,
      custom_questions: JSON.stringify(['Qual foi o destaque do mês?']),
    };
    expect(
      errorsOf(actionSchema('/admin/business', 'multipart/form-data', 'create'), create),
    ).toEqual([]);
    const created = await send('create', create);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const edit = {
      ...sessionOf(tokens, 'admin'),
      id: created.body[0].business.id as string,
      meta_faturamento: '300000',
      custom_questions: JSON.stringify(['Qual foi o destaque do mês?', 'Quantos clientes novos?']),
    };
    expect(errorsOf(actionSchema('/admin/business', 'multipart/form-data', 'edit'), edit)).toEqual(
      [],
    );
    const edited = await send('edit', edit);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  });

  it('refuses what the server refuses: a stray key, a missing field', () => {
    const folder = actionSchema('/documents', 'application/json', 'createFolder');
    const body = { ...sessionOf(tokens, 'admin'), business: people.businessA.id, name: 'Notas' };
    expect(errorsOf(folder, { ...body, parentId: null })).toEqual([]);
    expect(errorsOf(folder, { ...body, parentId: null, hacker: true })).not.toEqual([]);
    expect(errorsOf(folder, body)).not.toEqual([]);
    const whole = bodySchema('/documents', 'application/json');
    expect(errorsOf(whole, { ...body, parentId: null, hacker: true })).not.toEqual([]);
  });
});
