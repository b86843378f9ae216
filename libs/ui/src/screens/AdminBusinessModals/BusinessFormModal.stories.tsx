import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  ADMIN_BUSINESS_MANAGER_REQUIRED,
  ADMIN_BUSINESS_NAME_REQUIRED,
  ADMIN_LOAD_FAILED,
  ADMIN_LOGO_INVALID_TYPE,
  ADMIN_USER_FIELDS_REQUIRED,
  BUSINESS_CREATED,
  BUSINESS_USER_TAKEN,
  CUSTOM_QUESTIONS_DUPLICATE,
  EMPTY_BUSINESS_DRAFT,
  applyDraftEdit,
  businessFormMachine,
  draftOfWaiting,
  initialBusinessFormContext,
  selectBusinessFormView,
} from '@portal/domain';
import type { BusinessDraft, BusinessFormContext, BusinessFormSnapshot } from '@portal/domain';
import {
  storyAna,
  storyBruno,
  storyMariana,
  storyPeople,
  storyWaiting,
} from '../../fixtures/admin-business-modals.fixtures';
import { BusinessFormModal, businessFormModalViewProps } from './BusinessFormModal';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/**
 * The modal's props as the machine's view gives them in `value` with the fixture `context`
 * (the picker's list loaded unless a story says otherwise).
 */
function fromMachine(
  value: Partial<BusinessFormSnapshot['value']> = {},
  context: Partial<BusinessFormContext> = {},
) {
  const full: BusinessFormContext = {
    ...initialBusinessFormContext,
    people: storyPeople,
    ...context,
  };
  const snapshot = businessFormMachine.resolveState({
    value: {
      form: 'editing',
      people: 'ready',
      newPerson: 'closed',
      toast: full.toast ? 'shown' : 'hidden',
      ...value,
    } as BusinessFormSnapshot['value'],
    context: full,
  });
  return businessFormModalViewProps(selectBusinessFormView(snapshot));
}

/** A company being filled in: named, two people, the second its manager, two questions. */
const filled: BusinessDraft = {
  fields: { ...EMPTY_BUSINESS_DRAFT.fields, name: 'Padaria Aurora', niche: 'Panificação' },
  questions: ['Quantos pães por dia?', 'Houve falta de insumos?'],
  people: [storyAna, storyMariana],
  managerId: storyMariana.id,
};

