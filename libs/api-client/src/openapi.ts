import { generateSchema } from '@anatine/zod-openapi';
import { generateOpenApi } from '@ts-rest/open-api';
import { z, type ZodTypeAny } from 'zod';
import { uploadSchema } from './schemas/common';
import { createPortalContract } from './contract';
import { actionsOfMeta, rolesOfMeta, type RouteMeta } from './contracts/shared';
import { FIELD_EXAMPLES, REQUEST_EXAMPLES } from './openapi-examples';

export const API_VERSION = '1.0.0';

type OpenApiDocument = ReturnType<typeof generateOpenApi>;
type OperationMapper = NonNullable<
  NonNullable<Parameters<typeof generateOpenApi>[2]>['operationMapper']
>;
type Operation = Parameters<OperationMapper>[0];
type AppRoute = Parameters<OperationMapper>[1];
type FieldSchema = { type: 'string'; format?: 'binary' };
type Json = Record<string, unknown>;

/** The two ways a caller proves who it is; every operation names the ones it accepts. */
export const SECURITY_SCHEMES = {
  bearerJwt: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The `jwt_token` answered by /login. It may instead travel in the body as `jwt` (with ' +
      '`authType`), as the portal sends it; with the header those two fields can be left out.',
  },
  ingestApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description:
      'The installation key of meetings ingestion (INGEST_API_KEY, or DATA_DIR/ingest-api-key ' +
      'in embedded mode), for recorders and transcription services.',
  },
} as const;

/** Session fields the Authorization header can stand in for (the server fills them from it). */
const HEADER_SESSION_FIELDS = new Set(['jwt', 'authType']);

const isUpload = (schema: ZodTypeAny): boolean => {
  if (schema === uploadSchema) return true;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return isUpload(schema.unwrap());
  }
  return schema instanceof z.ZodEffects ? isUpload(schema.innerType()) : false;
};

/**
 * Multipart parts are all text except uploads, so a flat string/binary schema describes them
 * faithfully without a second converter.
 */
const multipartSchema = (schema: ZodTypeAny) => {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, ZodTypeAny>) : {};
  const properties: Record<string, FieldSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    properties[key] = isUpload(field) ? { type: 'string', format: 'binary' } : { type: 'string' };
    if (!field.isOptional()) required.push(key);
  }
  return { type: 'object' as const, properties, required };
};

/**
 * One member per action, titled with its name. `anyOf`, not `oneOf`: the action header or query
 * parameter chooses the schema, not the body, and several actions accept the same body (a
 * createFolder body is also a valid delete body), so "exactly one" would refuse real requests.
 */
const perAction = (members: Record<string, Json>): Json => {
  const list = Object.entries(members).map(([action, schema]) => ({ title: action, ...schema }));
  return list.length === 1 ? list[0]! : { anyOf: list };
};

/** Calls `visit` on every object under `node`, children first (so a visit sees them finished). */
const eachObject = (node: unknown, visit: (object: Json) => void): void => {
  if (Array.isArray(node)) return node.forEach((item) => eachObject(item, visit));
  if (!node || typeof node !== 'object') return;
  Object.values(node).forEach((value) => eachObject(value, visit));
  visit(node as Json);
};

/**
 * zod-to-openapi writes a few JSON Schema 2020 forms into an OpenAPI 3.0 document; these are put
 * back in 3.0's words. A z.union is "the first member that matches", which is anyOf, never oneOf.
 */
const toOpenApi30 = (schema: Json): void => {
  for (const [keyword, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[keyword] === 'number') {
      schema[bound] = schema[keyword];
      schema[keyword] = true;
    }
  }
  // A schema without a type already accepts null; 3.0 only knows `nullable` beside a type.
  if (schema.nullable === true && schema.type === undefined) delete schema.nullable;
  if (Array.isArray(schema.oneOf)) {
    // Two replies of the same shape are one member.
    const seen = new Set<string>();
    schema.anyOf = schema.oneOf.filter((member) => {
      const key = JSON.stringify(member);
      return !seen.has(key) && seen.add(key);
    });
    delete schema.oneOf;
    delete schema.discriminator;
  }
};

/** Field-level pt-BR examples (demo data), where the field's type, enum and format allow them. */
const addFieldExamples = (schema: Json): void => {
  const properties = schema.properties as Record<string, Json> | undefined;
  for (const [name, property] of Object.entries(properties ?? {})) {
    const example = FIELD_EXAMPLES[name];
    if (example === undefined || 'example' in property) continue;
    const type = property.type === 'integer' ? 'number' : property.type;
    const fitsEnum = !Array.isArray(property.enum) || property.enum.includes(example);
    const fitsFormat = property.format === undefined || property.format === 'uuid';
    if (type === typeof example && fitsEnum && fitsFormat) property.example = example;
  }
};

