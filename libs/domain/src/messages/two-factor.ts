// Two-factor sign-in (TOTP) and its recovery codes (docs/product.md, Login and Profile modal).
// Letter for letter; every layer imports these.
import { CURRENT_PASSWORD_REQUIRED } from './profile';

export const TOTP_CODE_REQUIRED = 'Informe o código de 6 dígitos.';
export const TOTP_CODE_FORMAT = 'O código tem 6 dígitos.';
export const RECOVERY_CODE_REQUIRED = 'Informe um código de recuperação.';
export const RECOVERY_CODE_FORMAT = 'Um código de recuperação tem 16 letras e números.';
/** One text for a wrong, expired, reused or unknown code: nothing tells a guesser which. */
export const TOTP_CODE_INVALID = 'Código inválido ou expirado.';
/** The step between the password and the code lasted too long, or its token was not ours. */
export const TOTP_STEP_EXPIRED = 'A verificação expirou. Entre com sua senha novamente.';
export const TOTP_ALREADY_ENABLED = 'A verificação em duas etapas já está ativada.';
export const TOTP_NOT_ENABLED = 'A verificação em duas etapas não está ativada.';
export const TOTP_SETUP_NOT_STARTED = 'Gere um novo QR code para ativar a verificação.';
export const TOTP_REQUIRED_FOR_ROLE =
  'A verificação em duas etapas é obrigatória para a sua função.';
export const TOTP_PERSONS_ONLY =
  'A verificação em duas etapas é só para pessoas, não para o código da empresa.';
/** Turning it on in the profile asks the password again: a session alone must not lock the owner out. */
export const TOTP_PASSWORD_REQUIRED = CURRENT_PASSWORD_REQUIRED;
export const TOTP_ENABLED = 'Verificação em duas etapas ativada';
export const TOTP_DISABLED = 'Verificação em duas etapas desativada';
export const TOTP_LOAD_FAILED = 'Erro ao carregar a verificação em duas etapas.';
export const TOTP_SAVE_FAILED = 'Falha ao alterar a verificação em duas etapas.';
export const TOTP_RESET_DONE = 'Verificação em duas etapas redefinida';
export const TOTP_RESET_FAILED = 'Falha ao redefinir a verificação em duas etapas.';
