import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  formatTotpKey,
  normalizeRecoveryCode,
  validateRecoveryCode,
  validateTotpCode,
} from './two-factor-rules';

describe('second factor rules', () => {
  it('takes six digits, spaces aside', () => {
    expect(validateTotpCode('')).toBe('Informe o código de 6 dígitos.');
    expect(validateTotpCode('12345')).toBe('O código tem 6 dígitos.');
    expect(validateTotpCode('12345a')).toBe('O código tem 6 dígitos.');
    expect(validateTotpCode('123 456')).toBeUndefined();
  });

  it('reads a recovery code as written on paper', () => {
    expect(normalizeRecoveryCode(' abcd-efgh ijkl-mnop ')).toBe('ABCDEFGHIJKLMNOP');
    expect(validateRecoveryCode('abcd-efgh-ijkl-mnop')).toBeUndefined();
    expect(validateRecoveryCode('')).toBe('Informe um código de recuperação.');
    expect(validateRecoveryCode('ABCD-EFGH-IJKL-MN01')).toBe(
      'Um código de recuperação tem 16 letras e números.',
    );
    expect(formatRecoveryCode('abcdefghijklmnop')).toBe('ABCD-EFGH-IJKL-MNOP');
  });

  it('shows the key in groups of four', () => {
    expect(formatTotpKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
});
