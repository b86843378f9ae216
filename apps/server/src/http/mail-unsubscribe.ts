import { Hono, type Context } from 'hono';
import { UNSUBSCRIBE_PATH } from '../mail/unsubscribe-links';
import type { ServiceDeps } from '../services/deps';
import { ServiceError } from '../services/errors';
import { unsubscribeByToken } from '../services/mail-preferences';
import { escapeMarkup } from '../markup';
import { STATUS_OF } from './replies';
import { stateOf } from './request-state';

// The unsubscribe link of the reminders and digests is answered here, as a small pt-BR page of
// the server rather than a screen of the portal: it must work from any mail program with no
// session and no script, and a GET must change nothing, because mail scanners and previews open
// links on their own. So GET shows a button; its POST (a plain form) turns the e-mails off. The
// same POST is what a mail program's one-click unsubscribe (RFC 8058) would send.

const page = (title: string, body: string) =>
  '<!doctype html>\n<html lang="pt-BR"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex">' +
  `<title>${escapeMarkup(title)}</title></head>\n` +
  '<body style="font-family: sans-serif; line-height: 1.5; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">\n' +
  `<h1 style="font-size: 1.4rem">${escapeMarkup(title)}</h1>\n${body}\n</body></html>\n`;

const headers = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

/** GET …/mail/unsubscribe?token=…: the button that confirms (nothing changes yet). */
const showUnsubscribe = (c: Context) => {
  const token = c.req.query('token') ?? '';
  return c.html(
    page(
      'Cancelar e-mails do portal',
      '<p>Confirme para não receber mais este tipo de e-mail do portal. ' +
        'Você pode ligá-lo de novo a qualquer momento em Configurações do perfil.</p>\n' +
        `<form method="post" action="?${escapeMarkup(new URLSearchParams({ token }).toString())}">` +
        '<button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">Confirmar cancelamento</button>' +
        '</form>',
    ),
    200,
    headers,
  );
};

/** POST …/mail/unsubscribe?token=… (the form above, or a one-click unsubscribe): turns it off. */
const confirmUnsubscribe = (deps: ServiceDeps) => async (c: Context) => {
  // The token may also come in a form body (token=…), as some mail programs send it.
  const body = stateOf(c.req.raw).body;
  const fromBody = body
    ? new URLSearchParams(Buffer.from(body).toString('utf8')).get('token')
    : null;
  try {
    const done = await unsubscribeByToken(deps, c.req.query('token') ?? fromBody ?? undefined);
    return c.html(page('Pronto', `<p>${escapeMarkup(done.message)}</p>`), 200, headers);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return c.html(
      page('Não foi possível cancelar', `<p>${escapeMarkup(error.message)}</p>`),
      STATUS_OF[error.kind] as 400,
      headers,
    );
  }
};

/** GET and POST `/{UNSUBSCRIBE_PATH}`, mounted under the API's prefix. */
export const unsubscribeRoutes = (deps: ServiceDeps) =>
  new Hono()
    .get(`/${UNSUBSCRIBE_PATH}`, showUnsubscribe)
    .post(`/${UNSUBSCRIBE_PATH}`, confirmUnsubscribe(deps));
