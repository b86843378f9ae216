// Public face of @portal/domain. Pure TypeScript: no React, no fetch, no DOM.
export * from './model/session';
export * from './model/workspace';
export * from './validation/messages';
export * from './validation/rules';
export * from './validation/images';
export * from './format/format';
export * from './reset-password/reset-password.machine';
export * from './password-reset-request/password-reset-request.machine';
export * from './login/login.machine';
export * from './spy-mode/spy-mode.machine';
export * from './session/session.machine';
export * from './registration/business-search';
export * from './registration/registration.machine';
export * from './meeting/transcript-search';
export * from './meeting/meeting-text';