const meta = {
  title: 'Screens/Admin/BusinessFormModal',
  component: BusinessFormModal,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine(),
    onClose: fn(),
    onSubmit: fn(),
    onEdit: fn(),
    onLogoSelect: fn(),
    onPeopleSearch: fn(),
    onPeopleRetry: fn(),
    onNewPersonOpen: fn(),
    onNewPersonChange: fn(),
    onNewPersonSubmit: fn(),
    onNewPersonCancel: fn(),
    onToastDismiss: fn(),
  },
} satisfies Meta<typeof BusinessFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'New Company' opened: an empty form, no one added yet. */
export const CreateEmpty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    const name = within(dialog).getByLabelText('Nome');
    await expect(name).toBeRequired();
    await userEvent.type(name, 'P');
    await expect(args.onEdit).toHaveBeenLastCalledWith({
      type: 'field.change',
      field: 'name',
      value: 'P',
    });
    await expect(within(dialog).getByText('Nenhum usuário adicionado.')).toBeInTheDocument();
    // Enter in a field sends the form; the machine decides what is refused.
    await userEvent.type(within(dialog).getByLabelText('Nicho'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar empresa' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The goal typed the Brazilian way: '1.300.000' is one million three hundred thousand reais. */
export const CreateGoalTyped: Story = {
  render: function Render(args) {
    const [draft, setDraft] = useState(filled);
    return (
      <BusinessFormModal
        {...args}
        {...fromMachine({}, { draft })}
        onEdit={(edit) => {
          args.onEdit(edit);
          setDraft((current) => applyDraftEdit(current, edit));
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    const goal = within(dialog).getByLabelText('Meta Faturamento');
    await userEvent.type(goal, '1.300.000');
    await expect(goal).toHaveValue('R$ 1.300.000');
    await expect(goal).toHaveAccessibleDescription(/^Valor entendido: R\$\s1\.300\.000,00$/);
    await expect(args.onEdit).toHaveBeenLastCalledWith({
      type: 'field.change',
      field: 'meta_faturamento',
      value: '1300000',
    });
  },
};

/** 'Criar empresa' with no name, no one added and a question twice: a message at each place. */
export const CreateFieldErrors: Story = {
  args: fromMachine(
    {},
    { showErrors: true, draft: { ...EMPTY_BUSINESS_DRAFT, questions: ['Faturou?', 'faturou?'] } },
  ),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    await expect(within(dialog).getByLabelText('Nome')).toHaveAccessibleDescription(
      ADMIN_BUSINESS_NAME_REQUIRED,
    );
    await expect(
      within(dialog).getByRole('group', { name: 'Usuários' }),
    ).toHaveAccessibleDescription(ADMIN_BUSINESS_MANAGER_REQUIRED);
    await expect(within(dialog).getByLabelText('Pergunta 2')).toHaveAccessibleDescription(
      CUSTOM_QUESTIONS_DUPLICATE,
    );
    await expect(within(dialog).getByLabelText('Pergunta 1')).not.toHaveAttribute('aria-invalid');
  },
};

/** Adding people: typing part of a name or e-mail lists the matches, any case or accent. */
export const SearchingPeople: Story = {
  args: fromMachine({}, { peopleQuery: 'ana' }),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    const found = within(dialog).getByRole('list', { name: 'Pessoas encontradas' });
    // By name or e-mail, any case and accent, in name order.
    await expect(
      within(found)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Ana Luíza Prado'),
      expect.stringContaining('Ana Souza'),
      expect.stringContaining('Mariana Costa'),
    ]);
    await userEvent.click(within(found).getByRole('button', { name: 'Adicionar Ana Souza' }));
    await expect(args.onEdit).toHaveBeenCalledWith({ type: 'person.add', person: storyAna });
    // The focus goes back to the search for the next person.
    await expect(within(dialog).getByLabelText('Buscar pessoas')).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Buscar pessoas'), 'x');
    await expect(args.onPeopleSearch).toHaveBeenLastCalledWith('anax');
  },
};

/** A search that finds no one: 'Nenhuma pessoa encontrada para "zzz".'. */
export const NobodyFound: Story = {
  args: fromMachine({}, { peopleQuery: 'zzz' }),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    await expect(
      within(dialog).getByText('Nenhuma pessoa encontrada para "zzz".'),
    ).toBeInTheDocument();
    await expect(within(dialog).queryByRole('list', { name: 'Pessoas encontradas' })).toBeNull();
  },
};

/**
 * A company with its people (one marked 'Gestor', moved with the arrows) and its custom questions
 * (moved up and down, removed).
 */
export const WithPeopleAndQuestions: Story = {
  args: fromMachine({}, { draft: filled }),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    const people = within(dialog).getByRole('list', { name: 'Usuários da empresa' });
    const radios = within(people).getAllByRole('radio', { name: 'Gestor' });
    await expect(radios[1]).toBeChecked();
    // Keyboard: the manager mark moves with the arrows (native radios).
    radios[1]?.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onEdit).toHaveBeenCalledWith({
      type: 'manager.select',
      personId: storyAna.id,
    });
    await userEvent.click(within(people).getByRole('button', { name: 'Remover Mariana Costa' }));
    await expect(args.onEdit).toHaveBeenCalledWith({
      type: 'person.remove',
      personId: storyMariana.id,
    });
    // Questions: the first cannot go up; the second goes up.
    await expect(
      within(dialog).getByRole('button', { name: 'Mover a pergunta 1 para cima' }),
    ).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Mover a pergunta 2 para cima' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith({ type: 'question.move', index: 1, to: 0 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover a pergunta 1' }));
    await expect(args.onEdit).toHaveBeenCalledWith({ type: 'question.remove', index: 0 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar pergunta' }));
    await expect(args.onEdit).toHaveBeenCalledWith({ type: 'question.add' });
  },
};

/**
 * A person not in the portal yet, created inside the form: 'Novo usuário' with its fields refused
 * until right.
 */
