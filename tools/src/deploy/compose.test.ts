import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { checkServingConfig, loadConfig } from '@portal/server/src/config';

// deploy/compose.yaml is meant to run as written and to stay what was tested: every image it
// pulls named by a version, and every variable the server reads passed through to the server.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null> | string[];
};
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);

/**
 * `name:tag` (or `name:tag@sha256:…`) whose tag has a digit and is not a moving one: `16.14`,
 * `v1.8.0`, `2.11.4-alpine`. `16`, `2` or `latest` follow whatever is published next.
 */
const isPinned = (image: string): boolean => {
  const match = /^[a-z0-9][a-z0-9._/-]*:([A-Za-z0-9._-]+)(@sha256:[0-9a-f]{64})?$/.exec(image);
  const tag = match?.[1];
  if (!tag || /latest|stable|edge|main/i.test(tag)) return false;
  // A major alone (`16`, `v2`, `16-alpine`) moves with every minor release.
  return /^v?\d+\.\d+/.test(tag);
};

/** The environment variables apps/server/src/config.ts reads: the keys of its zod schemas. */
const configVariables = (): string[] => {
  const source = read('apps/server/src/config.ts');
  const names = new Set<string>();
  for (const schema of source.matchAll(/= z\.object\(\{([\s\S]*?)\n\}\);/g)) {
    for (const key of schema[1]!.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)) names.add(key[1]!);
  }
  return [...names].sort();
};

const environmentOf = (service: Service): string[] =>
  Array.isArray(service.environment)
    ? service.environment.map((entry) => entry.split('=')[0]!)
    : Object.keys(service.environment ?? {});

/**
 * A value as compose hands it over: `${NAME:-default}` from `env` or its default, `${NAME:?…}`
 * from `env` (a required one). `$$` is a dollar sign.
 */
const interpolate = (value: string, env: Record<string, string>): string =>
  value
    .replace(
      /\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
      (_, name: string, kind?: string, rest?: string) => {
        if (env[name] !== undefined) return env[name];
        if (kind === '-') return rest ?? '';
        throw new Error(`${name} is required`);
      },
    )
    .replace(/\$\$/g, '$');

describe('deploy/compose.yaml', () => {
  it('names every image it pulls by a version (no latest, no missing tag, no bare major)', () => {
    const pulled = services.filter(([, s]) => s.build === undefined);
    expect(pulled.length).toBeGreaterThan(3);
    const loose = pulled
      .filter(([, s]) => !s.image || !isPinned(s.image))
      .map(([name, s]) => `${name}: ${s.image ?? '(no image)'}`);
    expect(loose).toEqual([]);
  });

  it('tells a pinned image from a moving one', () => {
    for (const image of ['postgres:16.14-bookworm', 'versity/versitygw:v1.8.0', 'caddy:2.11.4'])
      expect(isPinned(image), image).toBe(true);
    for (const image of ['postgres', 'postgres:16', 'caddy:2', 'minio/minio:latest', 'node:lts'])
      expect(isPinned(image), image).toBe(false);
  });

  it('builds the portal on a maintained Node LTS, pinned', () => {
    const froms = [...read('deploy/Dockerfile').matchAll(/^FROM (\S+)/gm)].map((m) => m[1]!);
    const nodes = froms.filter((image) => image.startsWith('node:'));
    expect(nodes.length).toBeGreaterThan(0);
    for (const image of nodes) {
      expect(isPinned(image), image).toBe(true);
      // 22 (maintained to April 2027) or 24 (to April 2028); 20's support ended in April 2026.
      expect(['22', '24'], image).toContain(/^node:(\d+)\./.exec(image)?.[1]);
    }
  });

  it('passes every variable the server reads to the portal and its ops commands', () => {
    const variables = configVariables();
    // The schemas' keys were found (a change of config.ts's shape must not empty this test).
    expect(variables).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'SMTP_URL', 'AI_BASE_URL', 'REPORT_REMINDERS']),
    );
    for (const name of ['portal', 'ops']) {
      const service = compose.services[name];
      expect(service, name).toBeDefined();
      const given = environmentOf(service!);
      expect(
        variables.filter((v) => !given.includes(v)),
        name,
      ).toEqual([]);
    }
  });

  it('gives the server a production configuration it accepts, with only the secrets filled in', () => {
    const secrets = {
      PUBLIC_URL: 'https://portal.example.com',
      JWT_SECRET: 'j'.repeat(64),
      POSTGRES_PASSWORD: 'p'.repeat(64),
      S3_SECRET_KEY: 's'.repeat(64),
    };
    const raw = compose.services.portal!.environment as Record<string, string>;
    const env = Object.fromEntries(
      Object.entries(raw).map(([name, value]) => [name, interpolate(String(value), secrets)]),
    );
    const config = loadConfig(env);
    expect(() => checkServingConfig(config)).not.toThrow();
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 3000,
      seedDemo: false,
      reportReminders: true,
      smtpUrl: 'smtp://mailpit:1025',
      workers: 2,
      ai: undefined,
      objectStorage: { bucket: 'portal-arquivos', endpoint: 'http://s3:7070' },
    });
    expect(config.databaseUrl).toBe(`postgres://portal:${'p'.repeat(64)}@postgres:5432/portal`);
  });
});
