/**
 * What an actor rejects with when the person should read a specific text (for instance the
 * api-client's `ApiFailure`, whose `message` is the product's pt-BR text such as 'Dados de autenticação
 * ausentes'). A thrown `Error` is a bug or a network fault: its message is technical English, so
 * the machine shows its own default text instead.
 */
export type UserFacingFailure = { readonly message: string };

export function isUserFacingFailure(error: unknown): error is UserFacingFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    !(error instanceof Error) &&
    typeof (error as { message?: unknown }).message === 'string' &&
    (error as { message: string }).message.trim() !== ''
  );
}

/** The text to show for a rejected actor: its user-facing message, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return isUserFacingFailure(error) ? error.message : fallback;
}

/**
 * A refusal because what the person acted on changed since they saw it (HTTP 409: the
 * api-client's `ApiFailure` carries the status), as opposed to one about what they typed.
 */
export function isConflictFailure(error: unknown): boolean {
  return isUserFacingFailure(error) && (error as { status?: unknown }).status === 409;
}
