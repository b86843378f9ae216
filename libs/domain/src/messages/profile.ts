// The profile modal and its password change (SPEC §8).
// Letter for letter; every layer imports these.

// Profile password change (SPEC names the fields but no texts for empty ones; these are ours)
export const OLD_PASSWORD_REQUIRED = 'A senha atual é obrigatória';
export const NEW_PASSWORD_REQUIRED = 'A nova senha é obrigatória';

// Profile modal (SPEC §8; shown 3 s)
export const PROFILE_LOAD_FAILED = 'Falha ao carregar os dados do perfil';
export const PROFILE_UPDATE_FAILED = 'Falha ao atualizar o perfil';
export const PROFILE_UPDATED = 'Perfil atualizado com sucesso';
export const PASSWORD_CHANGE_FAILED = 'Falha ao alterar a senha';
export const PASSWORD_CHANGED = 'Senha alterada com sucesso';

// Refusals of the profile actions (SPEC silent; ours)
export const WRONG_PASSWORD = 'Senha atual incorreta.';

// Changing the sign-in e-mail asks for the current password: a stolen session alone must not be
// able to point the account (and its reset links) at another mailbox. SPEC silent; ours.
export const CURRENT_PASSWORD_FOR_EMAIL = 'Informe sua senha atual para alterar o email';
