import { waitForMeetingCall, waitForMeetingsCall } from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { routes } from '@portal/domain';

const company = 'Padaria Pão da Serra';
// Seeded meetings of the demo company (apps/server/src/seed/demo-data.ts), newest first.
const seededTitles = [
  'Encomendas corporativas e delivery',
  'Precificação dos pães de fermentação natural',
  'Planejamento de produção e desperdício',
];
const meetingTitle = 'Planejamento de produção e desperdício';
// Said in that meeting ("uns 9% da fornada"); typed in capitals to show the search ignores case.
const presentWord = 'FORNADA';

test('the demo user opens a meeting, switches tabs and searches the transcript', async ({
  loginPage,
  meetingsPage,
  meetingPage,
  page,
}) => {
  await loginPage.goto();
  const meetingsLoaded = waitForMeetingsCall(page);
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  const listReply = await meetingsLoaded;
  expect(listReply.status()).toBe(200);
  // The list carries what it shows, never a transcript or notes.
  const listed = (await listReply.json()) as Record<string, string>[];
  for (const item of listed)
    expect(Object.keys(item).sort()).toEqual(['date', 'id', 'overview', 'title']);
  const opened = listed.find((m) => m.title === meetingTitle);

  await expect(meetingsPage.heading(company)).toBeVisible();
  await expect(meetingsPage.meetingLink(meetingTitle)).toBeVisible();
  const titles = await meetingsPage.titles();
  // Newest first; an ingested meeting (another spec, another run) may come before them.
  expect(titles.filter((t) => seededTitles.includes(t))).toEqual(seededTitles);

  // Opening it asks for that meeting alone, with its transcript.
  const meetingLoaded = waitForMeetingCall(page);
  await meetingsPage.open(meetingTitle);
  await page.waitForURL(/\/dashboard\/business\/meetings\/[^/]+$/);
  const meetingReply = await meetingLoaded;
  expect(meetingReply.status()).toBe(200);
  expect(meetingReply.request().postDataJSON()).toMatchObject({ meetingId: opened?.id });
  await expect(meetingPage.title(meetingTitle)).toBeVisible();
  await expect(page.getByText(company).first()).toBeVisible();

  // Resumo is the default tab: Overview, Notes and the tasks the meeting added.
  await expect(meetingPage.tab('Resumo')).toHaveAttribute('aria-selected', 'true');
  await expect(meetingPage.section('Overview')).toBeVisible();
  await expect(meetingPage.section('Notes')).toBeVisible();
  await expect(meetingPage.section('Tarefas Adicionadas')).toBeVisible();
  await expect(
    meetingPage.region('Tarefas Adicionadas').getByText('Criar combo de fim de tarde', {
      exact: true,
    }),
  ).toBeVisible();
  // 'Plano de ação': the same task as the board has it now.
  await expect(meetingPage.region('Plano de ação')).toContainText('Criar combo de fim de tarde');
  await expect(meetingPage.region('Plano de ação')).toContainText('Status:');
  await expect(
    meetingPage.panel.getByRole('link', { name: 'Ver todas as tarefas' }),
  ).toHaveAttribute('href', routes.tasks);

  // Click to Transcript: every entry shows a speaker, its text and minutes with two decimals
  // after a pt-BR decimal comma.
  await meetingPage.tab('Transcript').click();
  await expect(meetingPage.tab('Transcript')).toHaveAttribute('aria-selected', 'true');
  await expect(meetingPage.search).toBeVisible();
  const total = await meetingPage.entries.count();
  expect(total).toBeGreaterThan(5);
  await expect(meetingPage.entries.first()).toContainText(/\d+,\d{2}/);

  // A word that is said: only the entries saying it (any case) stay.
  await meetingPage.search.fill(presentWord);
  await expect(meetingPage.entries.first()).toContainText(/fornada/i);
  const filtered = await meetingPage.entries.allInnerTexts();
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.length).toBeLessThan(total);
  for (const entry of filtered) expect(entry.toLowerCase()).toContain('fornada');

  // Nonsense: the no-result message repeats the search text.
  const nonsense = 'xyzzy-croissant-quântico';
  await meetingPage.search.fill(nonsense);
  await expect(meetingPage.noResults(nonsense)).toBeVisible();
  await expect(meetingPage.entries).toHaveCount(0);

  // Back to Resumo with the keyboard (arrows move and select, WAI-ARIA tabs), then to
  // Transcript again: the search is kept across tabs.
  await meetingPage.tab('Transcript').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(meetingPage.tab('Resumo')).toHaveAttribute('aria-selected', 'true');
  await expect(meetingPage.tab('Resumo')).toBeFocused();
  await expect(meetingPage.section('Overview')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(meetingPage.tab('Transcript')).toHaveAttribute('aria-selected', 'true');
  await expect(meetingPage.search).toHaveValue(nonsense);
  await meetingPage.search.fill('');
  await expect(meetingPage.entries).toHaveCount(total);

  // And back to Resumo by click.
  await meetingPage.tab('Resumo').click();
  await expect(meetingPage.section('Overview')).toBeVisible();
  await expect(meetingPage.search).toHaveCount(0);

  await meetingPage.backLink.click();
  await page.waitForURL(exactPath(routes.meetings));
  await expect(meetingsPage.heading(company)).toBeVisible();
});
