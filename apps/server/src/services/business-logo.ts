import { fileTypeFromBuffer } from 'file-type';
import { ADMIN_LOGO_INVALID_TYPE, ADMIN_LOGO_TOO_LARGE, MAX_IMAGE_BYTES } from '@portal/domain';
import { newStorageKey } from '../storage';
import type { ServiceDeps } from './deps';
import { invalid } from './errors';

// The logo of the admin's business forms (docs/product.md, Limits "Admin logo upload"): PNG, JPEG, WebP or SVG,
// at most 2 MB, judged by its bytes (never its name or claimed type), with the admin's English
// texts. An SVG is stored as it came: it cannot run script where the portal shows it (an <img>
// never runs an SVG's script) nor when opened on its own, because the files route serves every
// stored file with `Content-Security-Policy: … sandbox` and nosniff (http/security-headers.ts).

const RASTER: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const SVG_TYPE = 'image/svg+xml';

/**
 * True when the bytes are an SVG document: UTF-8 text whose first element (after an optional
 * BOM, XML declaration, comments and a DOCTYPE without an internal subset) is `<svg`, closed.
 */
export function isSvgDocument(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE\s+svg[^>[]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>/]/.test(head) && /(<\/svg>|\/>)\s*$/.test(text.trimEnd());
}

export type CheckedLogo = { bytes: Uint8Array; contentType: string; extension: string };

/** The logo's bytes and type, or a 400 with the product's admin text. */
export async function checkAdminLogo(file: Blob): Promise<CheckedLogo> {
  if (file.size > MAX_IMAGE_BYTES) throw invalid(ADMIN_LOGO_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const raster = detected ? RASTER[detected.mime] : undefined;
  if (detected && raster) return { bytes, contentType: detected.mime, extension: raster };
  // An SVG is text: file-type knows it as XML when it starts with a declaration, else not at all.
  const text = !detected || detected.mime === 'application/xml';
  if (text && isSvgDocument(bytes)) return { bytes, contentType: SVG_TYPE, extension: 'svg' };
  throw invalid(ADMIN_LOGO_INVALID_TYPE);
}

/**
 * Checks and stores a new logo before any row names it (the recipe's order: file first, row
 * after, old file removed after the commit). Answers its storage key, or null for no logo.
 */
export async function storeAdminLogo(
  deps: ServiceDeps,
  file: Blob | undefined,
): Promise<string | null> {
  if (!file || file.size === 0) return null;
  const logo = await checkAdminLogo(file);
  const key = newStorageKey('logos', logo.extension);
  await deps.storage.put(key, logo.bytes, logo.contentType);
  return key;
}

/** Removes stored files after a commit; a failure is logged (housekeeping may sweep later). */
export async function removeFiles(deps: ServiceDeps, keys: readonly (string | null)[]) {
  for (const key of keys) {
    if (!key) continue;
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.logger.error(`[empresas] arquivo não removido: ${key}`, error);
    });
  }
}
