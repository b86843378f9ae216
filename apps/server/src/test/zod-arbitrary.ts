import { fc } from '@fast-check/vitest';
import { uploadSchema } from '@portal/api-client';
import type { ZodTypeAny } from 'zod';

// fast-check arbitraries from the contract's zod schemas (zod 3), for the fuzz test. Values come
// out close to what the schema accepts (right keys, types, formats, lengths, enum members) and the
// mutations in fuzz-requests.ts then break them. Refinements and transforms are not honoured: the
// value of their inner schema is generated, which is fuzz enough.
//
// Some values depend on the running server, which does not exist yet when a property is defined:
// they are generated as markers (private-use text) and resolved when the request is sent, so the
// same seed always generates the same requests.

/** Marks a placeholder string; the text after it says what to put there. */
export const MARK = '\uE000';
/** The caller's token (or nothing, for an anonymous caller). */
export const JWT_MARK = `${MARK}jwt`;
/** 'business' for a business account, else 'user'. */
export const AUTH_TYPE_MARK = `${MARK}authType`;
/** The n-th id of the world the server holds (companies, people, tasks). */
const idMark = (n: number) => `${MARK}id:${n}`;
/** The n-th e-mail of the world the server holds. */
const emailMark = (n: number) => `${MARK}email:${n}`;

/** An uploaded file of a multipart body. */
export type FileValue = { [MARK]: 'file'; type: string; bytes: number; name: string };
export const isFileValue = (v: unknown): v is FileValue =>
  typeof v === 'object' && v !== null && (v as Record<string, unknown>)[MARK] === 'file';

const fileArb: fc.Arbitrary<FileValue> = fc.record({
  [MARK]: fc.constant('file' as const),
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/svg+xml',
    'application/pdf',
    'text/html',
    'application/octet-stream',
    '',
  ),
  bytes: fc.oneof(fc.constantFrom(0, 1, 8), fc.integer({ min: 0, max: 4096 })),
  name: fc.oneof(fc.constantFrom('a.png', 'x.svg', '../../etc/passwd', ''), fc.string()),
});

type Def = { typeName: string } & Record<string, unknown>;
type Check = { kind: string; value?: number; regex?: RegExp };

const defOf = (schema: ZodTypeAny) => schema._def as Def;

function stringArb(def: Def, key: string | undefined): fc.Arbitrary<string> {
  const checks = (def.checks ?? []) as Check[];
  const has = (kind: string) => checks.some((c) => c.kind === kind);
  if (key === 'jwt') return fc.constant(JWT_MARK);
  // Mostly ids that exist, the first (the company every signed-in fixture belongs to) most of all,
  // so requests get past the authorization gate to the action itself.
  if (has('uuid'))
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(idMark(0)) },
      { weight: 3, arbitrary: fc.nat({ max: 30 }).map(idMark) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  if (has('email') || key === 'email' || key === 'key')
    return fc.oneof(fc.nat({ max: 10 }).map(emailMark), fc.emailAddress());
  const pattern = checks.find((c) => c.kind === 'regex' && !c.regex?.test('\0'))?.regex;
  if (pattern) return fc.stringMatching(pattern);
  const min = checks.find((c) => c.kind === 'min')?.value ?? 0;
  const max = checks.find((c) => c.kind === 'max')?.value ?? 60;
  return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 60)) });
}

function numberArb(def: Def): fc.Arbitrary<number> {
  const checks = (def.checks ?? []) as (Check & { inclusive?: boolean })[];
  const min = checks.find((c) => c.kind === 'min')?.value;
  const max = checks.find((c) => c.kind === 'max')?.value;
  if (checks.some((c) => c.kind === 'int'))
    return fc.integer({ min: min ?? -1_000_000, max: max ?? 1_000_000 });
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

/**
 * An arbitrary of values shaped like `schema`. `key` is the object key the value stands under:
 * session fields (`jwt`, `authType`) become markers.
 */
export function arbitraryOf(schema: ZodTypeAny, key?: string, depth = 0): fc.Arbitrary<unknown> {
  if (schema === uploadSchema) return fileArb;
  const def = defOf(schema);
  const inner = (s: unknown) => arbitraryOf(s as ZodTypeAny, key, depth + 1);
  switch (def.typeName) {
    case 'ZodString':
      return stringArb(def, key);
    case 'ZodNumber':
      return numberArb(def);
    case 'ZodBigInt':
      return fc.bigInt().map(String);
    case 'ZodBoolean':
      return fc.boolean();
    case 'ZodDate':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'ZodNull':
      return fc.constant(null);
    case 'ZodUndefined':
    case 'ZodVoid':
      return fc.constant(undefined);
    case 'ZodLiteral':
      return fc.constant(def.value);
    case 'ZodEnum':
      if (key === 'authType') return fc.constant(AUTH_TYPE_MARK);
      return fc.constantFrom(...(def.values as string[]));
    case 'ZodNativeEnum':
      return fc.constantFrom(...Object.values(def.values as object));
    case 'ZodOptional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'ZodNullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'ZodBranded':
      return inner(def.type);
    case 'ZodEffects':
      return inner(def.schema);
    case 'ZodPipeline':
      return inner(def.in);
    case 'ZodLazy':
      return depth > 4 ? fc.constant(null) : inner((def.getter as () => unknown)());
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion': {
      const options = [...(def.options as Iterable<ZodTypeAny>)];
      return fc.oneof(...options.map(inner));
    }
    case 'ZodArray': {
      const min = (def.minLength as { value: number } | null)?.value ?? 0;
      const max = (def.maxLength as { value: number } | null)?.value ?? 3;
      return fc.array(inner(def.type), {
        minLength: min,
        maxLength: Math.max(min, Math.min(max, 3)),
      });
    }
    case 'ZodTuple':
      return fc.tuple(...(def.items as ZodTypeAny[]).map(inner));
    case 'ZodRecord':
    case 'ZodMap':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 3 });
    case 'ZodObject': {
      const shape = (def.shape as () => Record<string, ZodTypeAny>)();
      const entries = Object.entries(shape).map(
        ([k, v]) => [k, arbitraryOf(v, k, depth + 1)] as const,
      );
      return fc.record(Object.fromEntries(entries));
    }
    case 'ZodIntersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) =>
          a && b && typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a,
        );
    default:
      // ZodAny, ZodUnknown and whatever a later zod adds: any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}
