import { expect, type Locator, type Page } from '@playwright/test';
import { routes } from '@portal/domain';

export type ColumnName = 'Not started' | 'In progress' | 'Done';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The task board at /dashboard/business/tasks (docs/product.md Task board), with its side panel and
// dialogs. Cards are found by role: each card's main area is a button named by its title.
export class TaskBoardPage {
  readonly panel: Locator;
  readonly newTaskDialog: Locator;
  readonly deleteDialog: Locator;
  // dnd-kit's own live region, where the board announces pick-ups and moves in pt-BR.
  readonly announcements: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('dialog', { name: 'Detalhes da tarefa' });
    this.newTaskDialog = page.getByRole('dialog', { name: 'Nova Tarefa' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Excluir tarefa' });
    this.announcements = page.locator('[id^="DndLiveRegion"]');
  }

  async goto(): Promise<void> {
    await this.page.goto(routes.tasks);
  }

  heading(businessName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Tarefas de ${businessName}` });
  }

  /** Two 'Nova Tarefa' buttons exist (top on phones, under 'Not started' on desktop). */
  newTaskButton(): Locator {
    return this.page.getByRole('button', { name: 'Nova Tarefa' }).filter({ visible: true });
  }

  column(name: ColumnName): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${name}`) });
  }

  /** The count in a column's header ('3 tarefas'). */
  async count(name: ColumnName): Promise<number> {
    const text = await this.column(name).getByRole('heading', { level: 2 }).innerText();
    const match = /(\d+)/.exec(text);
    if (!match) throw new Error(`no count in the header of ${name}: ${text}`);
    return Number(match[1]);
  }

  card(title: string, within: Locator | Page = this.page): Locator {
    return within.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}`) });
  }

  cardIn(name: ColumnName, title: string): Locator {
    return this.card(title, this.column(name));
  }

  async createTask(
    title: string,
    description: string,
    assignment: { owner?: string; due?: string } = {},
  ): Promise<void> {
    await this.newTaskButton().click();
    await this.newTaskDialog.getByLabel('Título').fill(title);
    await this.newTaskDialog.getByLabel(/Descrição/).fill(description);
    await this.assign(this.newTaskDialog, assignment);
    await this.newTaskDialog.getByRole('button', { name: 'Criar Tarefa' }).click();
  }

  /** 'Responsável' by the person's name and 'Prazo' as YYYY-MM-DD, in the dialog or the panel. */
  async assign(within: Locator, { owner, due }: { owner?: string; due?: string }): Promise<void> {
    if (owner !== undefined)
      await within.getByRole('combobox', { name: 'Responsável' }).selectOption({ label: owner });
    if (due !== undefined) await within.getByLabel('Prazo').fill(due);
  }

  /** 'Mostrar': 'Todas' or 'Minhas tarefas'. */
  async show(which: 'Todas' | 'Minhas tarefas'): Promise<void> {
    await this.page.getByRole('radio', { name: which }).check();
  }

  /** 'Ordenar por': 'Ordem do quadro' or 'Prazo'. */
  async sortBy(which: 'Ordem do quadro' | 'Prazo'): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: which });
  }

  /** The cards of a column, top to bottom, by their titles' first line. */
  cardsIn(name: ColumnName): Locator {
    return this.column(name).locator('[data-task-id] [role="button"]');
  }

  /** Announced once a drag has started (the pick-up, then at once where the card is over). */
  private pickedUp(title: string): RegExp {
    return new RegExp(`Tarefa ${escapeRegExp(title)} (selecionada|movida)`);
  }

  /** Keyboard drag (docs/product.md): Space picks the card up, an arrow moves it, Space drops it. */
  async moveWithKeyboard(title: string, key: string, to: ColumnName): Promise<void> {
    const card = this.card(title);
    await card.focus();
    await card.press('Space');
    // The keyboard sensor listens for arrows only once the drag has started, and dnd-kit adds
    // its keydown listener in a timer after that: let the page run a frame and its timers first.
    await expect(this.announcements).toHaveText(this.pickedUp(title));
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    await this.page.keyboard.press(key);
    await expect(this.announcements).toContainText(`Tarefa ${title} movida na coluna ${to}`);
    await this.page.keyboard.press('Space');
    await expect(this.announcements).toContainText(`Tarefa ${title} solta na coluna ${to}`);
  }

  /**
   * Mouse drag: press on the card, pass the 5 px activation distance, glide to the middle of the
   * target column in small steps (dnd-kit reacts to pointer moves, not jumps) and release.
   */
  async moveWithMouse(title: string, to: ColumnName): Promise<void> {
    const card = this.card(title);
    await card.scrollIntoViewIfNeeded();
    const start = await this.pressPoint(card);
    const target = await this.column(to).boundingBox();
    if (!target) throw new Error(`column ${to} is not on screen`);
    const mouse = this.page.mouse;
    await mouse.move(start.x, start.y);
    await mouse.down();
    await mouse.move(start.x + 12, start.y + 6, { steps: 4 });
    await expect(this.announcements).toHaveText(this.pickedUp(title));
    await mouse.move(target.x + target.width / 2, target.y + Math.min(target.height / 2, 120), {
      steps: 20,
    });
    await mouse.up();
    await expect(this.announcements).toContainText(`Tarefa ${title} solta na coluna ${to}`);
  }

  /**
   * Where a press picks the card up: its middle, once a press there would land on the card itself.
   * After a drop the card is still settling for a moment: dnd-kit's overlay copy glides over it
   * into place and covers it, the board re-renders with the saved order, the card's sortable
   * transition moves it. A press read from one frame's position and sent in a later one then lands
   * on the overlay or beside the card, and no drag starts. So the point is taken only when the
   * card has not moved for two frames and is what the browser hits there.
   */
  private async pressPoint(card: Locator): Promise<{ x: number; y: number }> {
    let point = { x: 0, y: 0 };
    await expect(async () => {
      point = await card.evaluate(
        (element) =>
          new Promise<{ x: number; y: number }>((resolve, reject) => {
            const middle = () => {
              const box = element.getBoundingClientRect();
              return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
            };
            const before = middle();
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const now = middle();
                const hit = document.elementFromPoint(now.x, now.y);
                if (now.x !== before.x || now.y !== before.y) reject(new Error('card moving'));
                else if (!hit || !element.contains(hit)) reject(new Error('card covered'));
                else resolve(now);
              }),
            );
          }),
      );
    }).toPass({ intervals: [50, 100, 250], timeout: 10_000 });
    return point;
  }

  async open(title: string): Promise<void> {
    await this.card(title).click();
    await expect(this.panel).toBeVisible();
  }

  /** The side panel's 'Status' select: the product's three columns, saved at once. */
  statusControl(): Locator {
    return this.panel.getByRole('combobox', { name: 'Status' });
  }

  panelTitle(title: string): Locator {
    return this.panel.getByRole('heading', { level: 2, name: title, exact: true });
  }

  titleInput(): Locator {
    return this.panel.getByRole('textbox', { name: 'Título da tarefa' });
  }

  async startTitleEdit(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Editar título' }).click();
    await expect(this.titleInput()).toBeFocused();
  }

  deleteButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Excluir tarefa ${title}`, exact: true });
  }

  toast(text: string): Locator {
    return this.page.getByRole('region', { name: 'Notificações' }).getByText(text);
  }
}
