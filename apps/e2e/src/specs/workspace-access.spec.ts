import {
  apiLogin,
  getMeeting,
  getMeetings,
  listMeetings,
  tasksAction,
  waitForMeetingsCall,
} from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { routes } from '@portal/domain';

const padaria = 'Padaria Pão da Serra';
const padariaMeetings = [
  'Encomendas corporativas e delivery',
  'Precificação dos pães de fermentação natural',
  'Planejamento de produção e desperdício',
];
// A user of another demo company (apps/server/src/seed/demo-data.ts); every demo person shares
// the demo password.
const outsider = {
  key: 'paulo@sorrisopleno.com.br',
  company: 'Sorriso Pleno Odontologia',
  meeting: 'Redução de faltas e confirmação de consultas',
};
const refused = 'Você não tem permissão para acessar esta empresa.';

test('an admin in spy mode sees the company’s meetings and opens one', async ({
  loginPage,
  meetingsPage,
  meetingPage,
  page,
  request,
}) => {
  const padariaId = (await apiLogin(request, demo.user.key)).business?.id;
  expect(padariaId).toBeTruthy();

  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
  // The companies screen's 'Access Company' stores exactly these keys (docs/product.md, "Spy
  // mode"); the spec stores them itself to test the guard, not that screen.
  await page.evaluate(
    ({ id, name }) => {
      localStorage.setItem('spy_mode', 'true');
      localStorage.setItem('spy_mode_business_id', id);
      localStorage.setItem('business', JSON.stringify({ id, name }));
    },
    { id: padariaId as string, name: padaria },
  );

  const loaded = waitForMeetingsCall(page);
  await meetingsPage.goto();
  const reply = await loaded;
  expect(reply.status()).toBe(200);
  // The admin's call names the spied company.
  expect(reply.request().postDataJSON()).toMatchObject({ business: padariaId });
  await expect(page.getByRole('button', { name: 'Exit View' })).toBeVisible();
  await expect(meetingsPage.heading(padaria)).toBeVisible();
  for (const title of padariaMeetings) await expect(meetingsPage.meetingLink(title)).toBeVisible();

  await meetingsPage.open('Precificação dos pães de fermentação natural');
  await expect(meetingPage.title('Precificação dos pães de fermentação natural')).toBeVisible();
  await meetingPage.tab('Transcript').click();
  await expect(meetingPage.entries.first()).toBeVisible();
});

test('a user of another company is refused Padaria’s meetings and tasks by the server', async ({
  request,
}) => {
  const padariaUser = await apiLogin(request, demo.user.key);
  const padariaId = padariaUser.business?.id as string;
  const padariaMeeting = (
    (await (await listMeetings(request, padariaUser, padariaId)).json()) as {
      id: string;
    }[]
  )[0]!.id;
  const session = await apiLogin(request, outsider.key);
  expect(session.business?.name).toBe(outsider.company);
  const ownId = session.business?.id as string;

  const meetings = await getMeetings(request, session, padariaId);
  expect(meetings.status()).toBe(403);
  expect(await meetings.json()).toMatchObject({ error: refused });
  const list = await listMeetings(request, session, padariaId);
  expect(list.status()).toBe(403);
  expect(await list.json()).toMatchObject({ error: refused });
  // One of Padaria's meetings: refused naming Padaria, not found naming their own company.
  const named = await getMeeting(request, session, padariaId, padariaMeeting);
  expect(named.status()).toBe(403);
  expect(await named.json()).toMatchObject({ error: refused });
  const throughOwn = await getMeeting(request, session, ownId, padariaMeeting);
  expect(throughOwn.status()).toBe(404);
  expect(await throughOwn.json()).toMatchObject({ error: 'Reunião não encontrada' });

  const tasks = await tasksAction(request, session, 'getAll', padariaId);
  expect(tasks.status()).toBe(403);
  expect(await tasks.json()).toMatchObject({ error: refused });

  // Their own company's data is served to them.
  const own = await getMeetings(request, session, ownId);
  expect(own.status()).toBe(200);
  expect((await listMeetings(request, session, ownId)).status()).toBe(200);
});

test('a user of another company sees their own meetings, not Padaria’s', async ({
  loginPage,
  meetingsPage,
  page,
}) => {
  await loginPage.goto();
  const loaded = waitForMeetingsCall(page);
  await loginPage.signIn(outsider.key, 'demo1234');
  await page.waitForURL(exactPath(routes.meetings));
  expect((await loaded).status()).toBe(200);
  await expect(meetingsPage.heading(outsider.company)).toBeVisible();
  await expect(meetingsPage.meetingLink(outsider.meeting)).toBeVisible();
  for (const title of padariaMeetings) await expect(meetingsPage.meetingLink(title)).toHaveCount(0);
  await expect(page.getByText(padaria)).toHaveCount(0);
});

test('a user of another company opening a Padaria meeting by its address reads that it is not found', async ({
  loginPage,
  meetingPage,
  page,
  request,
}) => {
  const padariaUser = await apiLogin(request, demo.user.key);
  const listed = (await (
    await listMeetings(request, padariaUser, padariaUser.business?.id as string)
  ).json()) as { id: string; title: string }[];
  const target = listed.find((m) => padariaMeetings.includes(m.title))!;

  await loginPage.goto();
  await loginPage.signIn(outsider.key, 'demo1234');
  await page.waitForURL(exactPath(routes.meetings));
  await page.goto(routes.meeting(target.id));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reunião não encontrada' }),
  ).toBeVisible();
  await expect(
    page.getByText('Não foi possível encontrar os detalhes desta reunião.'),
  ).toBeVisible();
  await expect(page.getByText(target.title)).toHaveCount(0);
  await meetingPage.backLink.click();
  await page.waitForURL(exactPath(routes.meetings));
  await expect(page.getByRole('link', { name: outsider.meeting })).toBeVisible();
});
