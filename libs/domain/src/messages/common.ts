// Texts every screen may show (the error catalogue in docs/product.md).
// Letter for letter; every layer imports these.

/** No answer from the server (network down, server unreachable). */
export const CONNECTION_ERROR = 'Erro de conexão. Por favor, tente novamente.';
/** A call that needs the stored session found none (no token, auth type or business). */
export const AUTH_DATA_MISSING = 'Dados de autenticação ausentes';
