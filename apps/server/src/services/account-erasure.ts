import {
  ERASURE_PERSONS_ONLY,
  ERASURE_REQUESTED,
  ERASURE_WITHDRAWN,
  formatDocumentDate,
} from '@portal/domain';
import type { Principal } from '../auth/principal';
import { insertSecurityEvent } from '../repositories/second-factors';
import { closeErasureRequest, findUserById, openErasureRequest } from '../repositories/users';
import { checkCurrentPassword } from './current-password';
import { inBackground, type ServiceDeps } from './deps';
import { forbidden, MESSAGES, notFound } from './errors';
import { notify } from './notifications';

/**
 * A person's request to erase their account and personal data (LGPD). The person asks, with
 * their current password (a stolen session alone must not start it); every admin's bell is told;
 * an admin confirms by deleting the account (`deleteUser`), which the audit log records. Until
 * then the person may withdraw it. A business account is a company's, not a person's: the
 * company's data is erased by an admin from the company's detail.
 */

async function personOf(deps: ServiceDeps, principal: Principal) {
  if (principal.kind !== 'user') throw forbidden(ERASURE_PERSONS_ONLY);
  const person = await findUserById(deps.db, principal.id);
  if (!person) throw notFound(MESSAGES.userNotFound);
  return person;
}

/** The address the account signs in with hears of the request: whoever did not ask can undo it. */
function tellThePerson(deps: ServiceDeps, person: { email: string; name: string }, at: Date) {
  inBackground(deps, '[perfil] falha ao avisar do pedido de exclusão', () =>
    deps.mailer.send({
      to: person.email,
      subject: 'Pedido de exclusão da sua conta',
      text:
        `Olá, ${person.name}!\n\n` +
        `Recebemos em ${formatDocumentDate(at)} o seu pedido para excluir a sua conta no ` +
        'portal e os seus dados pessoais. Um administrador vai confirmar a exclusão; até lá, ' +
        'você pode cancelar o pedido em Configurações do perfil.\n\n' +
        'Se não foi você, entre no portal, cancele o pedido e troque a sua senha.\n',
    }),
  );
}

export async function requestErasure(
  deps: ServiceDeps,
  principal: Principal,
  input: { current_password: string },
  clientAddress: string,
) {
  const person = await personOf(deps, principal);
  const account = { kind: principal.kind, key: person.email, passwordHash: person.passwordHash };
  await checkCurrentPassword(deps, account, input.current_password, clientAddress);
  const now = deps.clock.now();
  const opened = await deps.db.transaction(async (tx) => {
    const at = await openErasureRequest(tx, person.id, now);
    if (!at) return null;
    await insertSecurityEvent(tx, {
      kind: 'account-erasure-requested',
      user: person,
      actor: person,
      at,
      address: clientAddress,
    });
    await notify.erasureRequested(tx, person);
    return at;
  });
  if (opened) tellThePerson(deps, person, opened);
  // Asked again while open: the first request stands, with its instant.
  const at = opened ?? (await findUserById(deps.db, person.id))?.erasureRequestedAt ?? now;
  return {
    status: 'success' as const,
    message: ERASURE_REQUESTED,
    erasure_requested_at: at.toISOString(),
  };
}

export async function withdrawErasure(
  deps: ServiceDeps,
  principal: Principal,
  clientAddress: string,
) {
  const person = await personOf(deps, principal);
  await deps.db.transaction(async (tx) => {
    if (!(await closeErasureRequest(tx, person.id))) return;
    await insertSecurityEvent(tx, {
      kind: 'account-erasure-withdrawn',
      user: person,
      actor: person,
      at: deps.clock.now(),
      address: clientAddress,
    });
    await notify.erasureSettled(tx, person.id);
  });
  return { status: 'success' as const, message: ERASURE_WITHDRAWN, erasure_requested_at: null };
}
