import { apiLogin, getMeeting } from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { AdminChatPage } from '../pages/AdminChatPage';
import { routes } from '@portal/domain';

// The portal's people are in São Paulo: a meeting's hour is São Paulo's on every screen and in
// every text the server writes, whatever zone the browser or the server runs in. The browser here
// is in Tokyo (UTC+9) and the server in the machine's zone (UTC on CI), so a time read on either
// machine's clock would differ from São Paulo's by 12 or 3 hours.
test.use({ timezoneId: 'Asia/Tokyo' });

const lastMeeting = 'Qual a última reunião da Padaria Pão da Serra?';
/** The hour and minute after 'às' in a meeting's date ('qui., 16 de out. de 2026 às 14:00'). */
const hourOf = (text: string) => /às (\d{2}:\d{2})/.exec(text)?.[1];
/** HH:mm of an instant on the clock of `timeZone`. */
const clockIn = (timeZone: string, instant: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

test('a meeting reads at São Paulo’s hour in the assistant’s answer and on its page, from a browser in Tokyo', async ({
  loginPage,
  page,
  request,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));

  const chat = new AdminChatPage(page);
  await chat.goto();
  await chat.startFresh();
  const answer = await chat.ask(lastMeeting);
  const answerHour = hourOf((await answer.textContent()) ?? '');
  expect(answerHour, 'the answer names the meeting’s hour').toBeTruthy();

  // The meeting itself: its instant, read on São Paulo's clock here, in Node.
  const meetingLink = answer.locator('a[href*="/meetings/"]');
  const href = (await meetingLink.getAttribute('href')) ?? '';
  const businessId = /\/admin\/view\/([0-9a-f-]{36})\//.exec(href)?.[1] ?? '';
  const meetingId = href.split('/').pop() ?? '';
  const session = await apiLogin(request, demo.admin.key);
  const reply = await getMeeting(request, session, businessId, meetingId);
  expect(reply.ok()).toBe(true);
  const { date } = (await reply.json()) as { date: string };
  const saoPaulo = clockIn('America/Sao_Paulo', date);
  const tokyo = clockIn('Asia/Tokyo', date);
  expect(tokyo, 'the browser’s own clock would read another hour').not.toBe(saoPaulo);
  expect(answerHour).toBe(saoPaulo);

  // Its page, opened from the answer, shows the same hour.
  await meetingLink.click();
  await page.waitForURL(exactPath(routes.meeting(meetingId)));
  const shown = page.getByText(/às \d{2}:\d{2}/).first();
  await expect(shown).toBeVisible();
  expect(hourOf((await shown.textContent()) ?? '')).toBe(saoPaulo);
});
