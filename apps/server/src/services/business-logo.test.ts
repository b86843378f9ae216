import { describe, expect, it } from 'vitest';
import { ADMIN_LOGO_INVALID_TYPE, ADMIN_LOGO_TOO_LARGE, MAX_IMAGE_BYTES } from '@portal/domain';
import { GIF, JPEG, PNG } from '../test/upload-files';
import { checkAdminLogo, isSvgDocument } from './business-logo';
import { generatePassword, PASSWORD_ALPHABET } from './business-access';

const text = (value: string) => new TextEncoder().encode(value);
const blob = (bytes: Uint8Array) => new Blob([bytes as BlobPart]);

describe('the admin logo is judged by its bytes', () => {
  it('knows an SVG document by its first element, whatever comes before it', () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"></svg>\n',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg></svg>',
    ])
      expect(isSvgDocument(text(svg)), svg).toBe(true);
    for (const other of [
      '<html><svg></svg></html>',
      '<svgx></svgx>',
      // An internal DTD subset (entity tricks) is no logo.
      '<!DOCTYPE svg [<!ENTITY a "a">]><svg>&a;</svg>',
      '<svg>',
      'GIF89a',
    ])
      expect(isSvgDocument(text(other)), other).toBe(false);
    expect(isSvgDocument(Uint8Array.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toBe(false);
  });

  it('accepts PNG, JPEG and SVG and refuses GIF, text and anything past 2 MB, in docs/product.md words', async () => {
    expect((await checkAdminLogo(blob(PNG))).contentType).toBe('image/png');
    expect((await checkAdminLogo(blob(JPEG))).extension).toBe('jpg');
    expect((await checkAdminLogo(blob(text('<svg></svg>')))).contentType).toBe('image/svg+xml');
    await expect(checkAdminLogo(blob(GIF))).rejects.toThrow(ADMIN_LOGO_INVALID_TYPE);
    await expect(checkAdminLogo(blob(text('logo.png')))).rejects.toThrow(ADMIN_LOGO_INVALID_TYPE);
    const large = new Uint8Array(MAX_IMAGE_BYTES + 1);
    large.set(PNG);
    await expect(checkAdminLogo(blob(large))).rejects.toThrow(ADMIN_LOGO_TOO_LARGE);
  });
});

describe('a generated business password', () => {
  it('has 12 characters of the unambiguous alphabet, different each time', () => {
    const made = new Set(Array.from({ length: 50 }, generatePassword));
    expect(made.size).toBe(50);
    for (const password of made) {
      expect(password).toHaveLength(12);
      expect([...password].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
    }
    expect(PASSWORD_ALPHABET).not.toMatch(/[0O1lI]/);
  });
});
