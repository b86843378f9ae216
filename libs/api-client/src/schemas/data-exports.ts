import { z } from 'zod';
import { idSchema, sessionFields } from './common';

/**
 * A company's or a person's data as a zip (LGPD): the bodies of both exports. The company is the
 * one the admin names; the person is always the caller, so that body names nobody.
 */
export const dataExportBodies = {
  company: z.object({ ...sessionFields, businessId: idSchema }).strict(),
  personal: z.object({ ...sessionFields }).strict(),
} as const;

/** The zip's media type, as both exports answer it. */
export const ZIP_CONTENT_TYPE = 'application/zip';
