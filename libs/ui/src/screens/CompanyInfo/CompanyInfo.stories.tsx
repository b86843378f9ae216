import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  AUTH_DATA_MISSING,
  COMPANY_LOAD_FAILED,
  COMPANY_UPDATED,
  COMPANY_UPDATE_FAILED,
  ACCESS_LOG_LOAD_FAILED,
  IMAGE_TOO_LARGE,
  INSTAGRAM_MUST_START_WITH_AT,
  WEBSITE_INVALID,
  accessLogMachine,
  companyEditMachine,
  draftOf,
  initialAccessLogContext,
  initialCompanyEditContext,
  selectAccessLogView,
  selectCompanyEditView,
  routes,
} from '@portal/domain';
import type {
  AccessLogContext,
  AccessLogSnapshot,
  CompanyEditContext,
  CompanyEditSnapshot,
} from '@portal/domain';
import { storyCompany as company } from '../../fixtures/company.fixtures';
import { storyNewLogo as newLogo } from '../../fixtures/logos.fixtures';
import { isClipped, lineCount } from '../../testing/layout';
import { DashboardLayout } from '../DashboardLayout/DashboardLayout';
import { CompanyInfo, companyInfoViewProps } from './CompanyInfo';
import type { CompanyInfoStatus } from './CompanyInfo';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/**
 * The screen's props for machine state `value`, built as the container builds them, from a
 * fixture context with the company loaded unless `context` says otherwise.
 */
const fromMachine = (
  value: CompanyEditSnapshot['value'],
  context: Partial<CompanyEditContext> = {},
) =>
  companyInfoViewProps(
    selectCompanyEditView(
      companyEditMachine.resolveState({
        value,
        context: { ...initialCompanyEditContext, company, ...context },
      }),
    ),
  );

/** Edit mode as the machine enters it: the draft holds the company's fields. */
const editing = (context: Partial<CompanyEditContext> = {}) =>
  fromMachine({ editing: 'idle' }, { draft: draftOf(company), ...context });

/**
 * Edit mode with the draft left to the screen (its uncontrolled mode): the stories that type have
 * no machine to hand the change back.
 */
const { draft: _draft, ...editingOwnDraft } = editing();