/** With the Authorization header the body's session fields are optional: the server fills them. */
const sessionFieldsOptional = (node: unknown): void => {
  if (Array.isArray(node)) return node.forEach(sessionFieldsOptional);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (Array.isArray(schema.required)) {
    const required = schema.required.filter((f: string) => !HEADER_SESSION_FIELDS.has(f));
    if (required.length) schema.required = required;
    else delete schema.required;
  }
  for (const key of ['anyOf', 'oneOf', 'allOf']) sessionFieldsOptional(schema[key]);
};

const securityOf = (meta: RouteMeta | undefined): Record<string, string[]>[] => {
  // validate-token answers { valid: false } for a bad token instead of refusing the caller.
  if (!meta || meta.session === 'none' || meta.answersBadToken) return [];
  if (meta.session === 'ingest') return [{ ingestApiKey: [] }, { bearerJwt: [] }];
  return [{ bearerJwt: [] }];
};

/**
 * `x-roles`: who may call, from the contract's roles. A path `action` chooses lists each action
 * that needs a role; any other operation, its roles. Absent: any signed-in caller (of the company
 * the body names, where it names one).
 */
const rolesExtension = (meta: RouteMeta | undefined) => {
  if (!meta || (!meta.roles && !meta.actionRoles)) return {};
  if (!meta.actionIn) return meta.roles ? { 'x-roles': meta.roles } : {};
  const byAction = actionsOfMeta(meta).flatMap((action) => {
    const roles = rolesOfMeta(meta, action);
    return roles ? [[action, roles] as const] : [];
  });
  return { 'x-roles': Object.fromEntries(byAction) };
};

/**
 * What ts-rest cannot say about an operation: its security, who may call, one body schema per action (ts-rest
 * allows one body per route, and our paths serve several actions), the multipart parts of mixed
 * paths, and the examples.
 */
const completeOperation = (operation: Operation, route: AppRoute): Operation => {
  const meta = route.metadata as RouteMeta | undefined;
  const security = securityOf(meta);
  const body =
    operation.requestBody && 'content' in operation.requestBody ? operation.requestBody : undefined;
  const content = body ? { ...body.content } : undefined;
  if (content?.['application/json'] && meta?.actionBodies) {
    const schemas = Object.fromEntries(
      Object.entries(meta.actionBodies).map(([action, schema]) => [action, generateSchema(schema)]),
    );
    content['application/json'] = { schema: perAction(schemas) };
  }
  if (content && meta?.multipart) {
    const schemas = Object.fromEntries(
      Object.entries(meta.multipart).map(([action, schema]) => [action, multipartSchema(schema)]),
    );
    content['multipart/form-data'] = { schema: perAction(schemas) };
  }
  const completed = { ...operation, security, ...rolesExtension(meta) } as Operation;
  if (content && body) {
    const description =
      meta?.actionBodies || meta?.multipart
        ? `One schema per action, titled with its name: the body of the action the \`action\` ${meta.actionIn === 'header' ? 'header' : 'query parameter'} names.`
        : body.description;
    completed.requestBody = { ...body, description, content };
  }
  eachObject(completed, toOpenApi30);
  if (content && security.some((s) => 'bearerJwt' in s))
    for (const media of Object.values(content)) sessionFieldsOptional(media.schema);
  eachObject(completed, addFieldExamples);
  const examples = operation.operationId ? REQUEST_EXAMPLES[operation.operationId] : undefined;
  const json = content?.['application/json'];
  if (json && examples) json.examples = examples;
  return completed;
};

/** The OpenAPI 3.0 document of the whole contract for the given app segment. */
export const buildOpenApiDocument = (app = 'portal'): OpenApiDocument => {
  const document = generateOpenApi(
    createPortalContract(app),
    {
      info: {
        title: 'Portal API',
        version: API_VERSION,
        description:
          'Webhook actions of the business-mentoring portal. Where a path serves several ' +
          'operations, the `action` query parameter or header chooses one; its body is the ' +
          'request schema member titled with that action. Failures answer ' +
          "`{ status: 'error', error, message }` with a pt-BR message.",
      },
      // Relative: the document is served by the API it describes.
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    { setOperationId: 'concatenated-path', operationMapper: completeOperation },
  );
  // ts-rest writes 3.0.2; the document follows 3.0.3, its latest 3.0 revision.
  return { ...document, openapi: '3.0.3' };
};
