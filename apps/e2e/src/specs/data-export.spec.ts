import { AdminBusinessesPage } from '../pages/AdminBusinessesPage';
import { BusinessModals } from '../pages/BusinessModals';
import { demo } from '../support/demo';
import { bytesOf } from '../support/files';
import { exactPath, expect, test } from '../support/fixtures';
import { unzip } from '@portal/test-support';

// The LGPD exports as people use them: the admin downloads a company's data from its detail (a
// zip with its README, datasets, transcripts and files), a failure says so and the button tries
// again; a person downloads their own data from the profile modal, a business account is not
// offered it.

// The texts a person reads (libs/domain/src/messages/data-export.ts), letter for letter.
const DONE = 'Download concluído: o arquivo está na sua pasta de downloads.';
const COMPANY_FAILED = 'Não foi possível exportar os dados da empresa. Por favor, tente novamente.';

const bakery = 'Padaria Pão da Serra';

test.describe('data exports (LGPD)', () => {
  test("the admin downloads a company's data; a failure says so and a press tries again", async ({
    loginPage,
    page,
    a11y,
  }) => {
    await loginPage.goto();
    await loginPage.signInAs('admin');
    await page.waitForURL(exactPath(demo.admin.landing));
    const list = new AdminBusinessesPage(page);
    const modals = new BusinessModals(page);
    await list.card(bakery).getByRole('button', { name: bakery, exact: true }).click();
    const detail = modals.detail(bakery);
    const section = detail.getByRole('region', { name: 'Dados da empresa (LGPD)' });
    const button = section.getByRole('button', { name: 'Exportar dados (LGPD)' });

    // The server cannot be reached: the company's own text, and nothing downloaded.
    await page.route('**/webhook/portal/admin/business/export', (route) => route.abort());
    await button.click();
    await expect(section.getByRole('alert')).toContainText(COMPANY_FAILED);
    await a11y.check("the company detail with its export's failure");
    await page.unroute('**/webhook/portal/admin/business/export');

    // From the keyboard, the same button asks again.
    await button.focus();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^padaria-pao-da-serra-dados-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    await expect(section.getByRole('status')).toContainText(DONE);
    await expect(section.getByRole('alert')).toHaveCount(0);

    const files = await unzip(await bytesOf(download));
    const readme = files.get('README.txt')!.toString('utf8');
    expect(readme).toContain(`Dados da empresa ${bakery}`);
    for (const name of ['empresa', 'pessoas', 'reunioes', 'tarefas', 'documentos', 'acessos'])
      expect(readme).toContain(`${name}.json e ${name}.csv`);
    const meetings = JSON.parse(files.get('reunioes.json')!.toString('utf8')) as {
      transcricao_json: string;
    }[];
    expect(meetings.length).toBeGreaterThan(0);
    for (const meeting of meetings) expect(files.has(meeting.transcricao_json)).toBe(true);
    const documents = JSON.parse(files.get('documentos.json')!.toString('utf8')) as {
      arquivo: string | null;
    }[];
    const stored = documents.flatMap((d) => (d.arquivo ? [d.arquivo] : []));
    expect(stored.length).toBeGreaterThan(0);
    for (const path of stored) expect(files.get(path)!.byteLength).toBeGreaterThan(0);
  });

  test('a person downloads their own data from the profile; a company account is not offered it', async ({
    loginPage,
    shellPage,
    profileModal,
    page,
    a11y,
  }) => {
    await loginPage.goto();
    await loginPage.signInAs('user');
    await page.waitForURL(exactPath(demo.user.landing));
    await shellPage.roleBadge('Usuário').click();
    const section = profileModal.dialog.getByRole('region', { name: 'Seus dados' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(section.getByRole('status')).toContainText(DONE);
    await a11y.check('the profile with its download done');
    const files = await unzip(await bytesOf(download));
    const [profile] = JSON.parse(files.get('perfil.json')!.toString('utf8')) as {
      email: string;
    }[];
    expect(profile?.email).toBe(demo.user.key);
    const events = JSON.parse(files.get('eventos-de-seguranca.json')!.toString('utf8')) as {
      evento: string;
    }[];
    expect(events[0]?.evento).toBe('Dados pessoais baixados');

    await page.keyboard.press('Escape');
    await shellPage.logoutButton.click();
    await page.waitForURL(exactPath('/'));
    await loginPage.signInAs('business');
    await page.waitForURL(exactPath(demo.business.landing));
    await shellPage.roleBadge('Usuário').click();
    await expect(profileModal.dialog.getByRole('button', { name: 'Editar perfil' })).toBeVisible();
    await expect(
      profileModal.dialog.getByRole('button', { name: 'Baixar meus dados' }),
    ).toHaveCount(0);
  });
});
