// The profile modal and its password change (the error catalogue in docs/product.md).
// Letter for letter; every layer imports these.

// Profile password change (docs/product.md names the fields but no texts for empty ones; these are ours)
export const OLD_PASSWORD_REQUIRED = 'A senha atual é obrigatória';
export const NEW_PASSWORD_REQUIRED = 'A nova senha é obrigatória';

// Profile modal (the error catalogue in docs/product.md; shown 3 s)
export const PROFILE_LOAD_FAILED = 'Falha ao carregar os dados do perfil';
export const PROFILE_UPDATE_FAILED = 'Falha ao atualizar o perfil';
export const PROFILE_UPDATED = 'Perfil atualizado com sucesso';
export const PASSWORD_CHANGE_FAILED = 'Falha ao alterar a senha';
export const PASSWORD_CHANGED = 'Senha alterada com sucesso';

// Refusals of the profile actions (our choice)
export const WRONG_PASSWORD = 'Senha atual incorreta.';

// Changing the sign-in e-mail asks for the current password: a stolen session alone must not be
// able to point the account (and its reset links) at another mailbox. our choice.
export const CURRENT_PASSWORD_FOR_EMAIL = 'Informe sua senha atual para alterar o email';

// A person asks for their account and personal data to be erased (LGPD); an admin confirms it by
// deleting the account. The request asks for the current password, as turning on a second factor
// does: a stolen session alone must not start it. Ours.
export const CURRENT_PASSWORD_REQUIRED = 'Informe sua senha atual para continuar.';
export const ERASURE_REQUESTED = 'Pedido de exclusão enviado. Um administrador vai confirmar.';
export const ERASURE_WITHDRAWN = 'Pedido de exclusão cancelado.';
export const ERASURE_REQUEST_FAILED = 'Falha ao pedir a exclusão da conta';
export const ERASURE_WITHDRAW_FAILED = 'Falha ao cancelar o pedido de exclusão';
export const ERASURE_PERSONS_ONLY =
  'Só uma pessoa pede a exclusão da própria conta; os dados de uma empresa são excluídos pela administração.';
/** The profile's line while a request is open, with the day it was made ('3 de mai de 2026'). */
export const erasureRequestedOn = (day: string) =>
  `Você pediu a exclusão da sua conta em ${day}. Um administrador vai confirmar; até lá, você pode cancelar o pedido.`;
