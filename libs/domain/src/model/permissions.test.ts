import { describe, expect, it } from 'vitest';
import { canEditCompany } from './permissions';

// The portal hides the company page's edit from whom the server refuses (403) with this rule.
describe('who may edit the company', () => {
  it('offers no edit to council, whose update the server refuses', () => {
    expect(canEditCompany('council')).toBe(false);
  });

  it('lets admins and ordinary users (also signed in as a business account) edit', () => {
    expect(canEditCompany('admin')).toBe(true);
    expect(canEditCompany('ordinary')).toBe(true);
    expect(canEditCompany('user')).toBe(true);
    expect(canEditCompany(null)).toBe(true);
  });
});
