import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/browser-storage';
import { guessAuthType, landingPathFor, roleLabel, toSessionRole } from './session';

describe('session model', () => {
  it('lands each role where docs/product.md says', () => {
    expect(landingPathFor('admin')).toBe('/admin/businesses');
    expect(landingPathFor('council')).toBe('/admin/businesses');
    expect(landingPathFor('waiting')).toBe('/waiting');
    expect(landingPathFor('ordinary')).toBe('/dashboard/business/meetings');
  });
  it('labels roles for the badge', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('council')).toBe('Conselho');
    expect(roleLabel('ordinary')).toBe('Usuário');
    expect(roleLabel('user')).toBe('Usuário');
  });
  it('guesses the auth type from the key', () => {
    expect(guessAuthType('ana@loja.com.br')).toBe('user');
    expect(guessAuthType('DEMO01')).toBe('business');
    expect(guessAuthType('')).toBe('business');
  });
  it('maps server roles to session roles', () => {
    expect(toSessionRole('user')).toBe('ordinary');
    expect(toSessionRole('admin')).toBe('admin');
    expect(toSessionRole('user', true)).toBe('waiting');
  });
  it('lists every stored key once', () => {
    expect(new Set(STORAGE_KEYS).size).toBe(10);
    expect(STORAGE_KEYS).toContain('last_token_validation');
  });
});
