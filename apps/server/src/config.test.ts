import { describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkServingConfig, ConfigError, loadConfig, resolveJwtSecret } from './config';

describe('config', () => {
  it('a production server needs SMTP_URL and PUBLIC_URL (reset links never go to the log)', () => {
    expect(() => checkServingConfig(loadConfig({ NODE_ENV: 'production' }))).toThrow(
      /SMTP_URL[\s\S]*PUBLIC_URL/,
    );
    expect(() =>
      checkServingConfig(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })),
    ).toThrow(/PUBLIC_URL/);
    expect(() =>
      checkServingConfig(
        loadConfig({
          NODE_ENV: 'production',
          SMTP_URL: 'smtp://mail:25',
          PUBLIC_URL: 'https://portal.example',
        }),
      ),
    ).not.toThrow();
    expect(() => checkServingConfig(loadConfig({}))).not.toThrow();
  });

  it('trusts X-Forwarded-For only with TRUST_PROXY=true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'talvez' })).toThrow(/TRUST_PROXY/);
  });

  it('requires a second factor of admins and council only with TOTP_REQUIRED_FOR_STAFF=true', () => {
    expect(loadConfig({}).totpRequiredForStaff).toBe(false);
    expect(loadConfig({ TOTP_REQUIRED_FOR_STAFF: 'true' }).totpRequiredForStaff).toBe(true);
    expect(loadConfig({ TOTP_REQUIRED_FOR_STAFF: 'false' }).totpRequiredForStaff).toBe(false);
    expect(() => loadConfig({ TOTP_REQUIRED_FOR_STAFF: 'talvez' })).toThrow(
      /TOTP_REQUIRED_FOR_STAFF/,
    );
  });

  it('serves source maps only with SERVE_SOURCE_MAPS=true', () => {
    expect(loadConfig({}).serveSourceMaps).toBe(false);
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
    expect(() => loadConfig({ SERVE_SOURCE_MAPS: 'sim' })).toThrow(/SERVE_SOURCE_MAPS/);
  });

  it('keeps metrics off without METRICS_TOKEN and refuses a short or spaced token', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'm'.repeat(24);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'curto' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: `${token} com espaço` })).toThrow(/METRICS_TOKEN/);
  });

  it('sends task reminders from 08:00 São Paulo unless TASK_REMINDER_HOUR names an hour 0–23', () => {
    expect(loadConfig({}).taskReminderHour).toBe(8);
    expect(loadConfig({ TASK_REMINDER_HOUR: '0' }).taskReminderHour).toBe(0);
    expect(loadConfig({ TASK_REMINDER_HOUR: '23' }).taskReminderHour).toBe(23);
    for (const bad of ['24', '-1', '8h', 'oito'])
      expect(() => loadConfig({ TASK_REMINDER_HOUR: bad })).toThrow(/TASK_REMINDER_HOUR/);
  });

  it('keeps the audit log a year unless AUDIT_LOG_RETENTION_DAYS names 1 to 3650 days', () => {
    expect(loadConfig({}).auditLogRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_LOG_RETENTION_DAYS: '30' }).auditLogRetentionDays).toBe(30);
    expect(loadConfig({ AUDIT_LOG_RETENTION_DAYS: '3650' }).auditLogRetentionDays).toBe(3650);
    for (const bad of ['0', '3651', '-1', '1.5', 'um ano'])
      expect(() => loadConfig({ AUDIT_LOG_RETENTION_DAYS: bad })).toThrow(
        /AUDIT_LOG_RETENTION_DAYS/,
      );
  });

  it('sends report reminders from the 5th unless REPORT_REMINDER_DAY names a day 1–28', () => {
    expect(loadConfig({}).reportReminderDay).toBe(5);
    expect(loadConfig({ REPORT_REMINDER_DAY: '1' }).reportReminderDay).toBe(1);
    expect(loadConfig({ REPORT_REMINDER_DAY: '28' }).reportReminderDay).toBe(28);
    for (const bad of ['0', '29', '31', '5.5', 'cinco', '-1'])
      expect(() => loadConfig({ REPORT_REMINDER_DAY: bad })).toThrow(/REPORT_REMINDER_DAY/);
  });

  it('holds report reminders where the demo is seeded unless REPORT_REMINDERS says otherwise', () => {
    expect(loadConfig({}).reportReminders).toBe(false);
    expect(loadConfig({ REPORT_REMINDERS: 'true' }).reportReminders).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).reportReminders).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).reportReminders).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', REPORT_REMINDERS: 'no' }).reportReminders).toBe(
      false,
    );
    expect(() => loadConfig({ REPORT_REMINDERS: 'talvez' })).toThrow(/REPORT_REMINDERS/);
  });

  it('holds task reminders and digests with the report reminders unless TASK_REMINDERS says otherwise', () => {
    expect(loadConfig({}).taskReminders).toBe(false);
    expect(loadConfig({ REPORT_REMINDERS: 'true' }).taskReminders).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).taskReminders).toBe(true);
    expect(loadConfig({ REPORT_REMINDERS: 'true', TASK_REMINDERS: 'false' }).taskReminders).toBe(
      false,
    );
    expect(loadConfig({ TASK_REMINDERS: 'true' })).toMatchObject({
      taskReminders: true,
      reportReminders: false,
    });
    expect(() => loadConfig({ TASK_REMINDERS: 'talvez' })).toThrow(/TASK_REMINDERS/);
  });

  it('gives signed document links 10 minutes unless FILE_LINK_TTL names 1 to 60', () => {
    expect(loadConfig({}).fileLinkTtlSeconds).toBe(600);
    expect(loadConfig({ FILE_LINK_TTL: '5m' }).fileLinkTtlSeconds).toBe(300);
    expect(loadConfig({ FILE_LINK_TTL: '60m' }).fileLinkTtlSeconds).toBe(3600);
    for (const bad of ['30s', '61m', '2h', 'cinco'])
      expect(() => loadConfig({ FILE_LINK_TTL: bad })).toThrow(/FILE_LINK_TTL/);
  });

  it('embeds an external report form only from a full http(s) URL without credentials', () => {
    expect(loadConfig({}).reportFormUrl).toBeUndefined();
    const url = 'https://forms.example.com/dre?origem=portal';
    expect(loadConfig({ REPORT_FORM_URL: url }).reportFormUrl).toBe(url);
    for (const bad of [
      'forms.example.com',
      'javascript:alert(1)',
      'ftp://x.com/f',
      'https://a:b@x.com/',
    ])
      expect(() => loadConfig({ REPORT_FORM_URL: bad })).toThrow(/REPORT_FORM_URL/);
  });

  it('keeps files on the local disk unless STORAGE_URL names an s3:// bucket', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    // AWS variables alone (another tool's) change nothing and are not even read.
    expect(loadConfig({ AWS_ENDPOINT_URL: 'não é url' }).objectStorage).toBeUndefined();
    expect(loadConfig({ STORAGE_URL: 's3://portal-arquivos' }).objectStorage).toEqual({
      url: 's3://portal-arquivos',
      bucket: 'portal-arquivos',
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({
        STORAGE_URL: 's3://portal.arquivos/producao/portal/',
        AWS_REGION: 'sa-east-1',
        AWS_ACCESS_KEY_ID: 'AKIAEXEMPLO',
        AWS_SECRET_ACCESS_KEY: 'segredo',
        AWS_SESSION_TOKEN: 'sessao',
      }).objectStorage,
    ).toEqual({
      url: 's3://portal.arquivos/producao/portal',
      bucket: 'portal.arquivos',
      prefix: 'producao/portal',
      region: 'sa-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: {
        accessKeyId: 'AKIAEXEMPLO',
        secretAccessKey: 'segredo',
        sessionToken: 'sessao',
      },
    });
  });

  it('reaches MinIO, R2 or s3rver through AWS_ENDPOINT_URL, with buckets in the path by default', () => {
    const minio = { STORAGE_URL: 's3://portal', AWS_ENDPOINT_URL: 'http://minio:9000' };
    expect(loadConfig(minio).objectStorage).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...minio, AWS_S3_FORCE_PATH_STYLE: 'false' }).objectStorage?.forcePathStyle,
    ).toBe(false);
    // The S3-only variable wins over the general one, as in the AWS SDK.
    expect(
      loadConfig({ ...minio, AWS_ENDPOINT_URL_S3: 'https://conta.r2.cloudflarestorage.com' })
        .objectStorage?.endpoint,
    ).toBe('https://conta.r2.cloudflarestorage.com');
    expect(loadConfig({ ...minio, AWS_DEFAULT_REGION: 'auto' }).objectStorage?.region).toBe('auto');
    // Only a key and its secret together are credentials; otherwise the SDK's chain finds them.
    expect(
      loadConfig({ ...minio, AWS_ACCESS_KEY_ID: 'só-a-chave' }).objectStorage?.credentials,
    ).toBeUndefined();
  });

  it('refuses a STORAGE_URL that is not s3://bucket[/prefix] and a bad endpoint', () => {
    for (const bad of [
      'http://bucket',
      's3://',
      's3://Maiusculas',
      's3://ab',
      's3://bucket/../fora',
      's3://bucket/com espaço',
      '/srv/arquivos',
    ])
      expect(() => loadConfig({ STORAGE_URL: bad }), bad).toThrow(/STORAGE_URL/);
    expect(() =>
      loadConfig({ STORAGE_URL: 's3://portal', AWS_ENDPOINT_URL: 'minio:9000' }),
    ).toThrow(/AWS_ENDPOINT_URL/);
    expect(() =>
      loadConfig({ STORAGE_URL: 's3://portal', AWS_S3_FORCE_PATH_STYLE: 'talvez' }),
    ).toThrow(/AWS_S3_FORCE_PATH_STYLE/);
  });

  it('times clients by HEADERS_TIMEOUT_MS, BODY_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS and the linger', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      lingerMs: 5_000,
      lingerMaxBytes: 64 * 1024 * 1024,
    });
    const set = loadConfig({
      HEADERS_TIMEOUT_MS: '3000',
      BODY_TIMEOUT_MS: '250',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      LINGER_MS: '1000',
      LINGER_MAX_BYTES: '1048576',
    }).http;
    expect(set).toEqual({
      headersTimeoutMs: 3_000,
      bodyTimeoutMs: 250,
      keepAliveTimeoutMs: 65_000,
      lingerMs: 1_000,
      lingerMaxBytes: 1_048_576,
    });
    expect(() => loadConfig({ BODY_TIMEOUT_MS: '10s' })).toThrow(
      /BODY_TIMEOUT_MS: deve ser um número inteiro positivo/,
    );
    expect(() => loadConfig({ LINGER_MS: '0' })).toThrow(/LINGER_MS/);
  });

  it('runs WORKERS processes only on PostgreSQL, 1 by default', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://u@h/db' }).workers).toBe(4);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      /WORKERS: mais de um processo exige DATABASE_URL/,
    );
    for (const bad of ['0', '65', 'dois', '1.5', '-1'])
      expect(() => loadConfig({ WORKERS: bad, DATABASE_URL: 'postgres://u@h/db' })).toThrow(
        /WORKERS/,
      );
  });

  it('answers the AI chat with the built-in assistant unless AI_BASE_URL and AI_MODEL are set', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(
      loadConfig({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        AI_MODEL: 'llama3.1',
      }).ai,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, model: 'llama3.1' });
    expect(
      loadConfig({
        AI_BASE_URL: 'https://api.openai.com/v1',
        AI_API_KEY: 'sk-teste',
        AI_MODEL: 'gpt-4o-mini',
      }).ai,
    ).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-teste', model: 'gpt-4o-mini' });
    // A key alone or a model alone changes nothing.
    expect(loadConfig({ AI_API_KEY: 'sk-teste', AI_MODEL: 'x' }).ai).toBeUndefined();
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1' })).toThrow(/AI_MODEL/);
    for (const bad of ['api.openai.com/v1', 'ftp://x.com/v1', 'https://u:sk-x@x.com/v1'])
      expect(() => loadConfig({ AI_BASE_URL: bad, AI_MODEL: 'x' })).toThrow(/AI_BASE_URL/);
  });

  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      appSegment: 'portal',
      jwtTtlSeconds: 12 * 3600,
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
      seedDemo: true,
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
    expect(c.dataDir).toMatch(/data$/);
    expect(c.portalDist).toMatch(/apps\/portal\/dist$/);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      APP_SEGMENT: 'outro',
      JWT_SECRET: 's'.repeat(32),
      JWT_TTL: '2h',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'A <a@b.c>',
      PUBLIC_URL: 'https://portal.example/',
      PORTAL_DIST: '/srv/portal',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      appSegment: 'outro',
      jwtTtlSeconds: 7200,
      publicUrl: 'https://portal.example',
      portalDist: '/srv/portal',
      nodeEnv: 'production',
      // production never seeds
      seedDemo: false,
    });
  });

  it('names every bad variable in one clear error', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'curto',
        SEED_DEMO: 'talvez',
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const m = (e as Error).message;
      for (const v of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SEED_DEMO']) expect(m).toContain(v);
    }
  });

  it('generates the JWT secret once, keeps it 0600, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    try {
      const a = resolveJwtSecret(loadConfig({ DATA_DIR: dir }));
      const b = resolveJwtSecret(loadConfig({ DATA_DIR: dir }));
      expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(b.jwtSecret).toBe(a.jwtSecret);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
      expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('narrows a JWT secret file others can read back to 0600 and warns, without the secret', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    try {
      const file = join(dir, 'jwt-secret');
      const secret = 's'.repeat(40);
      writeFileSync(file, `${secret}\n`);
      chmodSync(file, 0o644);
      const warnings: string[] = [];
      const resolved = resolveJwtSecret(loadConfig({ DATA_DIR: dir }), {
        warn: (m) => warnings.push(m),
      });
      expect(resolved.jwtSecret).toBe(secret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(file);
      expect(warnings[0]).toContain('0644');
      expect(warnings[0]).toContain('0600');
      expect(warnings[0]).not.toContain(secret);
      // Already 0600: nothing to say.
      resolveJwtSecret(loadConfig({ DATA_DIR: dir }), { warn: (m) => warnings.push(m) });
      expect(warnings).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('requires JWT_SECRET in production with DATABASE_URL', () => {
    expect(() =>
      resolveJwtSecret(
        loadConfig({
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://x/y',
          DATA_DIR: '/tmp/none',
        }),
      ),
    ).toThrow(/JWT_SECRET/);
  });
});