export const CreateWithInlineUser: Story = {
  args: fromMachine(
    { newPerson: { open: 'editing' } },
    {
      draft: { ...filled, people: [storyAna], managerId: storyAna.id },
      newPerson: { name: 'Caio Nunes', email: 'caio@', password: '', role: 'user' },
      showNewPersonErrors: true,
    },
  ),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    const group = within(dialog).getByRole('group', { name: 'Novo usuário' });
    await expect(within(group).getByLabelText('Nome')).toBeRequired();
    await expect(within(group).getByLabelText('Senha')).toHaveAccessibleDescription(
      ADMIN_USER_FIELDS_REQUIRED,
    );
    await userEvent.click(within(group).getByRole('radio', { name: 'Conselho' }));
    await expect(args.onNewPersonChange).toHaveBeenCalledWith('role', 'council');
    await userEvent.type(within(group).getByLabelText('Senha'), 's');
    await expect(args.onNewPersonChange).toHaveBeenLastCalledWith('password', 's');
    // Enter in its fields creates the person, never the company.
    await userEvent.type(within(group).getByLabelText('Email'), '{Enter}');
    await expect(args.onNewPersonSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Escape leaves the step only.
    await userEvent.keyboard('{Escape}');
    await expect(args.onNewPersonCancel).toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** That person's e-mail already belongs to someone: the refusal inside the group. */
export const InlineUserRefused: Story = {
  args: fromMachine(
    { newPerson: { open: 'editing' } },
    {
      newPerson: {
        name: 'Caio Nunes',
        email: 'caio@paoquente.com.br',
        password: 'segredo1',
        role: 'user',
      },
      newPersonError: 'Este e-mail já pertence a outra pessoa.',
    },
  ),
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Novo usuário' });
    await expect(within(group).getByRole('alert')).toHaveTextContent(
      'Este e-mail já pertence a outra pessoa.',
    );
    await expect(within(group).getByLabelText('Nome')).toHaveValue('Caio Nunes');
  },
};

/** The new person on their way: 'Criando usuário...'. */
export const InlineUserSaving: Story = {
  args: fromMachine(
    { newPerson: { open: 'saving' } },
    {
      newPerson: {
        name: 'Caio Nunes',
        email: 'caio@paoquente.com.br',
        password: 'segredo1',
        role: 'user',
      },
    },
  ),
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Novo usuário' });
    await expect(within(group).getByRole('button', { name: 'Criando usuário...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(group).getByLabelText('Nome')).toBeDisabled();
  },
};

/**
 * 'Aprovar' on a registration waiting for approval: the form filled with what the registrant
 * typed.
 */
export const ApprovePrefilled: Story = {
  args: fromMachine(
    {},
    { mode: 'approve', waiting: storyWaiting, draft: draftOfWaiting(storyWaiting) },
  ),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Aprovar empresa' });
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('Café Colonial');
    await expect(within(dialog).getByLabelText('Meta Faturamento')).toHaveValue('R$ 480.000');
    await expect(within(dialog).getByLabelText('Instagram')).toHaveValue('@cafecolonial');
    const people = within(dialog).getByRole('list', { name: 'Usuários da empresa' });
    await expect(people).toHaveTextContent('Rita Alves');
    await expect(within(people).getByRole('radio', { name: 'Gestor' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar empresa' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The form sent: 'Criando...', fields read only, 'Cancelar' waits. */
export const Submitting: Story = {
  args: fromMachine({ form: 'submitting' }, { draft: filled }),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    await expect(within(dialog).getByRole('button', { name: 'Criando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Nome')).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criando...' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The server refused the company (a Usuário already in another company): its message, nothing typed
 * lost.
 */
export const ServerRefusal: Story = {
  args: fromMachine({}, { draft: filled, submitError: BUSINESS_USER_TAKEN('Ana Souza') }),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      BUSINESS_USER_TAKEN('Ana Souza'),
    );
    // Nothing lost: the form still holds what was typed.
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('Padaria Aurora');
  },
};

/**
 * A logo of a type the portal does not take: the product's message; the next pick goes to the
 * owner's rule again.
 */
export const LogoRefused: Story = {
  args: fromMachine({}, { logoError: ADMIN_LOGO_INVALID_TYPE }),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(ADMIN_LOGO_INVALID_TYPE);
    // Every pick goes to the owner, whose rule (size by the file's size) decides.
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Arquivo do logo'), big);
    await expect(args.onLogoSelect).toHaveBeenCalledWith(big);
  },
};

/** The people to choose from could not be read: the product's message and 'Tentar novamente'. */
export const PeopleLoadFailure: Story = {
  args: fromMachine({ people: 'failure' }, { people: [], peopleError: ADMIN_LOAD_FAILED }),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(ADMIN_LOAD_FAILED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onPeopleRetry).toHaveBeenCalled();
  },
};

/** The people to choose from still loading: 'Carregando pessoas...'. */
export const PeopleLoading: Story = {
  args: fromMachine({ people: 'loading' }, { people: [] }),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    await expect(within(dialog).getByText('Carregando pessoas...')).toBeInTheDocument();
    await expect(within(dialog).queryByLabelText('Buscar pessoas')).toBeNull();
  },
};

/** Saved: the dialog has closed and 'Business created successfully!' shows for 3 s. */
export const Created: Story = {
  args: fromMachine(
    { form: 'done' },
    { draft: filled, toast: { tone: 'success', text: BUSINESS_CREATED } },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(BUSINESS_CREATED);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/**
 * The form with three people on a 360 px phone: the dialog takes the whole width, nothing sticks
 * out.
 */
export const Phone360: Story = {
  args: fromMachine({}, { draft: { ...filled, people: [storyAna, storyMariana, storyBruno] } }),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova empresa' });
    // Its layout width (the opening animation scales it a little for a moment).
    await waitFor(() => expect(dialog.offsetWidth).toBe(window.innerWidth));
    // Nothing sticks out sideways: every field and person row fits the phone.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const people = within(dialog).getByRole('list', { name: 'Usuários da empresa' });
    for (const row of within(people).getAllByRole('listitem')) {
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
