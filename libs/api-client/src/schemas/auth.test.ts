import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, WEBSITE_INVALID } from '@portal/domain';
import {
  businessNamesReplySchema,
  loginBodySchema,
  loginReplySchema,
  registerBodySchema,
  registerNewBusinessSchema,
  validateTokenReplySchema,
} from './auth';
import { errorReplySchema } from './common';
import { resetPasswordBodySchema, verifyResetTokenReplySchema } from './password-reset';
import { profileActionBodies, profileActionReplies, profileMultipartBodies } from './profile';

const issuePaths = (result: {
  success: boolean;
  error?: { issues: { path: (string | number)[] }[] };
}) => result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const newBusiness = {
  name: 'Padaria Pão Quente',
  website: 'https://paoquente.com.br',
  niche: 'Alimentação',
  knowledge_base: 'Padaria artesanal no centro de Curitiba com entregas em toda a cidade.',
  revenue_goal: 1200000,
  instagram: '@paoquente',
  teamEmails: ['ana@paoquente.com.br'],
};
const person = {
  name: 'Ana',
  email: 'ana@paoquente.com.br',
  phone: '41999990000',
  password: 'segredo1',
};

describe('auth schemas', () => {
  it('the changePassword reply carries the fresh jwt_token', () => {
    const reply = profileActionReplies.changePassword;
    expect(reply.safeParse({ status: 'success', message: 'ok' }).success).toBe(false);
    const r = reply.safeParse({ status: 'success', jwt_token: 'novo.token.aqui' });
    expect(r.success && r.data.jwt_token).toBe('novo.token.aqui');
  });

  it('takes a website by the domain rule, http(s) only, and stores it with its scheme', () => {
    const parse = (website: string) =>
      registerBodySchema.safeParse({ user: person, business: { ...newBusiness, website } });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://loja.com.br', 'abc']) {
      const r = parse(bad);
      expect(r.success, bad).toBe(false);
      const own = registerNewBusinessSchema.safeParse({ ...newBusiness, website: bad });
      expect(own.error?.issues[0]?.message).toBe(WEBSITE_INVALID);
    }
    const r = parse('www.loja.com.br');
    expect(r.success && 'website' in r.data.business && r.data.business.website).toBe(
      'https://www.loja.com.br',
    );
  });

  it('takes e-mails by the domain rule with its messages', () => {
    const r = registerBodySchema.safeParse({
      user: { ...person, email: 'ana@semponto' },
      business: newBusiness,
    });
    expect(r.error?.issues[0]?.message).toBe(EMAIL_INVALID);
  });

  it('refuses a NUL character in every text field of a registration', () => {
    const withNul = (v: string) => `${v}\u0000`;
    for (const field of Object.keys(person) as (keyof typeof person)[]) {
      const body = { user: { ...person, [field]: withNul(person[field]) }, business: newBusiness };
      expect(issuePaths(registerBodySchema.safeParse(body)), field).toContain(`user.${field}`);
    }
    for (const field of ['name', 'website', 'niche', 'knowledge_base', 'instagram'] as const) {
      const body = {
        user: person,
        business: { ...newBusiness, [field]: withNul(newBusiness[field]) },
      };
      expect(registerBodySchema.safeParse(body).success, field).toBe(false);
    }
  });

  it('accepts a login body and names the missing password with its docs/product.md message', () => {
    expect(
      loginBodySchema.safeParse({ authType: 'business', key: 'DEMO01', password: 'x' }).success,
    ).toBe(true);
    const result = loginBodySchema.safeParse({ authType: 'user', key: 'a@b.com', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'Por favor, insira sua senha',
    });
  });

  it('rejects an unknown auth type', () => {
    expect(
      issuePaths(loginBodySchema.safeParse({ authType: 'admin', key: 'k', password: 'p' })),
    ).toEqual(['authType']);
  });

  it('accepts the login reply of a business account and of a user without business', () => {
    expect(
      loginReplySchema.safeParse({
        status: 'success',
        jwt_token: 'eyJ',
        auth_type: 'business',
        business: { id: '00000000-0000-4000-8000-000000006231', name: 'Demo' },
        user: {
          id: '00000000-0000-4000-8000-000000006231',
          name: 'Demo',
          email: '',
          role: 'ordinary',
        },
      }).success,
    ).toBe(true);
    const admin = loginReplySchema.safeParse({
      status: 'success',
      jwt_token: 'eyJ',
      auth_type: 'user',
      business: null,
      user: {
        id: '00000000-0000-4000-8000-000000007531',
        name: 'Admin',
        email: 'admin@demo.com.br',
        role: 'user',
      },
    });
    // The browser role of an approved user is 'ordinary', never the server's 'user'.
    expect(issuePaths(admin)).toEqual(['user.role']);
  });

  it('validate-token replies are either valid with user and business or just valid false', () => {
    expect(validateTokenReplySchema.safeParse({ valid: false }).success).toBe(true);
    expect(issuePaths(validateTokenReplySchema.safeParse({ valid: true, business: null }))).toEqual(
      ['user'],
    );
  });

  it('register accepts an existing business id or a complete new business', () => {
    expect(
      registerBodySchema.safeParse({
        user: person,
        business: { id: '00000000-0000-4000-8000-000000006231' },
      }).success,
    ).toBe(true);
    expect(registerBodySchema.safeParse({ user: person, business: newBusiness }).success).toBe(
      true,
    );
  });

  it('register refuses a half-filled new business and a short password', () => {
    const result = registerBodySchema.safeParse({
      user: { ...person, password: '123' },
      business: { ...newBusiness, instagram: 'paoquente' },
    });
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain('user.password');
    expect(result.error?.issues.find((i) => i.path.join('.') === 'user.password')?.message).toBe(
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect(
      result.error?.issues.find((i) => i.path.join('.') === 'business.instagram')?.message,
    ).toBe('O username do Instagram deve começar com @');
  });

  it('register names the invalid team e-mail', () => {
    const result = registerBodySchema.safeParse({
      user: person,
      business: { ...newBusiness, teamEmails: ['ana@paoquente.com.br', 'joao@'] },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['business', 'teamEmails', 1],
      message: 'O email joao@ não é válido',
    });
  });

  it('register without any business choice says to pick or create one', () => {
    const result = registerBodySchema.safeParse({ user: person, business: {} });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['business'],
      message: 'Selecione um negócio ou crie um novo',
    });
  });

  it('business names carry id and name', () => {
    expect(
      businessNamesReplySchema.safeParse({
        businesses: [{ id: '00000000-0000-4000-8000-000000006231', name: 'Demo' }],
      }).success,
    ).toBe(true);
    expect(issuePaths(businessNamesReplySchema.safeParse({ businesses: ['Demo'] }))).toEqual([
      'businesses.0',
    ]);
  });
});

