import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@portal/domain';
import { invalid, MESSAGES } from './errors';

/** Raster types we store and serve inline, by the type detected from the bytes. */
const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Checks an uploaded picture or logo by its size and by its bytes (never by its name or claimed
 * type): a text file named logo.png is refused.
 */
export async function checkImage(
  bytes: Uint8Array,
): Promise<{ contentType: string; extension: string }> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw invalid(IMAGE_TOO_LARGE);
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? IMAGE_TYPES[detected.mime] : undefined;
  if (!detected || !extension) throw invalid(MESSAGES.imageType);
  return { contentType: detected.mime, extension };
}
