import { useState } from 'react';
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
  initialRegistrationContext,
  registrationMachine,
  selectRegistrationView,
  teamEmailInvalid,
} from '@portal/domain';
import type { RegistrationContext, RegistrationSnapshot } from '@portal/domain';
import { RegistrationScreen } from './RegistrationScreen';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

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

const doceria = {
  name: 'Doceria Bela',
  website: 'https://doceriabela.com.br',
  niche: 'Alimentação',
  revenue_goal: '500000',
  instagram: '@doceriabela',
  knowledge_base: 'Doceria artesanal com foco em bolos para festas e encomendas corporativas.',
  teamEmails: ['rui@doceria.com.br'],
};

/** Step 2 as the machine holds it once step 1 passed and the list loaded, plus the changes. */
const onStep2 = (changes: Partial<RegistrationContext> = {}): RegistrationContext => ({
  ...initialRegistrationContext,
  step1: personal,
  businesses,
  ...changes,
});

/**
 * The screen's props as the machine's view gives them in state `value` with the fixture
 * `context` (the view is already the screen's props).
 */
const fromMachine = (value: RegistrationSnapshot['value'], context: RegistrationContext) =>
  selectRegistrationView(registrationMachine.resolveState({ value, context }));
/** Step 2 with the business list loaded. */
const onList = { step2: 'ready' } as const;

const meta = {
  title: 'Screens/Registration',
  component: RegistrationScreen,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine('step1', initialRegistrationContext),
    onPersonalChange: fn(),
    onNext: fn(),
    onBack: fn(),
    onRetryBusinesses: fn(),
    onSearchChange: fn(),
    onSelectBusiness: fn(),
    onModeChange: fn(),
    onNewBusinessChange: fn(),
    onTeamEmailDraftChange: fn(),
    onTeamEmailAdd: fn(),
    onTeamEmailRemove: fn(),
    onSubmit: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof RegistrationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every keystroke goes to the machine (`field.change`); Continuar asks for step 2. */
export const PersonalStep: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/Nome completo/), 'A');
    await expect(args.onPersonalChange).toHaveBeenLastCalledWith('name', 'A');
    await userEvent.type(canvas.getByLabelText(/Email/), 'a');
    await expect(args.onPersonalChange).toHaveBeenLastCalledWith('email', 'a');
    await userEvent.type(canvas.getByLabelText(/Telefone/), '1');
    await expect(args.onPersonalChange).toHaveBeenLastCalledWith('phone', '1');
    await userEvent.type(canvas.getByLabelText(/Senha/), 's');
    await expect(args.onPersonalChange).toHaveBeenLastCalledWith('password', 's');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Entrar' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

/**
 * 'Continuar' on the first step with a name missing, an e-mail cut short and a 3-letter password: a
 * message under each field.
 */
export const PersonalErrors: Story = {
  args: fromMachine('step1', {
    ...initialRegistrationContext,
    step1: { name: '', email: 'ana@', phone: '', password: '123' },
    step1Errors: {
      name: NAME_REQUIRED,
      email: EMAIL_INVALID,
      phone: PHONE_REQUIRED,
      password: PASSWORD_TOO_SHORT,
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Nome completo/)).toHaveAccessibleDescription(NAME_REQUIRED);
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('ana@');
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(EMAIL_INVALID);
    await expect(canvas.getByLabelText(/Telefone/)).toHaveAccessibleDescription(PHONE_REQUIRED);
    await expect(canvas.getByLabelText(/Senha/)).toHaveAccessibleDescription(PASSWORD_TOO_SHORT);
  },
};