describe('password reset schemas', () => {
  it('reset password needs 6 characters and a token', () => {
    const result = resetPasswordBodySchema.safeParse({ newPassword: '123', token: '' });
    expect(issuePaths(result).sort()).toEqual(['newPassword', 'token']);
  });
  it('verify reply carries valid, token and userName', () => {
    expect(
      verifyResetTokenReplySchema.safeParse({ valid: true, token: 't', userName: 'Ana' }).success,
    ).toBe(true);
    expect(issuePaths(verifyResetTokenReplySchema.safeParse({ valid: 'yes' }))).toEqual(['valid']);
  });
});

describe('profile schemas', () => {
  it('get answers a list whose first item is the profile', () => {
    const profile = {
      name: 'Ana',
      email: 'a@b.com',
      phone_number: null,
      knowledge_base: null,
      profile_picture: null,
    };
    expect(profileActionReplies.get.safeParse([profile]).success).toBe(true);
    expect(profileActionReplies.get.safeParse([]).success).toBe(false);
  });
  it('action bodies are strict so a get body with extra fields is refused', () => {
    expect(
      issuePaths(
        profileActionBodies.get.safeParse({ jwt: 't', authType: 'user', oldPassword: 'x' }),
      ),
    ).toEqual(['']);
  });
  it('multipart update fields accept an optional picture and refuse a string in its place', () => {
    const fields = {
      jwt: 't',
      authType: 'user',
      name: 'Ana',
      email: 'a@b.com',
      phone_number: '',
      knowledge_base: '',
    };
    expect(profileMultipartBodies.update.safeParse(fields).success).toBe(true);
    expect(
      profileMultipartBodies.update.safeParse({
        ...fields,
        profile_picture: new Blob([new Uint8Array([1])]),
      }).success,
    ).toBe(true);
    expect(
      issuePaths(profileMultipartBodies.update.safeParse({ ...fields, profile_picture: 'x' })),
    ).toEqual(['profile_picture']);
  });
});

describe('error reply', () => {
  it('needs status error with error and message, and lets extra keys through', () => {
    const reply = {
      status: 'error',
      error: 'Não autorizado',
      message: 'Não autorizado',
      retryAfter: 30,
    };
    expect(errorReplySchema.parse(reply)).toEqual(reply);
    expect(issuePaths(errorReplySchema.safeParse({ status: 'error', error: 'x' }))).toEqual([
      'message',
    ]);
  });
});