const meta = {
  title: 'Screens/Company/Info',
  component: CompanyInfo,
  parameters: { ...ownFrameOnDocsPage, layout: 'padded' },
  args: {
    ...fromMachine({ viewing: 'idle' }),
    onEdit: fn(),
    onView: fn(),
    onFieldChange: fn(),
    onLogoSelect: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CompanyInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

const fieldLabels = [
  'Website',
  'Nicho',
  'Meta de Faturamento',
  'Instagram',
  'Base de Conhecimento',
];

/** 'Empresa' opened while the company's data is read: no 'Editar' yet. */
export const Loading: Story = {
  args: fromMachine('loading', { company: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Informações da Empresa',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Carregando informações da empresa...',
    );
    await expect(canvas.queryByRole('button', { name: 'Editar' })).toBeNull();
  },
};

/**
 * The company's data could not be read: 'Falha ao carregar informações da empresa' and 'Tentar
 * novamente'.
 */
export const LoadFailure: Story = {
  args: fromMachine('loadFailure', { company: null, loadError: COMPANY_LOAD_FAILED }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha ao carregar informações da empresa',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A browser that lost its session data: 'Dados de autenticação ausentes'. */
export const AuthDataMissing: Story = {
  args: fromMachine('loadFailure', { company: null, loadError: AUTH_DATA_MISSING }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Dados de autenticação ausentes');
  },
};

/**
 * The company page as its people see it: every field read only, the goal in reais, 'Editar' to
 * change them.
 */
export const Viewing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Padaria Pão Quente' }),
    ).toBeVisible();
    await expect(canvas.getByText('Gerenciado por')).toHaveTextContent('Gerenciado por Ana Souza');
    for (const label of fieldLabels) await expect(canvas.getByLabelText(label)).toBeDisabled();
    await expect(canvas.getByLabelText('Website')).toHaveAttribute('type', 'url');
    await expect(canvas.getByLabelText('Website')).toHaveValue('https://paoquente.com.br');
    // Read in reais, not as the raw number the edit field takes.
    await expect(canvas.getByLabelText('Meta de Faturamento')).toHaveValue('R$\u00a01.200.000,00');
    const knowledge = canvas.getByLabelText('Base de Conhecimento');
    await expect(knowledge).toHaveAttribute('rows', '4');
    // Nothing to resize in a box that cannot be typed in.
    await expect(getComputedStyle(knowledge).resize).toBe('none');
    await expect(canvas.queryByRole('button', { name: 'Salvar Alterações' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Alterar Logo' })).toBeNull();

    const users = within(canvas.getByRole('region', { name: 'Usuários' }));
    const rows = users.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Ana Souza');
    await expect(rows[0]).toHaveTextContent('ana@paoquente.com.br');
    await expect(rows[0]).toHaveTextContent('Usuário');
    await expect(rows[1]).toHaveTextContent('Conselho');
    await expect(rows[2]).toHaveTextContent('Admin');

    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/** A council member sees the company but the server refuses their save: nothing offers an edit. */
export const ReadOnlyConselho: Story = {
  name: 'Read only (Conselho)',
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Padaria Pão Quente' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Visualizar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Alterar Logo' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Salvar Alterações' })).toBeNull();
    for (const label of fieldLabels) await expect(canvas.getByLabelText(label)).toBeDisabled();
    await expect(canvas.getByRole('region', { name: 'Usuários' })).toBeVisible();
  },
};

/** Read only wins over an edit status: the fields stay disabled and nothing can be saved. */
export const ReadOnlyWhileEditStatus: Story = {
  args: { ...editing(), canEdit: false },
  play: async ({ canvas }) => {
    for (const label of fieldLabels) await expect(canvas.getByLabelText(label)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Visualizar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Salvar Alterações' })).toBeNull();
  },
};

/**
 * 'Editar' pressed: the fields open, the goal typed the Brazilian way, 'Salvar Alterações' and
 * 'Visualizar'.
 */
export const Editing: Story = {
  args: editingOwnDraft,
  play: async ({ canvas, args, userEvent }) => {
    for (const label of fieldLabels) await expect(canvas.getByLabelText(label)).toBeEnabled();
    // Edit mode types the goal in reais, the Brazilian way, with the numeric keyboard.
    const goal = canvas.getByLabelText('Meta de Faturamento');
    await expect(goal).toHaveAttribute('inputmode', 'decimal');
    await expect(goal).toHaveValue('R$ 1.200.000');
    await expect(goal).toHaveAccessibleDescription(/^Valor entendido: R\$\s1\.200\.000,00$/);
    await expect(getComputedStyle(canvas.getByLabelText('Base de Conhecimento')).resize).toBe(
      'vertical',
    );
    const website = canvas.getByLabelText('Website');
    await userEvent.clear(website);
    await userEvent.type(website, 'https://paoquente.net');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('website', 'https://paoquente.net');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      website: 'https://paoquente.net',
      niche: company.niche,
      meta_faturamento: company.meta_faturamento,
      username_instagram: company.username_instagram,
      knowledge_base: company.knowledge_base,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar' }));
    await expect(args.onView).toHaveBeenCalledTimes(1);
  },
};

/** Editar → edit → Salvar → saved, with local state standing in for the company-edit machine. */
export const EditAndSaveFlow: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<CompanyInfoStatus>('viewing');
    const [saved, setSaved] = useState(company);
    const [message, setMessage] = useState<{ tone: 'success'; text: string } | null>(null);
    return (
      <CompanyInfo
        {...args}
        status={status}
        company={saved}
        message={message}
        onEdit={() => {
          args.onEdit();
          setMessage(null);
          setStatus('editing');
        }}
        onView={() => {
          args.onView();
          setStatus('viewing');
        }}
        onSubmit={(draft) => {
          args.onSubmit(draft);
          setSaved({ ...saved, ...draft });
          setMessage({ tone: 'success', text: COMPANY_UPDATED });
          setStatus('viewing');
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText('Website')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    const website = canvas.getByLabelText('Website');
    await expect(website).toBeEnabled();
    await userEvent.clear(website);
    await userEvent.type(website, 'https://paoquente.net');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('website', 'https://paoquente.net');
    // Typed the Brazilian way, with dots between thousands: one million three hundred thousand.
    const meta = canvas.getByLabelText('Meta de Faturamento');
    await userEvent.clear(meta);
    await userEvent.type(meta, '1.300.000');
    await expect(meta).toHaveAccessibleDescription(/^Valor entendido: R\$\s1\.300\.000,00$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ website: 'https://paoquente.net', meta_faturamento: '1300000' }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(COMPANY_UPDATED);
    await expect(canvas.getByLabelText('Website')).toBeDisabled();
    await expect(canvas.getByLabelText('Website')).toHaveValue('https://paoquente.net');
    await expect(canvas.getByLabelText('Meta de Faturamento')).toHaveValue('R$\u00a01.300.000,00');

    // Edits left with Visualizar are discarded: the next edit starts from the saved company.
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.type(canvas.getByLabelText('Nicho'), ' artesanal');
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar' }));
    await expect(canvas.getByLabelText('Nicho')).toHaveValue(company.niche);
  },
};

/** The draft as the machine holds it (controlled). */
export const EditingControlledDraft: Story = {
  args: editing({
    draft: {
      website: 'https://paoquente.com.br/encomendas',
      niche: 'Panificação artesanal',
      meta_faturamento: '1500000',
      username_instagram: '@paoquente.oficial',
      knowledge_base: company.knowledge_base,
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Instagram')).toHaveValue('@paoquente.oficial');
    await expect(canvas.getByLabelText('Meta de Faturamento')).toHaveValue('R$ 1.500.000');
  },
};

/** Choosing a new logo in edit mode: the file goes to the page's owner to check. */
export const ChangeLogo: Story = {
  args: editing(),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Alterar Logo' })).toBeVisible();
    const input = canvas.getByLabelText('Logo da empresa');
    await expect(input).toHaveAttribute('accept', 'image/*');
    const file = new File([new Uint8Array(2048)], 'logo-nova.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onLogoSelect).toHaveBeenCalledWith(file);
  },
};

/** A new logo chosen and accepted: shown before the company is saved. */
export const LogoPreview: Story = {
  args: { ...editing(), logoPreviewUrl: newLogo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Logo da Padaria Pão Quente' })).toHaveAttribute(
      'src',
      newLogo,
    );
  },
};

/** A logo over 2 MB: 'O tamanho da imagem deve ser inferior a 2MB' beside 'Alterar Logo'. */
export const LogoError: Story = {
  args: editing({ logoError: IMAGE_TOO_LARGE }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'O tamanho da imagem deve ser inferior a 2MB',
    );
    await expect(canvas.getByRole('button', { name: 'Alterar Logo' })).toHaveAccessibleDescription(
      IMAGE_TOO_LARGE,
    );
  },
};

/** A website that is no URL: the field says so beside it; the other fields stay as they were. */
const invalidWebsite = editing({
  draft: { ...draftOf(company), website: 'padaria sem site' },
  fieldErrors: { website: WEBSITE_INVALID },
});

/** The message sits under its field, inside the screen, and is the field's description. */
const invalidWebsitePlay: Story['play'] = async ({ canvas }) => {
  const website = canvas.getByRole('textbox', { name: 'Website' });
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await expect(website).toHaveAccessibleDescription(WEBSITE_INVALID);
  await expect(website).toHaveValue('padaria sem site');
  const message = canvas.getByText(WEBSITE_INVALID);
  await expect(message).toBeVisible();
  const field = website.getBoundingClientRect();
  const below = message.getBoundingClientRect();
  await expect(below.top).toBeGreaterThanOrEqual(field.bottom - 1);
  await expect(below.left).toBeGreaterThanOrEqual(field.left - 1);
  await expect(below.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(canvas.getByRole('textbox', { name: 'Nicho' })).not.toHaveAttribute('aria-invalid');
  // Not a banner: the message is the field's, nothing above the form says it.
  await expect(canvas.queryByRole('alert')).toBeNull();
};

/** A website typed without being an address, on a desktop. */
export const InvalidWebsite: Story = {
  args: invalidWebsite,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: invalidWebsitePlay,
};

/** The same on a 360 px phone: the message fits, nothing scrolls sideways. */
export const InvalidWebsiteMobile: Story = {
  args: invalidWebsite,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    await invalidWebsitePlay(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** An Instagram without '@' is marked the same way. */
export const InvalidInstagram: Story = {
  args: editing({
    draft: { ...draftOf(company), username_instagram: 'paodaserra' },
    fieldErrors: { username_instagram: INSTAGRAM_MUST_START_WITH_AT },
  }),
  play: async ({ canvas }) => {
    const instagram = canvas.getByRole('textbox', { name: 'Instagram' });
    await expect(instagram).toHaveAttribute('aria-invalid', 'true');
    await expect(instagram).toHaveAccessibleDescription(INSTAGRAM_MUST_START_WITH_AT);
    await expect(canvas.getByRole('textbox', { name: 'Website' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** Back in view mode no field is marked, whatever the machine last said. */
export const ViewingHidesFieldErrors: Story = {
  args: fromMachine({ viewing: 'idle' }, { fieldErrors: { website: WEBSITE_INVALID } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Website' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(canvas.queryByText(WEBSITE_INVALID)).toBeNull();
  },
};

/** A company that never uploaded a logo: the placeholder. */
export const NoLogo: Story = {
  args: fromMachine({ viewing: 'idle' }, { company: { ...company, logo: null } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Logo da Padaria Pão Quente' })).toHaveAttribute(
      'data-logo-placeholder',
    );
  },
};

/** A logo whose file cannot be shown: the placeholder replaces it. */
export const BrokenLogo: Story = {
  args: fromMachine(
    { viewing: 'idle' },
    { company: { ...company, logo: 'data:image/png;base64,bm90LWFuLWltYWdl' } },
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Logo da Padaria Pão Quente' })).toHaveAttribute(
        'data-logo-placeholder',
      ),
    );
  },
};

/** 'Salvar Alterações' pressed: 'Salvando...', every field and 'Visualizar' wait. */
export const Saving: Story = {
  args: fromMachine('saving', { draft: draftOf(company) }),
  play: async ({ canvas, args, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Salvando...' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveAttribute('aria-busy', 'true');
    for (const label of fieldLabels) await expect(canvas.getByLabelText(label)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Visualizar' })).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saved: 'Informações atualizadas com sucesso', back in view mode. */
export const SuccessMessage: Story = {
  args: fromMachine({ viewing: 'notice' }, { successMessage: COMPANY_UPDATED }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Informações atualizadas com sucesso',
    );
  },
};

/**
 * The save failed: 'Falha ao atualizar informações da empresa', and the edit stays open with what
 * was typed.
 */
export const ErrorMessage: Story = {
  args: fromMachine(
    { editing: 'notice' },
    { draft: draftOf(company), errorMessage: COMPANY_UPDATE_FAILED },
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha ao atualizar informações da empresa',
    );
    await expect(canvas.getByLabelText('Website')).toBeEnabled();
  },
};

/** A company with no manager set: 'Gerenciado por Não informado'. */
export const NoManager: Story = {
  args: fromMachine({ viewing: 'idle' }, { company: { ...company, managed_by: null } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gerenciado por')).toHaveTextContent(
      'Gerenciado por Não informado',
    );
  },
};

/** A company nobody has joined yet: 'Nenhum usuário encontrado' under 'Usuários'. */
export const NoUsers: Story = {
  args: fromMachine(
    { viewing: 'idle' },
    { company: { ...company, managed_by: null, access_users: [] } },
  ),
  play: async ({ canvas }) => {
    const users = within(canvas.getByRole('region', { name: 'Usuários' }));
    await expect(users.getByText('Nenhum usuário encontrado')).toBeVisible();
    await expect(users.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The company page on a 360 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

/** Editing it on a 360 px phone. */
export const MobileEditing: Story = {
  args: editing(),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

/** A company whose users include an address longer than the Usuários column. */
const longEmail = 'entregas.financeiro@hortavivaorganicos.com.br';
const withLongEmail = fromMachine(
  { viewing: 'idle' },
  {
    company: {
      ...company,
      access_users: [
        ...company.access_users,
        { id: 'u-entregas', name: 'Entregas Horta Viva', email: longEmail, role: 'user' },
      ],
    },
  },
);

/**
 * Each address on one line (never broken at '@'), the usual ones whole, a long one cut with '…'
 * and whole in its title. Measured in the portal's shell, where the column is narrowest.
 */
const usersPlay: Story['play'] = async ({ canvas }) => {
  const users = within(canvas.getByRole('region', { name: 'Usuários' }));
  for (const user of company.access_users) {
    const email = users.getByText(user.email);
    await expect(email).toHaveAttribute('title', user.email);
    await expect(lineCount(email)).toBe(1);
    await expect(isClipped(email)).toBe(false);
  }
  const long = users.getByText(longEmail);
  await expect(long).toHaveAttribute('title', longEmail);
  await expect(lineCount(long)).toBe(1);
  await expect(getComputedStyle(long).textOverflow).toBe('ellipsis');
};

const inShell: Story['render'] = (args) => (
  <DashboardLayout
    user={{ name: 'Ana Souza', role: 'ordinary' }}
    businessName={company.name}
    currentPath={routes.info}
    onNavigate={fn()}
    onLogout={fn()}
    onOpenProfile={fn()}
  >
    <CompanyInfo {...args} />
  </DashboardLayout>
);

/**
 * The page in the company's shell on a desktop, a user with a long e-mail: it stays on one line,
 * cut with '…' and whole in its tooltip.
 */
export const UsersInShellDesktop: Story = {
  args: withLongEmail,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: inShell,
  play: usersPlay,
};

/** The same on a 360 px phone. */
export const UsersInShellMobile: Story = {
  args: withLongEmail,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  render: inShell,
  play: usersPlay,
};

/** The access list's props for its machine in `value` with `context` (the container's way). */
const accessLogOf = (value: AccessLogSnapshot['value'], context: Partial<AccessLogContext> = {}) =>
  selectAccessLogView(
    accessLogMachine.resolveState({ value, context: { ...initialAccessLogContext, ...context } }),
  );

/** Spy mode made visible: who of the admin and the council entered, newest first. */
export const AccessLogListed: Story = {
  args: {
    accessLog: accessLogOf('ready', {
      entries: [
        { id: 'a2', at: '2026-11-16T18:05:00.000Z', name: 'Roberto Almeida', role: 'council' },
        { id: 'a1', at: '2026-11-02T12:30:00.000Z', name: 'Mariana Costa', role: 'admin' },
      ],
    }),
    onAccessLogRetry: fn(),
  },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Acessos da administração' }));
    const rows = section.getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Roberto Almeida');
    await expect(within(rows[0] as HTMLElement).getByText('Conselho')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Admin')).toBeVisible();
    // the product's admin dates: dd/MM/yyyy HH:mm, in the browser's time zone.
    const when = (rows[0] as HTMLElement).querySelector('time');
    await expect(when?.textContent).toMatch(/^\d{2}\/11\/2026 \d{2}:\d{2}$/);
    await expect(when).toHaveAttribute('datetime', '2026-11-16T18:05:00.000Z');
    // The company's own data is all there beside it.
    await expect(canvas.getByRole('region', { name: 'Usuários' })).toBeVisible();
  },
};

/** No one from the administration has entered the company yet: the card says so. */
export const AccessLogEmpty: Story = {
  args: { accessLog: accessLogOf('ready') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Ninguém da administração entrou nesta empresa ainda.'),
    ).toBeVisible();
  },
};

/** The access log still loading while the rest of the page is there. */
export const AccessLogLoading: Story = {
  args: { accessLog: accessLogOf('loading') },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Acessos da administração' }));
    await expect(section.getByRole('status')).toHaveTextContent('Carregando acessos...');
    await expect(canvas.getByLabelText('Website')).toHaveValue('https://paoquente.com.br');
  },
};

/** The list failed: it says so with a retry, and the rest of the page stands. */
export const AccessLogFailure: Story = {
  args: {
    accessLog: accessLogOf('failure', { error: ACCESS_LOG_LOAD_FAILED }),
    onAccessLogRetry: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    const section = within(canvas.getByRole('region', { name: 'Acessos da administração' }));
    await expect(section.getByRole('alert')).toHaveTextContent(
      'Falha ao carregar os acessos à empresa.',
    );
    await userEvent.click(section.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onAccessLogRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Editar' })).toBeEnabled();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};
