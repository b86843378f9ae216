import { describe, expect, it } from 'vitest';
import * as m from '../messages';
import {
  validateChangePassword,
  validateCurrentPasswordForEmail,
  validateResetPassword,
} from './account-rules';
import {
  EMPTY_NEW_BUSINESS,
  addTeamEmails,
  canRemoveTeamEmail,
  isTeamEmailSeparatorKey,
  removeTeamEmail,
  validateNewBusiness,
  validateRegistrationStep1,
  validateRegistrationStep2,
  withOwnEmail,
  type NewBusinessValues,
} from './registration-rules';
import { hasErrors, validateLogin } from './rules';
import { isValidWebsite } from './website-rules';
import { validateAdminLogo, validateImage } from './images';
import { MAX_IMAGE_BYTES } from './limits';

describe('login', () => {
  it('asks for the e-mail or business code', () => {
    expect(validateLogin({ key: '', password: 'x' })).toEqual({ key: m.LOGIN_KEY_REQUIRED });
    expect(validateLogin({ key: '   ', password: 'x' }).key).toBe(
      'Por favor, insira um email ou código da empresa',
    );
  });
  it('asks for the password', () => {
    expect(validateLogin({ key: 'DEMO01', password: '' })).toEqual({
      password: 'Por favor, insira sua senha',
    });
  });
  it('accepts both filled in', () => {
    expect(hasErrors(validateLogin({ key: 'a@b.com', password: 'x' }))).toBe(false);
  });
});

const step1 = { name: 'Ana', email: 'ana@loja.com.br', phone: '11999999999', password: 'segredo' };

describe('registration step 1', () => {
  it('accepts complete data', () => {
    expect(validateRegistrationStep1(step1)).toEqual({});
  });
  it('requires the name', () => {
    expect(validateRegistrationStep1({ ...step1, name: ' ' })).toEqual({
      name: 'O nome é obrigatório',
    });
  });
  it('requires a valid e-mail', () => {
    expect(validateRegistrationStep1({ ...step1, email: '' })).toEqual({
      email: 'O email é obrigatório',
    });
    expect(validateRegistrationStep1({ ...step1, email: 'ana@' })).toEqual({
      email: 'Por favor, insira um email válido',
    });
  });
  it('requires the phone', () => {
    expect(validateRegistrationStep1({ ...step1, phone: '' })).toEqual({
      phone: 'O telefone é obrigatório',
    });
  });
  it('requires a password of at least 6 characters', () => {
    expect(validateRegistrationStep1({ ...step1, password: '' })).toEqual({
      password: 'A senha é obrigatória',
    });
    expect(validateRegistrationStep1({ ...step1, password: '12345' })).toEqual({
      password: 'A senha deve ter pelo menos 6 caracteres',
    });
    expect(validateRegistrationStep1({ ...step1, password: '123456' })).toEqual({});
  });
  it('reports every problem at once', () => {
    expect(
      Object.keys(validateRegistrationStep1({ name: '', email: '', phone: '', password: '' })),
    ).toEqual(['name', 'email', 'phone', 'password']);
  });
});

const business: NewBusinessValues = {
  name: 'Padaria Pão Quente',
  website: 'https://paoquente.com.br',
  niche: 'Alimentação',
  knowledge_base: 'Padaria artesanal com foco em fermentação natural e entregas no bairro.',
  revenue_goal: '120000',
  instagram: '@paoquente',
  teamEmails: ['ana@loja.com.br'],
};

