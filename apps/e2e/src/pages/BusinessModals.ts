import { expect, type Locator, type Page } from '@playwright/test';

/** What the company form asks for (docs/product.md Create Business modal). */
export type CompanyFields = {
  name: string;
  niche?: string;
  website?: string;
  revenueGoal?: string;
  instagram?: string;
  knowledgeBase?: string;
};

/** The inline create user's four fields. */
export type InlinePerson = {
  name: string;
  email: string;
  password: string;
  role: 'Usuário' | 'Conselho';
};

/** A transcript file as the import form's file input takes it. */
export type TranscriptFile = { name: string; mimeType: string; buffer: Buffer };

/** A task the import hands to the board: its owner by the name the select shows. */
export type ImportedTask = { title: string; owner?: string; dueDate?: string };

// The admin company modals over /admin/businesses: the business detail (its tabs
// Empresa, Acesso and Importar reunião, and edit mode), the Create Business form ('Nova empresa'),
// 'Aprovar empresa', and the delete confirmation.
export class BusinessModals {
  readonly createDialog: Locator;
  readonly approveDialog: Locator;
  readonly editDialog: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.createDialog = page.getByRole('dialog', { name: 'Nova empresa' });
    this.approveDialog = page.getByRole('dialog', { name: 'Aprovar empresa' });
    this.editDialog = page.getByRole('dialog', { name: 'Editar empresa' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Excluir empresa e todos os dados' });
  }

  /**
   * Erases the company whose confirmation is open: its button does nothing until the company's
   * name is typed, then erases it.
   */
  async eraseTyping(name: string): Promise<void> {
    const erase = this.deleteDialog.getByRole('button', {
      name: 'Excluir empresa e todos os dados',
    });
    await expect(erase).toBeDisabled();
    await this.deleteDialog.getByLabel('Digite o nome da empresa para confirmar').fill(name);
    await erase.click();
  }

  /** The detail of the company named `name` (its title is the name). */
  detail(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** A message the modals show (in the dialog, or as a toast once it closed). */
  notice(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** A field of `dialog` by its label (the question fields are 'Pergunta 1', 'Pergunta 2'...). */
  field(dialog: Locator, label: string): Locator {
    return dialog.getByLabel(label, { exact: true });
  }

  async fillCompany(dialog: Locator, company: CompanyFields): Promise<void> {
    await this.field(dialog, 'Nome').fill(company.name);
    if (company.niche !== undefined) await this.field(dialog, 'Nicho').fill(company.niche);
    if (company.website !== undefined) await this.field(dialog, 'Website').fill(company.website);
    if (company.revenueGoal !== undefined)
      await this.field(dialog, 'Meta Faturamento').fill(company.revenueGoal);
    if (company.instagram !== undefined)
      await this.field(dialog, 'Instagram').fill(company.instagram);
    if (company.knowledgeBase !== undefined)
      await this.field(dialog, 'Base de conhecimento').fill(company.knowledgeBase);
  }

  async uploadLogo(dialog: Locator, png: Buffer): Promise<void> {
    await this.field(dialog, 'Arquivo do logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png,
    });
  }

  /** Adds a custom question at the end of the list (the new field takes the focus). */
  async addQuestion(dialog: Locator, question: string): Promise<void> {
    await dialog.getByRole('button', { name: 'Adicionar pergunta' }).click();
    await this.page.keyboard.type(question);
  }

  /** The company's people as listed in the form. */
  people(dialog: Locator): Locator {
    return dialog.getByRole('list', { name: 'Usuários da empresa' });
  }

  /** Searches the registered people and adds the one named `name`. */
  async addPerson(dialog: Locator, query: string, name: string): Promise<void> {
    await this.field(dialog, 'Buscar pessoas').fill(query);
    await dialog
      .getByRole('list', { name: 'Pessoas encontradas' })
      .getByRole('button', { name: `Adicionar ${name}` })
      .click();
    await this.people(dialog).getByText(name, { exact: true }).waitFor();
  }

  /** Marks the person named `name` as the company's manager. */
  async markManager(dialog: Locator, name: string): Promise<void> {
    await this.people(dialog)
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('radio', { name: 'Gestor' })
      .check();
  }

  /** Creates a person inline and waits for them to join the company's list. */
  async createPersonInline(dialog: Locator, person: InlinePerson): Promise<void> {
    await dialog.getByRole('button', { name: 'Criar novo usuário' }).click();
    const group = dialog.getByRole('group', { name: 'Novo usuário' });
    await group.getByLabel('Nome', { exact: true }).fill(person.name);
    await group.getByLabel('Email', { exact: true }).fill(person.email);
    await group.getByLabel('Senha', { exact: true }).fill(person.password);
    await group.getByRole('radio', { name: person.role }).check();
    await group.getByRole('button', { name: 'Criar usuário' }).click();
    await this.people(dialog).getByText(person.name, { exact: true }).waitFor();
  }

  async tab(detail: Locator, name: 'Empresa' | 'Acesso' | 'Importar reunião'): Promise<void> {
    await detail.getByRole('tab', { name }).click();
  }

  /** Sets a new access code and a generated password; answers the password shown once. */
  async setCodeAndGeneratePassword(detail: Locator, code: string): Promise<string> {
    await this.tab(detail, 'Acesso');
    await this.field(detail, 'Novo código de acesso').fill(code);
    await detail.getByRole('radio', { name: 'Gerar' }).check();
    await detail.getByRole('button', { name: 'Salvar acesso' }).click();
    const password = detail.getByRole('status', { name: 'Nova senha da empresa' });
    await password.waitFor();
    return (await password.innerText()).trim();
  }

  /**
   * Fills the import form with `file` (the date-time field's local value) and the tasks it hands
   * over (owner by name, due date 'YYYY-MM-DD'), and sends it.
   */
  async importMeeting(
    detail: Locator,
    meeting: { title: string; date: string; file: TranscriptFile; tasks?: readonly ImportedTask[] },
  ): Promise<void> {
    await this.tab(detail, 'Importar reunião');
    const form = detail.getByRole('form', { name: 'Importar reunião' });
    await this.field(form, 'Título').fill(meeting.title);
    await this.field(form, 'Data e hora').fill(meeting.date);
    await this.transcriptInput(form).setInputFiles(meeting.file);
    for (const [index, task] of (meeting.tasks ?? []).entries()) {
      await form.getByRole('button', { name: 'Adicionar tarefa' }).click();
      const row = form.getByRole('group', { name: `Tarefa ${index + 1}` });
      // A row added takes the focus: the title is typed where the person would type it.
      await expect(row.getByLabel('Título da tarefa')).toBeFocused();
      await this.page.keyboard.type(task.title);
      if (task.owner) await row.getByLabel('Responsável').selectOption({ label: task.owner });
      if (task.dueDate) await row.getByLabel('Prazo').fill(task.dueDate);
    }
    await form.getByRole('button', { name: 'Importar reunião' }).click();
  }

  transcriptInput(detail: Locator): Locator {
    return this.field(detail, 'Arquivo de transcrição');
  }
}
