import type { Locator, Page } from '@playwright/test';
import { routes } from '@portal/domain';

export type NewPerson = { name: string; email: string; phone: string; password: string };
export type NewBusiness = {
  name: string;
  website: string;
  niche: string;
  knowledgeBase: string;
  revenueGoal: string;
  instagram: string;
  teamEmails: readonly string[];
};

// The two-step registration at /register.
export class RegisterPage {
  readonly nextButton: Locator;
  readonly submitButton: Locator;

  constructor(readonly page: Page) {
    this.nextButton = page.getByRole('button', { name: 'Continuar' });
    this.submitButton = page.getByRole('button', { name: 'Concluir cadastro' });
  }

  // Required fields carry a visual '*' in their label; the accessible name is the plain label.
  field(name: string): Locator {
    return this.page
      .getByRole('textbox', { name, exact: true })
      .or(this.page.getByRole('spinbutton', { name, exact: true }));
  }

  async goto(): Promise<void> {
    await this.page.goto(routes.register);
  }

  async fillPerson(person: NewPerson): Promise<void> {
    await this.field('Nome completo').fill(person.name);
    await this.field('Email').fill(person.email);
    await this.field('Telefone').fill(person.phone);
    await this.field('Senha').fill(person.password);
    await this.nextButton.click();
  }

  async chooseExisting(name: string): Promise<void> {
    await this.page.getByRole('radio', { name: 'Negócio existente' }).check();
    await this.page.getByRole('radio', { name, exact: true }).check();
  }

  async createBusiness(business: NewBusiness): Promise<void> {
    await this.page.getByRole('radio', { name: 'Criar novo negócio' }).check();
    await this.field('Nome do negócio').fill(business.name);
    await this.field('Website').fill(business.website);
    await this.field('Segmento').fill(business.niche);
    await this.field('Meta de receita (R$)').fill(business.revenueGoal);
    await this.field('Instagram').fill(business.instagram);
    await this.field('Base de conhecimento').fill(business.knowledgeBase);
    const team = this.field('Emails da equipe');
    for (const email of business.teamEmails) {
      await team.fill(email);
      await team.press('Enter');
    }
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  /** A new person with a new business, registered: they land on /waiting. */
  async registerWaiting(person: NewPerson, business: NewBusiness): Promise<void> {
    await this.goto();
    await this.fillPerson(person);
    await this.createBusiness(business);
    await this.submit();
    await this.page.waitForURL((url) => url.pathname === routes.waiting);
  }
}
