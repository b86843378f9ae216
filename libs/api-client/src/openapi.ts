import { generateOpenApi } from '@ts-rest/open-api';
import { z, type ZodTypeAny } from 'zod';
import { uploadSchema } from './schemas/common';
import { createPortalContract } from './contract';
import type { RouteMeta } from './contracts/shared';

export const API_VERSION = '1.0.0';

type OpenApiDocument = ReturnType<typeof generateOpenApi>;
type OperationMapper = NonNullable<
  NonNullable<Parameters<typeof generateOpenApi>[2]>['operationMapper']
>;
type Operation = Parameters<OperationMapper>[0];
type FieldSchema = { type: 'string'; format?: 'binary' };

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
 * ts-rest allows one content type per route; our mixed paths (JSON actions and multipart actions
 * on one path) get their multipart parts added here, one `oneOf` member per multipart action.
 */
const addMultipart = (operation: Operation, route: { metadata?: unknown }): Operation => {
  const multipart = (route.metadata as RouteMeta | undefined)?.multipart;
  if (!multipart || !operation.requestBody || !('content' in operation.requestBody))
    return operation;
  const members = Object.entries(multipart).map(([action, schema]) => ({
    title: `${action} (multipart)`,
    ...multipartSchema(schema),
  }));
  return {
    ...operation,
    requestBody: {
      ...operation.requestBody,
      content: {
        ...operation.requestBody.content,
        'multipart/form-data': { schema: members.length === 1 ? members[0] : { oneOf: members } },
      },
    },
  };
};

/** The OpenAPI 3 document of the whole contract for the given app segment. */
export const buildOpenApiDocument = (app = 'portal'): OpenApiDocument =>
  generateOpenApi(
    createPortalContract(app),
    {
      info: {
        title: 'Portal API',
        version: API_VERSION,
        description:
          'Webhook actions of the business-mentoring portal. Where a path serves several ' +
          'operations, the `action` query parameter or header chooses one. Failures answer ' +
          "`{ status: 'error', error, message }` with a pt-BR message.",
      },
      // Relative: the document is served by the API it describes.
      servers: [{ url: '/' }],
    },
    { setOperationId: 'concatenated-path', operationMapper: addMultipart },
  );
