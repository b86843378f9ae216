import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

type TokenType = 'user' | 'business';
/** Server role carried in the token: a person's role, or 'business' for a business account. */
type TokenRole = 'admin' | 'council' | 'user' | 'business';

export type TokenClaims = {
  sub: string;
  typ: TokenType;
  role: TokenRole;
  /** Issued-at in whole seconds (JWT NumericDate). */
  iat: number;
  /** Issued-at in milliseconds (private claim `iat_ms`); see {@link isIssuedAfter}. */
  iatMs: number;
  exp: number;
};

export type JwtService = {
  sign: (claims: { sub: string; typ: TokenType; role: TokenRole }) => Promise<string>;
  /** Returns the claims of a well-formed, correctly signed, unexpired token, else null. */
  verify: (token: string) => Promise<TokenClaims | null>;
};

const ROLES: readonly TokenRole[] = ['admin', 'council', 'user', 'business'];

export function createJwtService(opts: {
  secret: string;
  ttlSeconds: number;
  now?: () => Date;
}): JwtService {
  const key = new TextEncoder().encode(opts.secret);
  const now = opts.now ?? (() => new Date());
  return {
    sign: async ({ sub, typ, role }) => {
      const ms = now().getTime();
      const iat = Math.floor(ms / 1000);
      return new SignJWT({ typ, role, iat_ms: ms })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + opts.ttlSeconds)
        .sign(key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now(),
        });
        const { sub, typ, role, iat, exp, iat_ms } = payload;
        if (typeof sub !== 'string' || typeof iat !== 'number' || typeof exp !== 'number')
          return null;
        // A token without iat_ms (none are issued, but be strict) counts from the end of its second,
        // which is never earlier than its real issue time.
        const iatMs =
          typeof iat_ms === 'number' && Math.floor(iat_ms / 1000) === iat
            ? iat_ms
            : iat * 1000 + 999;
        if (typ !== 'user' && typ !== 'business') return null;
        if (!ROLES.includes(role as TokenRole)) return null;
        if ((typ === 'business') !== (role === 'business')) return null;
        return { sub, typ, role: role as TokenRole, iat, iatMs, exp };
      } catch (e) {
        if (e instanceof joseErrors.JOSEError) return null;
        throw e;
      }
    },
  };
}

/**
 * A token stays valid only if it was issued at or after the person's tokens_valid_after.
 * The standard iat has whole seconds only: compared with a cut-off in milliseconds, a token issued
 * in the same second just before a logout would survive it, or one issued just after (log out and
 * sign in again at once) would be refused. So tokens also carry `iat_ms` (checked against iat, and
 * covered by the signature) and the comparison is made in milliseconds.
 */
export function isIssuedAfter(
  claims: Pick<TokenClaims, 'iatMs'>,
  validAfter: Date | null,
): boolean {
  if (!validAfter) return true;
  return claims.iatMs >= validAfter.getTime();
}
