import type { Locator, Page } from '@playwright/test';

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
    this.nextButton = page.getByRole('button', { name: /próximo|continuar|avançar/i });
    this.submitButton = page.getByRole('button', { name: /finalizar|cadastrar|registrar|enviar/i });
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
  }

  async fillPerson(person: NewPerson): Promise<void> {
    await this.page.getByLabel(/^nome/i).fill(person.name);
    await this.page.getByLabel(/^e-?mail/i).fill(person.email);
    await this.page.getByLabel(/telefone/i).fill(person.phone);
    await this.page.getByLabel(/^senha/i).fill(person.password);
    await this.nextButton.click();
  }

  async createBusiness(business: NewBusiness): Promise<void> {
    await this.page
      .getByRole('tab', { name: /criar|novo/i })
      .or(this.page.getByRole('button', { name: /criar (um )?novo|novo negócio/i }))
      .first()
      .click();
    await this.page.getByLabel(/nome do negócio|nome da empresa/i).fill(business.name);
    await this.page.getByLabel(/website/i).fill(business.website);
    await this.page.getByLabel(/segmento|nicho/i).fill(business.niche);
    await this.page.getByLabel(/base de conhecimento/i).fill(business.knowledgeBase);
    await this.page.getByLabel(/meta/i).fill(business.revenueGoal);
    await this.page.getByLabel(/instagram/i).fill(business.instagram);
    const team = this.page.getByLabel(/equipe/i);
    for (const email of business.teamEmails) {
      await team.fill(email);
      await team.press('Enter');
    }
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }
}
