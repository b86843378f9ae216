import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_PATTERN, normalizeAccessCode, normalizeEmail } from './login-keys';

describe('normalizeEmail', () => {
  it('folds case and compatibility look-alikes into one key', () => {
    expect(normalizeEmail('  Maria@Empresa.COM.br ')).toBe('maria@empresa.com.br');
    // 'ſ' (long s) and full-width letters are the same address as their ASCII forms.
    expect(normalizeEmail('ſuporte@empresa.com')).toBe('suporte@empresa.com');
    expect(normalizeEmail('ＡＢＣ@empresa.com')).toBe('abc@empresa.com');
  });
});

describe('normalizeAccessCode', () => {
  it('accepts ASCII letters and digits, upper-cased', () => {
    expect(normalizeAccessCode(' abc123 ')).toBe('ABC123');
    expect(normalizeAccessCode('ＡＢＣ１')).toBe('ABC1');
    expect(ACCESS_CODE_PATTERN.test(normalizeAccessCode('xyz9')!)).toBe(true);
  });

  it('refuses letters that only upper-case into ASCII', () => {
    // 'ı'.toUpperCase() is 'I' and 'ſ'.toUpperCase() is 'S': neither may reach 'BIS'.
    expect(normalizeAccessCode('bıs')).toBeNull();
    expect(normalizeAccessCode('Kelvin\u212A')).toBe('KELVINK');
    expect(normalizeAccessCode('a-b')).toBeNull();
    expect(normalizeAccessCode('')).toBeNull();
  });
});
