// Texts the admin companies' server side adds to admin-businesses.ts: the e-mails the
// admin's decisions send (their subjects are in admin-businesses.ts), a refusal of setAccess and
// the failure of recording a spy-mode entry. docs/product.md is silent on all of them: ours, in pt-BR.

/** A registration (new company) or a request to join one was approved. */
export const registrationApprovedMailText = (name: string, business: string, link: string) =>
  `Olá, ${name}!\n\n` +
  `Seu cadastro na empresa ${business} foi aprovado. Você já pode entrar no portal com o seu ` +
  `email e a senha que escolheu:\n\n${link}\n\n` +
  'Se você não pediu este cadastro, avise o administrador do portal respondendo a este email.\n';

/** A registration (new company) or a request to join one was refused. */
export const registrationRefusedMailText = (name: string, business: string) =>
  `Olá, ${name}!\n\n` +
  `Seu cadastro na empresa ${business} não foi aprovado, e a conta criada foi removida.\n` +
  'Se acha que houve um engano, fale com o administrador do portal ou cadastre-se de novo.\n';

/** setAccess with a typed password and a generated one at once. */
export const ACCESS_PASSWORD_AMBIGUOUS = 'Digite uma senha ou peça uma senha gerada, não as duas.';

/** Entering a company in spy mode could not be recorded. */
export const ACCESS_RECORD_FAILED = 'Não foi possível registrar a sua entrada na empresa.';
