import { describe, expect, it } from 'vitest';
import { fileSlug } from './file-slug';

describe('fileSlug', () => {
  it('writes a name as lower-case words without accents, joined by dashes', () => {
    expect(fileSlug('Padaria Pão da Serra', 'empresa')).toBe('padaria-pao-da-serra');
    expect(fileSlug('  Ateliê — Flor de Lis!  ', 'empresa')).toBe('atelie-flor-de-lis');
  });

  it('keeps at most 60 characters and never ends on a dash', () => {
    const slug = fileSlug(`${'a'.repeat(59)} b`, 'empresa');
    expect(slug).toBe('a'.repeat(59));
  });

  it('answers the fallback for a name without letters or digits', () => {
    expect(fileSlug('!!! ???', 'empresa')).toBe('empresa');
    expect(fileSlug('', 'pessoa')).toBe('pessoa');
  });
});