describe('registration step 2', () => {
  it('asks to pick or create a business', () => {
    expect(validateRegistrationStep2({ kind: 'none' })).toEqual({
      business: 'Selecione um negócio ou crie um novo',
    });
    expect(validateRegistrationStep2({ kind: 'existing', businessId: null })).toEqual({
      business: m.BUSINESS_CHOICE_REQUIRED,
    });
    expect(validateRegistrationStep2({ kind: 'existing', businessId: 'b1' })).toEqual({});
  });

  it('accepts a complete new business', () => {
    expect(validateRegistrationStep2({ kind: 'new', business })).toEqual({});
  });

  const cases: Array<[string, Partial<NewBusinessValues>, keyof NewBusinessValues, string]> = [
    ['name', { name: '' }, 'name', 'O nome do negócio é obrigatório'],
    ['website missing', { website: '' }, 'website', 'O website é obrigatório'],
    [
      'website invalid',
      { website: 'não é url' },
      'website',
      'Por favor, insira uma URL válida para o website',
    ],
    ['niche', { niche: ' ' }, 'niche', 'O segmento é obrigatório'],
    [
      'knowledge base missing',
      { knowledge_base: '' },
      'knowledge_base',
      'A base de conhecimento é obrigatória',
    ],
    [
      'knowledge base short',
      { knowledge_base: 'a'.repeat(49) },
      'knowledge_base',
      'A base de conhecimento deve ter pelo menos 50 caracteres',
    ],
    [
      'revenue goal missing',
      { revenue_goal: '' },
      'revenue_goal',
      'A meta de receita é obrigatória',
    ],
    [
      'revenue goal zero',
      { revenue_goal: '0' },
      'revenue_goal',
      'Por favor, insira uma meta de receita válida',
    ],
    ['revenue goal negative', { revenue_goal: '-5' }, 'revenue_goal', m.REVENUE_GOAL_NEGATIVE],
    ['revenue goal text', { revenue_goal: 'muito' }, 'revenue_goal', m.REVENUE_GOAL_INVALID],
    [
      'revenue goal above what is stored',
      { revenue_goal: '1000000000000' },
      'revenue_goal',
      m.REVENUE_GOAL_TOO_LARGE,
    ],
    ['instagram missing', { instagram: '' }, 'instagram', 'O Instagram é obrigatório'],
    [
      'instagram without @',
      { instagram: 'paoquente' },
      'instagram',
      'O username do Instagram deve começar com @',
    ],
    ['no team e-mail', { teamEmails: [] }, 'teamEmails', 'Adicione pelo menos um email da equipe'],
    [
      'invalid team e-mail',
      { teamEmails: ['ana@loja.com.br', 'joao@'] },
      'teamEmails',
      'O email joao@ não é válido',
    ],
    [
      '101 team e-mails',
      { teamEmails: Array.from({ length: 101 }, (_, i) => `p${i}@loja.com.br`) },
      'teamEmails',
      'Adicione no máximo 100 emails da equipe',
    ],
  ];
  it.each(cases)('%s', (_label, change, field, message) => {
    expect(validateNewBusiness({ ...business, ...change })).toEqual({ [field]: message });
  });

  it.each(['1.300.000', '1.300.000,00', '1300000', 'R$ 1.300.000,00', '1300000,5'])(
    'accepts a goal typed the Brazilian way: %s',
    (revenue_goal) => {
      expect(validateNewBusiness({ ...business, revenue_goal })).toEqual({});
    },
  );

  it('accepts the largest storable goal and 100 team e-mails', () => {
    const teamEmails = Array.from({ length: 100 }, (_, i) => `p${i}@loja.com.br`);
    expect(
      validateNewBusiness({ ...business, revenue_goal: '999999999999.99', teamEmails }),
    ).toEqual({});
  });

  it('accepts exactly 50 characters of knowledge base', () => {
    expect(validateNewBusiness({ ...business, knowledge_base: 'a'.repeat(50) })).toEqual({});
  });

  it('reports every empty field of a blank new business', () => {
    expect(Object.keys(validateNewBusiness(EMPTY_NEW_BUSINESS)).sort()).toEqual(
      [
        'instagram',
        'knowledge_base',
        'name',
        'niche',
        'revenue_goal',
        'teamEmails',
        'website',
      ].sort(),
    );
  });

  it('takes websites with or without the scheme, not plain words', () => {
    expect(isValidWebsite('www.loja.com.br')).toBe(true);
    expect(isValidWebsite('http://loja.com')).toBe(true);
    expect(isValidWebsite('loja')).toBe(false);
    expect(isValidWebsite('ftp://loja.com')).toBe(false);
  });
});

describe('team e-mails', () => {
  const own = 'ana@loja.com.br';

  it('adds on comma or Enter', () => {
    expect(isTeamEmailSeparatorKey(',')).toBe(true);
    expect(isTeamEmailSeparatorKey('Enter')).toBe(true);
    expect(isTeamEmailSeparatorKey('a')).toBe(false);
  });

  it('always includes the registrant first', () => {
    expect(withOwnEmail([], own)).toEqual([own]);
    expect(withOwnEmail(['bia@loja.com.br', 'ANA@loja.com.br'], own)).toEqual([
      own,
      'bia@loja.com.br',
    ]);
  });

  it('adds valid addresses typed with commas', () => {
    expect(addTeamEmails([own], 'bia@loja.com.br, caio@loja.com.br,', own)).toEqual({
      emails: [own, 'bia@loja.com.br', 'caio@loja.com.br'],
      rest: '',
      error: null,
    });
  });

  it('refuses an invalid address naming it, keeping it in the input', () => {
    expect(addTeamEmails([own], 'bia@loja.com.br, caio', own)).toEqual({
      emails: [own, 'bia@loja.com.br'],
      rest: 'caio',
      error: 'O email caio não é válido',
    });
  });

  it('refuses a repeated address (case-insensitive)', () => {
    const result = addTeamEmails([own, 'bia@loja.com.br'], 'BIA@loja.com.br', own);
    expect(result.emails).toEqual([own, 'bia@loja.com.br']);
    expect(result.error).toBe('O email BIA@loja.com.br já foi adicionado');
    expect(addTeamEmails([own], own, own).error).toBe(m.teamEmailDuplicate(own));
  });

  it('never removes the registrant', () => {
    expect(canRemoveTeamEmail(own, own)).toBe(false);
    expect(removeTeamEmail([own, 'bia@loja.com.br'], own, own)).toEqual([own, 'bia@loja.com.br']);
    expect(removeTeamEmail([own, 'bia@loja.com.br'], 'bia@loja.com.br', own)).toEqual([own]);
  });
});

