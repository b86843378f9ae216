import * as m from '@portal/domain';

/**
 * What a service can refuse, in words of the domain; the HTTP layer maps each kind to a status.
 * Messages are pt-BR and reach the person as they are.
 */
export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'not_implemented'
  /** A service the server called (the AI chat's model) failed: 502. */
  | 'upstream_failed'
  /** A service the server called did not answer in time: 504. */
  | 'upstream_timeout';

export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** For 'rate_limited': the seconds before a new attempt may succeed (Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * The refusal texts services and the HTTP layer use most, by name. The texts live in
 * `@portal/domain`'s messages/ catalogues (one definition each); this only names them.
 */
export const MESSAGES = {
  missingAuth: m.AUTH_DATA_MISSING,
  invalidSession: m.INVALID_SESSION,
  forbiddenBusiness: m.FORBIDDEN_BUSINESS,
  forbiddenAction: m.FORBIDDEN_ACTION,
  waitingApproval: m.WAITING_APPROVAL,
  loginFailed: m.LOGIN_FAILED,
  emailTaken: m.EMAIL_TAKEN,
  businessNotFound: m.BUSINESS_NOT_FOUND,
  userNotFound: m.USER_NOT_FOUND,
  wrongPassword: m.WRONG_PASSWORD,
  internal: m.INTERNAL_ERROR,
  notFound: m.RESOURCE_NOT_FOUND,
  badRequest: m.BAD_REQUEST,
  badJson: m.BAD_JSON,
  badForm: m.BAD_FORM,
  badValue: m.BAD_VALUE,
  tooLarge: m.REQUEST_TOO_LARGE,
  unsupportedMediaType: m.UNSUPPORTED_MEDIA_TYPE,
  timeout: m.REQUEST_TIMEOUT,
  busy: m.SERVER_BUSY,
  databaseUnavailable: m.DATABASE_UNAVAILABLE,
  imageTooLarge: m.IMAGE_TOO_LARGE,
  imageType: m.IMAGE_TYPE_UNSUPPORTED,
  notImplemented: m.notImplemented,
} as const;

export const invalid = (m: string) => new ServiceError('invalid', m);
export const unauthenticated = (m: string = MESSAGES.invalidSession) =>
  new ServiceError('unauthenticated', m);
export const forbidden = (m: string = MESSAGES.forbiddenAction) => new ServiceError('forbidden', m);
export const notFound = (m: string = MESSAGES.notFound) => new ServiceError('not_found', m);
export const conflict = (m: string) => new ServiceError('conflict', m);
