import { describe, expect, it } from 'vitest';
import { createLogger, describeError, errorFields, logSettings } from './logger';

describe('logSettings', () => {
  it('is JSON in production and readable elsewhere, unless LOG_FORMAT says', () => {
    expect(logSettings({ NODE_ENV: 'production' }).format).toBe('json');
    expect(logSettings({ NODE_ENV: 'development' }).format).toBe('pretty');
    expect(logSettings({}).format).toBe('pretty');
    expect(logSettings({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).format).toBe('pretty');
    expect(logSettings({ NODE_ENV: 'development', LOG_FORMAT: 'JSON' }).format).toBe('json');
  });

  it('takes LOG_LEVEL, and names a value it does not know', () => {
    expect(logSettings({ LOG_LEVEL: 'warn' })).toMatchObject({ level: 'warn', problems: [] });
    const wrong = logSettings({ LOG_LEVEL: 'verbose', LOG_FORMAT: 'xml' });
    expect(wrong.level).toBe('info');
    expect(wrong.problems).toEqual([
      'LOG_FORMAT=xml não reconhecido (use json ou pretty)',
      'LOG_LEVEL=verbose não reconhecido (use fatal, error, warn, info, debug, trace, silent)',
    ]);
  });

  it('leaves out the lines below LOG_LEVEL', () => {
    const raw: string[] = [];
    const logger = createLogger({
      format: 'json',
      level: 'warn',
      destination: { write: (t) => raw.push(t) },
    });
    logger.info('detalhe');
    logger.warn('aviso');
    expect(raw.map((t) => JSON.parse(t).msg)).toEqual(['aviso']);
  });
});

describe('errorFields', () => {
  it('names what a bare AggregateError hides: each address refused, with its code', () => {
    // What net.connect gives node-postgres when every address of a host refuses: no message.
    const refused = Object.assign(
      new AggregateError(
        [
          Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
            code: 'ECONNREFUSED',
          }),
        ],
        '',
      ),
      { code: 'ECONNREFUSED' },
    );
    const fields = errorFields(new Error('conexão falhou', { cause: refused }), true);
    expect(fields).toMatchObject({
      type: 'Error',
      message: 'conexão falhou',
      stack: expect.stringMatching(/^\s+at /),
      cause: {
        type: 'AggregateError',
        code: 'ECONNREFUSED',
        errors: [
          { message: 'connect ECONNREFUSED ::1:5432', code: 'ECONNREFUSED' },
          { message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' },
        ],
      },
    });
    expect(fields.cause).not.toHaveProperty('stack');
  });

  it('keeps an SDK error’s code and HTTP status (an S3 reply it could not read)', () => {
    const error = Object.assign(new Error('UnknownError'), {
      name: 'Unknown',
      Code: undefined,
      code: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    expect(errorFields(error, false)).toEqual({
      type: 'Unknown',
      message: 'UnknownError',
      code: 'AccessDenied',
      status: 403,
    });
  });

  it('keeps a failed query’s SQL and its cause, never its values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(pessoa@x.com.br) already exists.',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into users (email) values ($1)\nparams: pessoa@x.com.br', {
        cause,
      }),
      { query: 'insert into users (email) values ($1)', params: ['pessoa@x.com.br'] },
    );
    const fields = errorFields(failed, true);
    expect(JSON.stringify(fields)).not.toContain('pessoa@x.com.br');
    expect(fields).toMatchObject({
      message: 'Falha na consulta ao banco',
      query: 'insert into users (email) values ($1)',
      cause: { code: '23505', message: 'duplicate key value violates unique constraint' },
    });
  });

  it('stops on a cause that points back', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    let depth = 0;
    for (let f = errorFields(a, false); f.cause; f = f.cause) depth += 1;
    expect(depth).toBe(5);
  });
});

describe('describeError', () => {
  it('says an error and its causes on one line', () => {
    const refused = Object.assign(new AggregateError([new Error('connect ECONNREFUSED')], ''), {
      code: 'ECONNREFUSED',
    });
    expect(describeError(new Error('sem banco', { cause: refused }))).toBe(
      'Error: sem banco ← AggregateError:  [ECONNREFUSED] ← Error: connect ECONNREFUSED',
    );
  });
});