/** Nothing chosen yet: the list comes first; search, pick, submit and back are events. */
export const ExistingBusiness: Story = {
  args: fromMachine(onList, onStep2()),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Negócio existente' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText('Buscar negócio'), 'P');
    await expect(args.onSearchChange).toHaveBeenCalledWith('P');
    await userEvent.click(canvas.getByRole('radio', { name: 'Clínica Sorriso' }));
    await expect(args.onSelectBusiness).toHaveBeenCalledWith('b2');
    await userEvent.click(canvas.getByRole('radio', { name: 'Criar novo negócio' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('new');
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir cadastro' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The machine's filter (case- and accent-insensitive "contains"), with a business picked. */
export const ExistingBusinessSearched: Story = {
  args: fromMachine(onList, onStep2({ search: 'PÃO', mode: 'existing', selectedBusinessId: 'b4' })),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Buscar negócio')).toHaveValue('PÃO');
    await expect(canvas.getAllByRole('radio', { name: /Pão/ })).toHaveLength(2);
    await expect(canvas.queryByRole('radio', { name: 'Clínica Sorriso' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Pão & Café Gourmet' })).toBeChecked();
  },
};

/** Typed without accents or capitals, the search still finds the accented names. */
export const SearchWithoutAccents: Story = {
  args: fromMachine(onList, onStep2({ search: 'pao' })),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Buscar negócio')).toHaveValue('pao');
    await expect(
      canvas.getAllByRole('radio', { name: /Pão/ }).map((radio) => radio.getAttribute('value')),
    ).toEqual(['b1', 'b4']);
    await expect(canvas.queryByRole('radio', { name: 'Clínica Sorriso' })).toBeNull();
    await expect(canvas.queryByText(NO_BUSINESS_FOUND)).toBeNull();
  },
};

/** A company searched by a name nobody registered: 'Nenhum negócio encontrado'. */
export const SearchWithoutMatch: Story = {
  args: fromMachine(onList, onStep2({ search: 'zzz' })),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_BUSINESS_FOUND)).toBeVisible();
  },
};

/** No company registered in the portal yet: the list says so, and a new one can be created. */
export const NoBusinessFound: Story = {
  args: fromMachine(onList, onStep2({ businesses: [] })),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_BUSINESS_FOUND)).toBeVisible();
  },
};

/** 'Concluir cadastro' with no company chosen: 'Selecione um negócio ou crie um novo'. */
export const NoChoiceError: Story = {
  args: fromMachine(onList, onStep2({ step2Errors: { business: BUSINESS_CHOICE_REQUIRED } })),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(BUSINESS_CHOICE_REQUIRED)).toBeVisible();
  },
};

/** The second step opened while the companies are read. */
export const BusinessesLoading: Story = {
  args: fromMachine({ step2: 'loadingBusinesses' }, onStep2({ businesses: null })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando negócios...');
  },
};

