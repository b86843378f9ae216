import { describe, expect, it } from 'vitest';
import {
  ADMIN_CANNOT_DEMOTE_SELF,
  ADMIN_USER_BUSINESS_REQUIRED,
  ADMIN_USER_CREATE_ROLE,
  ADMIN_USER_FIELDS_REQUIRED,
  LAST_ADMIN_REQUIRED,
} from '../messages';
import { auroraRef, bistroRef, managedUserFixture } from '../testing/fixtures';
import {
  draftOfUser,
  emptyUserDraft,
  toCreateUserInput,
  toEditUserInput,
  toggleBusiness,
  validateUserDraft,
  withRole,
} from './user-draft';

const council = managedUserFixture('u-c', 'Carla', 'council', [auroraRef, bistroRef], {
  phone_number: '11 99999-0000',
  notes: 'Conselheira desde 2024.',
});
const admin = managedUserFixture('u-a', 'Marina', 'admin');

describe('the role rules as the admin types (docs/product.md)', () => {
  it('to admin clears the companies, to user keeps the first, to council keeps them', () => {
    const draft = draftOfUser(council);
    expect(withRole(draft, 'admin').businesses).toEqual([]);
    expect(withRole(draft, 'user').businesses).toEqual([auroraRef]);
    expect(withRole(withRole(draft, 'user'), 'council').businesses).toEqual([auroraRef]);
  });

  it('a user holds one company (another replaces it), council many, admin none', () => {
    const user = { ...emptyUserDraft, role: 'user' as const };
    const one = toggleBusiness(user, auroraRef);
    expect(toggleBusiness(one, bistroRef).businesses).toEqual([bistroRef]);
    expect(toggleBusiness(one, auroraRef).businesses).toEqual([]);
    const both = toggleBusiness(toggleBusiness(withRole(user, 'council'), auroraRef), bistroRef);
    expect(both.businesses).toEqual([auroraRef, bistroRef]);
    expect(toggleBusiness(both, auroraRef).businesses).toEqual([bistroRef]);
    expect(toggleBusiness(withRole(user, 'admin'), auroraRef).businesses).toEqual([]);
  });

  it('edits someone waiting as a user', () => {
    const waiting = managedUserFixture('u-w', 'Wanda', 'waiting', [auroraRef]);
    expect(draftOfUser(waiting)).toMatchObject({ role: 'user', businesses: [auroraRef] });
  });
});

describe('the checks of the admin form (docs/product.md, Limits)', () => {
  const nobody = { user: null, actorId: 'u-a', adminCount: 1 };

  it('create: required fields, at least one company, only user or council', () => {
    expect(validateUserDraft(emptyUserDraft, nobody)).toEqual({
      name: ADMIN_USER_FIELDS_REQUIRED,
      email: ADMIN_USER_FIELDS_REQUIRED,
      password: ADMIN_USER_FIELDS_REQUIRED,
      businesses: ADMIN_USER_BUSINESS_REQUIRED,
    });
    const filled = {
      ...emptyUserDraft,
      name: 'Ana',
      email: 'ana@example.com',
      password: 'segredo1',
      businesses: [auroraRef],
    };
    expect(validateUserDraft(filled, nobody)).toEqual({});
    expect(validateUserDraft({ ...filled, role: 'admin', businesses: [] }, nobody)).toEqual({
      role: ADMIN_USER_CREATE_ROLE,
    });
  });

  it('edit: no password asked; never one’s own admin role, never the last admin', () => {
    const draft = draftOfUser(admin);
    expect(validateUserDraft(draft, { user: admin, actorId: 'u-x', adminCount: 2 })).toEqual({});
    const toCouncil = { ...withRole(draft, 'council'), businesses: [auroraRef] };
    expect(validateUserDraft(toCouncil, { user: admin, actorId: 'u-a', adminCount: 2 })).toEqual({
      role: ADMIN_CANNOT_DEMOTE_SELF,
    });
    expect(validateUserDraft(toCouncil, { user: admin, actorId: 'u-x', adminCount: 1 })).toEqual({
      role: LAST_ADMIN_REQUIRED,
    });
    expect(validateUserDraft(toCouncil, { user: admin, actorId: 'u-x', adminCount: 2 })).toEqual(
      {},
    );
  });
});

describe('what the calls send (docs/product.md, The wire format)', () => {
  it('create: trimmed fields, blanks as null, the companies as id and name', () => {
    const draft = {
      ...emptyUserDraft,
      name: '  Ana Lima ',
      email: ' ana@example.com ',
      password: ' segredo1',
      role: 'council' as const,
      businesses: [auroraRef, bistroRef],
      notes: 'ignored when creating',
    };
    expect(toCreateUserInput(draft)).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone_number: null,
      password: ' segredo1',
      role: 'council',
      knowledge_base: null,
      business: { businesses: [auroraRef, bistroRef] },
    });
  });

  it('userEdit: the person’s id with the draft; an admin sends no company', () => {
    const draft = withRole(draftOfUser(council), 'admin');
    expect(toEditUserInput(council, draft)).toEqual({
      id: 'u-c',
      name: 'Carla',
      email: 'u-c@example.com',
      phone_number: '11 99999-0000',
      role: 'admin',
      knowledge_base: null,
      notes: 'Conselheira desde 2024.',
      business: { businesses: [] },
    });
  });
});
