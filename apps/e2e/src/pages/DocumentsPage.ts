import { expect, type Locator, type Page } from '@playwright/test';
import { waitForDocumentsCall } from '../support/api';
import { routes } from '@portal/domain';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The document library at /dashboard/business/documents (docs/product.md Documents) with its menus and
// dialogs. A card's main area is a button named by the item's name followed by its details; its
// menu is the button 'Ações de {name}'.
export class DocumentsPage {
  readonly breadcrumb: Locator;
  readonly back: Locator;
  readonly search: Locator;
  readonly createDocumentDialog: Locator;
  readonly newFolderDialog: Locator;
  readonly deleteDialog: Locator;
  readonly moveDialog: Locator;
  // dnd-kit's own live region, where the library announces pick-ups and drops in pt-BR.
  readonly announcements: Locator;

  constructor(readonly page: Page) {
    this.breadcrumb = page.getByRole('navigation', { name: 'Pasta atual' });
    this.back = page.getByRole('button', { name: 'Voltar' });
    this.search = page.getByPlaceholder('Buscar documentos...');
    this.createDocumentDialog = page.getByRole('dialog', { name: 'Create Document' });
    this.newFolderDialog = page.getByRole('dialog', { name: 'Criar Nova Pasta' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    this.moveDialog = page.getByRole('dialog', { name: 'Mover para…' });
    this.announcements = page.locator('[id^="DndLiveRegion"]');
  }

  async goto(): Promise<void> {
    await this.page.goto(routes.documents);
  }

  /** Opens the library and waits for its list (getAll answered 200). */
  async open(): Promise<void> {
    const loaded = waitForDocumentsCall(this.page, 'getAll');
    await this.goto();
    expect((await loaded).status()).toBe(200);
  }

  heading(businessName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Documentos de ${businessName}` });
  }

  section(name: 'Pastas' | 'Arquivos'): Locator {
    return this.page.getByRole('region', { name });
  }

  card(name: string, within: Locator | Page = this.page): Locator {
    return within.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}( |$)`) });
  }

  toast(text: string): Locator {
    return this.page.getByRole('region', { name: 'Notificações' }).getByText(text);
  }

  /** Opens the item's menu and picks `action` ('Preview', 'Renomear', 'Mover para…', ...). */
  async menu(name: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: `Ações de ${name}`, exact: true }).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async newItem(kind: 'Novo Documento' | 'Nova Pasta'): Promise<void> {
    await this.page.getByRole('button', { name: 'Novo', exact: true }).click();
    await this.page.getByRole('menuitem', { name: kind }).click();
  }

  async createFolder(name: string, description = ''): Promise<void> {
    await this.newItem('Nova Pasta');
    await this.newFolderDialog.getByLabel('Nome da pasta').fill(name);
    if (description) await this.newFolderDialog.getByLabel(/Descrição/).fill(description);
    await this.newFolderDialog.getByRole('button', { name: 'Criar Pasta' }).click();
  }

  async addLink(url: string, name: string): Promise<void> {
    await this.newItem('Novo Documento');
    const dialog = this.createDocumentDialog;
    await dialog.getByRole('textbox', { name: 'URL' }).fill(url);
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(name);
    await dialog.getByRole('button', { name: 'Submit' }).click();
  }

  /** Opens the Upload tab with the file picked and the name typed; Submit is the caller's. */
  async pickUpload(file: { name: string; mimeType: string; buffer: Buffer }, name: string) {
    await this.newItem('Novo Documento');
    const dialog = this.createDocumentDialog;
    await dialog.getByRole('tab', { name: 'Upload' }).click();
    await dialog.getByLabel('Arquivo', { exact: true }).setInputFiles(file);
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(name);
  }

  uploadProgress(): Locator {
    return this.createDocumentDialog.getByRole('progressbar', { name: 'Enviando arquivo' });
  }

  previewDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async rename(name: string, newName: string): Promise<void> {
    await this.menu(name, 'Renomear');
    const dialog = this.page.getByRole('dialog', { name: /^Renomear (Pasta|Arquivo)$/ });
    await dialog.getByLabel('Novo nome').fill(newName);
    await dialog.getByRole('button', { name: 'Renomear' }).click();
  }

  async delete(name: string): Promise<void> {
    await this.menu(name, 'Delete');
    await this.deleteDialog.getByRole('button', { name: 'Delete' }).click();
  }

  /** 'Mover para…' then a target: a folder's name, or 'Root'. */
  async moveWithMenu(name: string, target: string): Promise<void> {
    await this.menu(name, 'Mover para…');
    await this.moveDialog.getByRole('button', { name: target, exact: true }).click();
  }

  /**
   * Keyboard drag: Space picks the file up, ArrowRight goes from drop target to drop target
   * until the one named `place` ('a pasta X' or 'Root'), Space drops it there.
   */
  async moveWithKeyboard(name: string, place: string): Promise<void> {
    const card = this.card(name);
    await card.focus();
    await card.press('Space');
    await expect(this.announcements).toHaveText(`Arquivo ${name} selecionado.`);
    // dnd-kit adds its keydown listener in a timer after the pick-up.
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    const over = `Arquivo ${name} sobre ${place}.`;
    for (let step = 0; step < 30; step += 1) {
      await this.page.keyboard.press('ArrowRight');
      await expect(this.announcements).toContainText(`Arquivo ${name} sobre`);
      if ((await this.announcements.innerText()).trim() === over) break;
    }
    await expect(this.announcements).toHaveText(over);
    await this.page.keyboard.press('Space');
  }

  /** Mouse drag of a file onto `target` (a folder's card or the breadcrumb). */
  async moveWithMouse(name: string, target: Locator): Promise<void> {
    const card = this.card(name);
    await card.hover();
    const from = await card.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('file or target is not on screen');
    const mouse = this.page.mouse;
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await mouse.move(start.x, start.y);
    await mouse.down();
    await mouse.move(start.x + 12, start.y + 6, { steps: 4 });
    await expect(this.announcements).toHaveText(`Arquivo ${name} selecionado.`);
    await mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await mouse.up();
  }
}
