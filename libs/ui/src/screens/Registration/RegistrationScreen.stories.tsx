import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  BUSINESSES_LOAD_FAILED,
  BUSINESS_CHOICE_REQUIRED,
  BUSINESS_NAME_REQUIRED,
  EMAIL_INVALID,
  INSTAGRAM_MUST_START_WITH_AT,
  KNOWLEDGE_BASE_TOO_SHORT,
  NAME_REQUIRED,
  NICHE_REQUIRED,
  NO_BUSINESS_FOUND,
  PASSWORD_TOO_SHORT,
  PHONE_REQUIRED,
  REGISTRATION_FAILED,
  REVENUE_GOAL_INVALID,
  TEAM_EMAILS_REQUIRED,
  WEBSITE_INVALID,
  teamEmailInvalid,
} from '@portal/domain';
import { RegistrationScreen } from './RegistrationScreen';

const personal = {
  name: 'Ana Souza',
  email: 'ana@padaria.com.br',
  phone: '(11) 91234-5678',
  password: 'segredo1',
};

const businesses = [
  { id: 'b1', name: 'Padaria Pão Quente' },
  { id: 'b2', name: 'Clínica Sorriso' },
  { id: 'b3', name: 'TechNova Software' },
  { id: 'b4', name: 'Pão & Café Gourmet' },
];

const meta = {
  title: 'Screens/Registration',
  component: RegistrationScreen,
  args: {
    step: 'personal',
    businesses,
    businessesStatus: 'loaded',
    onNext: fn(),
    onBack: fn(),
    onSubmit: fn(),
    onNavigate: fn(),
    onRetryBusinesses: fn(),
  },
} satisfies Meta<typeof RegistrationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalStep: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/Nome completo/), personal.name);
    await userEvent.type(canvas.getByLabelText(/Email/), personal.email);
    await userEvent.type(canvas.getByLabelText(/Telefone/), personal.phone);
    await userEvent.type(canvas.getByLabelText(/Senha/), personal.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onNext).toHaveBeenCalledWith(personal);
    await userEvent.click(canvas.getByRole('link', { name: 'Entrar' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

export const PersonalErrors: Story = {
  args: {
    personal: { name: '', email: 'ana@', phone: '', password: '123' },
    personalErrors: {
      name: NAME_REQUIRED,
      email: EMAIL_INVALID,
      phone: PHONE_REQUIRED,
      password: PASSWORD_TOO_SHORT,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Nome completo/)).toHaveAccessibleDescription(NAME_REQUIRED);
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(EMAIL_INVALID);
    await expect(canvas.getByLabelText(/Telefone/)).toHaveAccessibleDescription(PHONE_REQUIRED);
    await expect(canvas.getByLabelText(/Senha/)).toHaveAccessibleDescription(PASSWORD_TOO_SHORT);
  },
};

export const ExistingBusiness: Story = {
  args: { step: 'business', personal },
  play: async ({ canvas, args, userEvent }) => {
    const search = canvas.getByLabelText('Buscar negócio');
    await userEvent.type(search, 'PÃO');
    await expect(canvas.getAllByRole('radio', { name: /Pão/ })).toHaveLength(2);
    await expect(canvas.queryByRole('radio', { name: 'Clínica Sorriso' })).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(canvas.getByText(NO_BUSINESS_FOUND)).toBeVisible();
    await userEvent.clear(search);
    await userEvent.click(canvas.getByRole('radio', { name: 'Clínica Sorriso' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir cadastro' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      user: personal,
      choice: { kind: 'existing', businessId: 'b2' },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const NoBusinessFound: Story = {
  args: { step: 'business', personal, businesses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_BUSINESS_FOUND)).toBeVisible();
  },
};

export const NoChoiceError: Story = {
  args: { step: 'business', personal, businessErrors: { business: BUSINESS_CHOICE_REQUIRED } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(BUSINESS_CHOICE_REQUIRED)).toBeVisible();
  },
};

export const BusinessesLoading: Story = {
  args: { step: 'business', personal, businessesStatus: 'loading', businesses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando negócios...');
  },
};

export const BusinessesLoadFailure: Story = {
  args: { step: 'business', personal, businessesStatus: 'failure', businesses: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(BUSINESSES_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryBusinesses).toHaveBeenCalled();
  },
};

export const NewBusiness: Story = {
  args: { step: 'business', personal, mode: 'new' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/Nome do negócio/), 'Doceria Bela');
    await userEvent.type(canvas.getByLabelText(/Website/), 'https://doceriabela.com.br');
    await userEvent.type(canvas.getByLabelText(/Segmento/), 'Alimentação');
    await userEvent.type(canvas.getByLabelText(/Meta de receita/), '500000');
    await userEvent.type(canvas.getByLabelText(/Instagram/), '@doceriabela');
    await userEvent.type(
      canvas.getByLabelText(/Base de conhecimento/),
      'Doceria artesanal com foco em bolos para festas e encomendas corporativas.',
    );
    const team = canvas.getByLabelText('Emails da equipe');
    await expect(canvas.getByText(personal.email)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Remover ${personal.email}` })).toBeNull();
    await userEvent.type(team, 'rui@doceria.com.br{Enter}');
    await userEvent.type(team, 'bia@doceria.com.br,');
    await userEvent.type(team, 'invalido{Enter}');
    await expect(team).toHaveAccessibleDescription(teamEmailInvalid('invalido'));
    await expect(team).toHaveValue('invalido');
    await userEvent.clear(team);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover bia@doceria.com.br' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir cadastro' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      user: personal,
      choice: {
        kind: 'new',
        business: {
          name: 'Doceria Bela',
          website: 'https://doceriabela.com.br',
          niche: 'Alimentação',
          revenue_goal: '500000',
          instagram: '@doceriabela',
          knowledge_base:
            'Doceria artesanal com foco em bolos para festas e encomendas corporativas.',
          teamEmails: [personal.email, 'rui@doceria.com.br'],
        },
      },
    });
  },
};

export const NewBusinessErrors: Story = {
  args: {
    step: 'business',
    personal,
    mode: 'new',
    newBusiness: {
      name: '',
      website: 'doceria',
      niche: '',
      knowledge_base: 'Curta demais',
      revenue_goal: '-5',
      instagram: 'doceria',
      teamEmails: [],
    },
    businessErrors: {
      name: BUSINESS_NAME_REQUIRED,
      website: WEBSITE_INVALID,
      niche: NICHE_REQUIRED,
      knowledge_base: KNOWLEDGE_BASE_TOO_SHORT,
      revenue_goal: REVENUE_GOAL_INVALID,
      instagram: INSTAGRAM_MUST_START_WITH_AT,
      teamEmails: TEAM_EMAILS_REQUIRED,
    },
  },
  play: async ({ canvas }) => {
    for (const message of [
      BUSINESS_NAME_REQUIRED,
      WEBSITE_INVALID,
      NICHE_REQUIRED,
      KNOWLEDGE_BASE_TOO_SHORT,
      REVENUE_GOAL_INVALID,
      INSTAGRAM_MUST_START_WITH_AT,
      TEAM_EMAILS_REQUIRED,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};

export const Submitting: Story = {
  args: { step: 'business', personal, status: 'submitting', selectedBusinessId: 'b1' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviando cadastro...' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { step: 'business', personal, selectedBusinessId: 'b1', formError: REGISTRATION_FAILED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(REGISTRATION_FAILED);
  },
};

export const MobileNewBusiness: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { step: 'business', personal, mode: 'new' },
};