/** The companies could not be read: the product's message and 'Tentar novamente'. */
export const BusinessesLoadFailure: Story = {
  args: fromMachine(
    { step2: 'loadFailed' },
    onStep2({ businesses: null, loadError: BUSINESSES_LOAD_FAILED }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(BUSINESSES_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryBusinesses).toHaveBeenCalled();
  },
};

/** A new business: fields and chips show the machine's values; every edit is an event. */
export const NewBusiness: Story = {
  args: fromMachine(
    onList,
    onStep2({ mode: 'new', newBusiness: doceria, teamEmailDraft: 'bia@doceria.com.br' }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText(/Nome do negócio/)).toHaveValue('Doceria Bela');
    await expect(canvas.getByLabelText(/Base de conhecimento/)).toHaveValue(doceria.knowledge_base);
    await userEvent.type(canvas.getByLabelText(/Segmento/), 's');
    await expect(args.onNewBusinessChange).toHaveBeenLastCalledWith('niche', 'Alimentaçãos');
    const team = canvas.getByLabelText('Emails da equipe');
    await expect(team).toHaveValue('bia@doceria.com.br');
    // The registrant's own e-mail comes first and cannot be removed.
    await expect(canvas.getByText(personal.email)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Remover ${personal.email}` })).toBeNull();
    await userEvent.click(team);
    await userEvent.keyboard('{Enter}');
    await expect(args.onTeamEmailAdd).toHaveBeenCalledTimes(1);
    await userEvent.type(team, ',');
    await expect(args.onTeamEmailAdd).toHaveBeenCalledTimes(2);
    await userEvent.type(team, 'x');
    await expect(args.onTeamEmailDraftChange).toHaveBeenLastCalledWith('bia@doceria.com.brx');
    await userEvent.click(canvas.getByRole('button', { name: 'Remover rui@doceria.com.br' }));
    await expect(args.onTeamEmailRemove).toHaveBeenCalledWith('rui@doceria.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir cadastro' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The box refused what was typed: it stays in the box with the machine's text. */
/** The revenue goal typed the Brazilian way: the field reads it as the machine will send it. */
export const NewBusinessGoal: Story = {
  render: function Render(args) {
    const [context, setContext] = useState(() =>
      onStep2({ mode: 'new', newBusiness: { ...doceria, revenue_goal: '' } }),
    );
    return (
      <RegistrationScreen
        {...args}
        {...fromMachine(onList, context)}
        onNewBusinessChange={(field, value) => {
          args.onNewBusinessChange(field, value);
          setContext((c) => ({ ...c, newBusiness: { ...c.newBusiness, [field]: value } }));
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const goal = canvas.getByLabelText(/Meta de receita/);
    await userEvent.type(goal, 'R$ 1.300.000,00');
    await expect(goal).toHaveValue('R$ 1.300.000,00');
    await expect(goal).toHaveAccessibleDescription(/^Valor entendido: R\$\s1\.300\.000,00$/);
    await expect(args.onNewBusinessChange).toHaveBeenLastCalledWith('revenue_goal', '1300000.00');
  },
};

/** A team e-mail typed wrong: refused beside the field, and the text stays to be fixed. */
export const NewBusinessChipError: Story = {
  args: fromMachine(
    onList,
    onStep2({
      mode: 'new',
      newBusiness: doceria,
      teamEmailDraft: 'invalido',
      teamEmailError: teamEmailInvalid('invalido'),
    }),
  ),
  play: async ({ canvas }) => {
    const team = canvas.getByLabelText('Emails da equipe');
    await expect(team).toHaveAccessibleDescription(teamEmailInvalid('invalido'));
    await expect(team).toHaveValue('invalido');
  },
};

/**
 * 'Concluir cadastro' for a new company with everything wrong or missing: a message under each
 * field.
 */
export const NewBusinessErrors: Story = {
  args: fromMachine(
    onList,
    onStep2({
      mode: 'new',
      newBusiness: {
        name: '',
        website: 'doceria',
        niche: '',
        knowledge_base: 'Curta demais',
        revenue_goal: '0',
        instagram: 'doceria',
        teamEmails: [],
      },
      step2Errors: {
        name: BUSINESS_NAME_REQUIRED,
        website: WEBSITE_INVALID,
        niche: NICHE_REQUIRED,
        knowledge_base: KNOWLEDGE_BASE_TOO_SHORT,
        revenue_goal: REVENUE_GOAL_INVALID,
        instagram: INSTAGRAM_MUST_START_WITH_AT,
        teamEmails: TEAM_EMAILS_REQUIRED,
      },
    }),
  ),
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

/** 'Concluir cadastro' pressed: 'Enviando cadastro...'; a second press is ignored. */
export const Submitting: Story = {
  args: fromMachine('submitting', onStep2({ mode: 'existing', selectedBusinessId: 'b1' })),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviando cadastro...' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeDisabled();
  },
};

/** Accepted: the form stays busy while the app moves on to /waiting. */
export const Done: Story = {
  args: fromMachine('done', onStep2({ mode: 'existing', selectedBusinessId: 'b1' })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviando cadastro...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeDisabled();
  },
};

/** The registration was refused or lost: 'Falha no registro. Por favor, tente novamente.'. */
export const ServerError: Story = {
  args: fromMachine(
    onList,
    onStep2({ mode: 'existing', selectedBusinessId: 'b1', submitError: REGISTRATION_FAILED }),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(REGISTRATION_FAILED);
  },
};

/** A new company filled in on a 360 px phone, its fields one under the other. */
export const MobileNewBusiness: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: fromMachine(onList, onStep2({ mode: 'new', newBusiness: doceria })),
};
