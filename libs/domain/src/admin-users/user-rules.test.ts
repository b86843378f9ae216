import { describe, expect, it } from 'vitest';
import {
  ADMIN_CANNOT_DELETE_SELF,
  ADMIN_CANNOT_DEMOTE_SELF,
  ADMIN_USER_BUSINESS_REQUIRED,
  ADMIN_USER_CREATE_ROLE,
  ADMIN_USER_FIELDS_REQUIRED,
  EMAIL_INVALID,
  LAST_ADMIN_REQUIRED,
  PASSWORD_TOO_SHORT,
  USER_ONE_BUSINESS_ONLY,
} from '../messages';
import {
  businessesForRole,
  canListUsers,
  canManageUsers,
  CREATABLE_ROLES,
  validateAdminRemoval,
  validateAdminUser,
  validateRoleChange,
  validateUserBusinesses,
  validateUserDelete,
} from './user-rules';

const ab = [
  { id: 'a', name: 'A' },
  { id: 'b', name: 'B' },
];

describe('the company list when the role changes (docs/product.md)', () => {
  it('clears it for admin, keeps the first for user, keeps all for council', () => {
    expect(businessesForRole('admin', ab)).toEqual([]);
    expect(businessesForRole('user', ab)).toEqual([ab[0]]);
    expect(businessesForRole('council', ab)).toEqual(ab);
    expect(businessesForRole('user', [])).toEqual([]);
  });
});

describe('how many companies a role holds', () => {
  it('user exactly one, council one or more, admin any (it holds all)', () => {
    expect(validateUserBusinesses('user', 1)).toBeUndefined();
    expect(validateUserBusinesses('user', 0)).toBe(ADMIN_USER_BUSINESS_REQUIRED);
    expect(validateUserBusinesses('user', 2)).toBe(USER_ONE_BUSINESS_ONLY);
    expect(validateUserBusinesses('council', 0)).toBe(ADMIN_USER_BUSINESS_REQUIRED);
    expect(validateUserBusinesses('council', 5)).toBeUndefined();
    expect(validateUserBusinesses('admin', 0)).toBeUndefined();
  });
});

describe('the admin user form (docs/product.md, Limits)', () => {
  const ok = {
    name: 'Ana',
    email: 'ana@example.com',
    password: 'segredo1',
    role: 'user',
    businessCount: 1,
  } as const;

  it('offers user and council when creating', () => {
    expect(CREATABLE_ROLES).toEqual(['user', 'council']);
    expect(validateAdminUser(ok, true)).toEqual({});
    expect(validateAdminUser({ ...ok, role: 'admin', businessCount: 0 }, true)).toEqual({
      role: ADMIN_USER_CREATE_ROLE,
    });
    expect(validateAdminUser({ ...ok, role: 'admin', businessCount: 0 }, false)).toEqual({});
  });

  it('asks for name, e-mail and password, a valid e-mail and a long enough password', () => {
    expect(validateAdminUser({ ...ok, name: ' ', email: '', password: '' }, true)).toEqual({
      name: ADMIN_USER_FIELDS_REQUIRED,
      email: ADMIN_USER_FIELDS_REQUIRED,
      password: ADMIN_USER_FIELDS_REQUIRED,
    });
    expect(validateAdminUser({ ...ok, email: 'ana@', password: '123' }, true)).toEqual({
      email: EMAIL_INVALID,
      password: PASSWORD_TOO_SHORT,
    });
    expect(validateAdminUser({ ...ok, password: undefined }, false)).toEqual({});
  });

  it('refuses a company count the role does not allow', () => {
    expect(validateAdminUser({ ...ok, businessCount: 0 }, true).businesses).toBe(
      ADMIN_USER_BUSINESS_REQUIRED,
    );
    expect(validateAdminUser({ ...ok, businessCount: 2 }, false).businesses).toBe(
      USER_ONE_BUSINESS_ONLY,
    );
  });
});

describe('who manages users (docs/product.md, Roles)', () => {
  it('admin manages, council only lists, others neither', () => {
    expect([canListUsers('admin'), canManageUsers('admin')]).toEqual([true, true]);
    expect([canListUsers('council'), canManageUsers('council')]).toEqual([true, false]);
    for (const role of ['user', 'ordinary', 'waiting', null] as const) {
      expect([canListUsers(role), canManageUsers(role)]).toEqual([false, false]);
    }
  });
});

describe('what an admin cannot do to the admins', () => {
  it('delete themself', () => {
    expect(validateUserDelete('me', 'me')).toBe(ADMIN_CANNOT_DELETE_SELF);
    expect(validateUserDelete('me', 'you')).toBeUndefined();
  });

  it('demote themself or the last admin', () => {
    const change: Parameters<typeof validateRoleChange>[0] = {
      actorId: 'me',
      targetId: 'me',
      from: 'admin',
      to: 'council',
      adminCount: 3,
    };
    expect(validateRoleChange(change)).toBe(ADMIN_CANNOT_DEMOTE_SELF);
    expect(validateRoleChange({ ...change, targetId: 'you', from: 'admin', to: 'user' })).toBe(
      undefined,
    );
    expect(
      validateRoleChange({ ...change, targetId: 'you', from: 'admin', to: 'user', adminCount: 1 }),
    ).toBe(LAST_ADMIN_REQUIRED);
    expect(validateRoleChange({ ...change, from: 'admin', to: 'admin' })).toBeUndefined();
    expect(validateRoleChange({ ...change, from: 'user', to: 'council' })).toBeUndefined();
  });

  it('remove the last admin', () => {
    expect(validateAdminRemoval('admin', 1)).toBe(LAST_ADMIN_REQUIRED);
    expect(validateAdminRemoval('admin', 2)).toBeUndefined();
    expect(validateAdminRemoval('council', 0)).toBeUndefined();
  });
});
