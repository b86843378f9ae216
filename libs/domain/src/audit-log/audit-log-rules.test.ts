import { describe, expect, it } from 'vitest';
import { AUDIT_DAY_INVALID, AUDIT_RANGE_END_BEFORE_START } from '../messages';
import { confirmsCompanyName } from '../admin-businesses/business-erase';
import { AUDIT_KINDS, auditKindLabel, isAuditKind, validateAuditRange } from './audit-log-rules';

describe('audit log rules', () => {
  it('takes open ends and ranges in order, one day included', () => {
    expect(validateAuditRange({ from: '', to: '' })).toBeUndefined();
    expect(validateAuditRange({ from: '2026-11-01', to: '' })).toBeUndefined();
    expect(validateAuditRange({ from: '', to: '2026-11-01' })).toBeUndefined();
    expect(validateAuditRange({ from: '2026-11-01', to: '2026-11-01' })).toBeUndefined();
  });

  it('refuses a day that is not one, and an end before the start', () => {
    expect(validateAuditRange({ from: '2026-02-30', to: '' })).toEqual({
      field: 'from',
      message: AUDIT_DAY_INVALID,
    });
    expect(validateAuditRange({ from: '', to: '20/11/2026' })).toEqual({
      field: 'to',
      message: AUDIT_DAY_INVALID,
    });
    expect(validateAuditRange({ from: '2026-11-02', to: '2026-11-01' })).toEqual({
      field: 'to',
      message: AUDIT_RANGE_END_BEFORE_START,
    });
  });

  it('names every kind, and shows an unknown one as it came', () => {
    for (const kind of AUDIT_KINDS) expect(auditKindLabel(kind)).not.toBe(kind);
    expect(isAuditKind('constructor')).toBe(false);
    expect(auditKindLabel('tasks.archive')).toBe('tasks.archive');
  });
});

describe('confirming an erasure by the company’s name', () => {
  it('takes the name exactly, spaces around it aside', () => {
    expect(confirmsCompanyName('Padaria Pão da Serra', 'Padaria Pão da Serra')).toBe(true);
    expect(confirmsCompanyName('  Padaria Pão da Serra ', 'Padaria Pão da Serra')).toBe(true);
  });

  it('refuses another case, missing accents, part of it or nothing', () => {
    expect(confirmsCompanyName('padaria pão da serra', 'Padaria Pão da Serra')).toBe(false);
    expect(confirmsCompanyName('Padaria Pao da Serra', 'Padaria Pão da Serra')).toBe(false);
    expect(confirmsCompanyName('Padaria', 'Padaria Pão da Serra')).toBe(false);
    expect(confirmsCompanyName('   ', '   ')).toBe(false);
  });
});
