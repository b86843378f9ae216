import {
  ADMIN_LOGO_INVALID_TYPE,
  ADMIN_LOGO_TOO_LARGE,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TOO_LARGE,
} from '../messages';
import { MAX_IMAGE_BYTES } from './limits';

export const ADMIN_LOGO_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;

/** The part of a File the rules need, so server and tests can pass plain objects. */
export type ImageCandidate = { size: number; type: string };

export type ImageKind = 'profilePicture' | 'logo';

/** Returns the message to show, or undefined when the image is accepted. */
export function validateImage(file: ImageCandidate, kind: ImageKind): string | undefined {
  if (kind === 'logo' && !file.type.startsWith('image/')) return IMAGE_NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return undefined;
}

/** The admin create/edit business logo (English texts, stricter types). */
export function validateAdminLogo(file: ImageCandidate): string | undefined {
  if (!(ADMIN_LOGO_MIME_TYPES as readonly string[]).includes(file.type))
    return ADMIN_LOGO_INVALID_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return ADMIN_LOGO_TOO_LARGE;
  return undefined;
}