describe('images', () => {
  const png = { type: 'image/png', size: 1000 };
  it('accepts a small image', () => {
    expect(validateImage(png, 'profilePicture')).toBeUndefined();
    expect(validateImage({ ...png, size: MAX_IMAGE_BYTES }, 'logo')).toBeUndefined();
  });
  it('refuses profile pictures and logos over 2 MB', () => {
    expect(validateImage({ ...png, size: MAX_IMAGE_BYTES + 1 }, 'profilePicture')).toBe(
      'O tamanho da imagem deve ser inferior a 2MB',
    );
    expect(validateImage({ ...png, size: 3 * 1024 * 1024 }, 'logo')).toBe(m.IMAGE_TOO_LARGE);
  });
  it('requires the logo to be an image', () => {
    expect(validateImage({ type: 'application/pdf', size: 10 }, 'logo')).toBe(
      'Por favor, selecione um arquivo de imagem',
    );
  });
  it('checks the admin logo type and size with its own texts', () => {
    expect(validateAdminLogo({ type: 'image/svg+xml', size: 10 })).toBeUndefined();
    expect(validateAdminLogo({ type: 'image/gif', size: 10 })).toBe(
      'Please upload a valid image file (PNG, JPEG, WebP, or SVG)',
    );
    expect(validateAdminLogo({ type: 'image/webp', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'Image size should be less than 2MB',
    );
  });
});

describe('reset password', () => {
  it('checks the match before the length', () => {
    expect(validateResetPassword({ password: '123', confirmPassword: '1234' })).toBe(
      'Você digitou senhas diferentes',
    );
    expect(validateResetPassword({ password: '123', confirmPassword: '123' })).toBe(
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect(
      validateResetPassword({ password: '123456', confirmPassword: '123456' }),
    ).toBeUndefined();
  });
});

describe('profile password change', () => {
  it('requires the old and the new password', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: '' })).toEqual({
      oldPassword: 'A senha atual é obrigatória',
      newPassword: 'A nova senha é obrigatória',
    });
  });
  it('requires at least 6 characters in the new one', () => {
    expect(validateChangePassword({ oldPassword: 'antiga', newPassword: '12345' })).toEqual({
      newPassword: 'A senha deve ter pelo menos 6 caracteres',
    });
    expect(validateChangePassword({ oldPassword: 'antiga', newPassword: '123456' })).toEqual({});
  });
});

describe('texts of the flows', () => {
  it('keeps the error catalogue in docs/product.md texts letter for letter', () => {
    expect(m.LOGIN_FAILED).toBe('Erro ao fazer login. Verifique suas credenciais.');
    expect(m.CONNECTION_ERROR).toBe('Erro de conexão. Por favor, tente novamente.');
    expect(m.REGISTRATION_FAILED).toBe('Falha no registro. Por favor, tente novamente.');
    expect(m.BUSINESSES_LOAD_FAILED).toBe(
      'Falha ao carregar os negócios. Por favor, tente novamente.',
    );
    expect(m.NO_BUSINESS_FOUND).toBe('Nenhum negócio encontrado');
    expect(m.RESET_TOKEN_MISSING).toBe('Token não encontrado');
    expect(m.RESET_TOKEN_VERIFY_FAILED).toBe('Erro ao verificar token');
    expect(m.RESET_LINK_INVALID).toBe('Link de redefinição de senha inválido ou expirado');
    expect(m.RESET_PASSWORD_FAILED).toBe('Erro ao redefinir senha. Por favor, tente novamente.');
    expect(m.RESET_PASSWORD_SUCCESS).toBe('Senha redefinida com sucesso!');
    expect(m.RESET_REDIRECTING).toBe('Redirecionando para a página de login...');
    expect(m.RESET_REQUEST_SENT).toBe(
      'Se uma conta com este email existe, você recebeu um LINK para redefinir a senha.',
    );
  });
});

describe('validateCurrentPasswordForEmail', () => {
  it('asks for the current password only when the e-mail changes', () => {
    const rule = validateCurrentPasswordForEmail;
    expect(rule('ana@x.com.br', 'ana@x.com.br', '')).toBeUndefined();
    expect(rule('ana@x.com.br', ' ANA@X.com.br ', '')).toBeUndefined();
    expect(rule('ana@x.com.br', 'ana@y.com.br', '')).toBe(
      'Informe sua senha atual para alterar o email',
    );
    expect(rule('ana@x.com.br', 'ana@y.com.br', 'senha123')).toBeUndefined();
  });
});
