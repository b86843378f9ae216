import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ingestMeetingBodySchema,
  transcriptFormats,
  type IngestMeetingBody,
} from '@portal/api-client';
import { MAX_TRANSCRIPT_BYTES, TRANSCRIPT_TOO_LARGE } from '@portal/domain';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db';
import { zodMessagePt } from '../http/zod-pt';
import { ingestMeeting } from '../services/meetings';
import { ServiceError } from '../services/errors';
import { restrictNewFiles } from '../data-dir';
import { isEntryPoint, withDataDirFromInvocation } from './entry-point';
import { DATABASE_USAGE_LINE } from './usage';

// `npm run meetings:import -- --business <id> --title "..." file.vtt`: the ingestion action from
// the command line, on the server's own database (DATABASE_URL, or the PGlite in DATA_DIR), for
// a transcript someone has as a file. Same validation and same service as the HTTP action.

export const USAGE = [
  'Uso: npm run meetings:import -- --business <id da empresa> --title "<título>" [opções] <arquivo>',
  '  --date <data ISO>       2026-11-20 ou 2026-11-20T14:00 (UTC sem fuso; padrão: agora)',
  '  --overview <texto>      resumo da reunião',
  '  --notes-file <arquivo>  notas (texto rico) lidas de um arquivo',
  '  --tasks-file <arquivo>  tarefas em JSON: [{"title": "...", "task": "...",',
  '                          "owner": "e-mail do responsável", "due_date": "2026-12-10"}]',
  '  --format vtt|srt|json   formato da transcrição (detectado pelo conteúdo quando ausente)',
  DATABASE_USAGE_LINE,
].join('\n');

export class ImportError extends Error {
  override name = 'ImportError';
}

type Out = { log: (m: string) => void; error: (m: string) => void };

/** Files named on the command line are relative to where npm was invoked (INIT_CWD). */
const pathFrom = (env: Record<string, string | undefined>, file: string) =>
  resolve(env.INIT_CWD ?? process.cwd(), file);

const readText = (path: string, what: string, maxBytes?: number): string => {
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new ImportError(`${what} não é um arquivo: ${path}`);
    size = stat.size;
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`${what} não encontrado: ${path}`);
  }
  // Refused before reading: a huge file must not be loaded only to be turned away.
  if (maxBytes !== undefined && size > maxBytes) throw new ImportError(TRANSCRIPT_TOO_LARGE);
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new ImportError(`Não foi possível ler ${what}: ${(error as Error).message}`);
  }
};

/** Reads flags and files into the body the HTTP action takes; throws ImportError (pt-BR). */
export const parseImportArgs = (
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  now: () => Date = () => new Date(),
): IngestMeetingBody => {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      options: {
        business: { type: 'string' },
        title: { type: 'string' },
        date: { type: 'string' },
        overview: { type: 'string' },
        'notes-file': { type: 'string' },
        'tasks-file': { type: 'string' },
        format: { type: 'string' },
      },
      strict: true,
      allowPositionals: true,
    }));
  } catch (error) {
    throw new ImportError(`Argumentos inválidos: ${(error as Error).message}\n${USAGE}`);
  }
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  if (!str('business')) throw new ImportError(`Informe a empresa com --business <id>.\n${USAGE}`);
  if (!str('title')?.trim()) throw new ImportError(`Informe o título com --title.\n${USAGE}`);
  if (positionals.length !== 1) {
    throw new ImportError(
      `${positionals.length === 0 ? 'Informe o arquivo da transcrição' : 'Informe um único arquivo de transcrição'}.\n${USAGE}`,
    );
  }
  // Without --format, the file's extension tells it (else the server detects it from content).
  const extension = /\.(vtt|srt|json)$/i.exec(positionals[0] ?? '')?.[1]?.toLowerCase();
  const format = str('format') ?? extension;
  if (format !== undefined && !(transcriptFormats as readonly string[]).includes(format)) {
    throw new ImportError(`Formato de transcrição inválido: use vtt, srt ou json.\n${USAGE}`);
  }

  const transcript = readText(
    pathFrom(env, positionals[0]!),
    'Arquivo da transcrição',
    MAX_TRANSCRIPT_BYTES,
  );
  const notesFile = str('notes-file');
  const notes = notesFile ? readText(pathFrom(env, notesFile), 'Arquivo de notas') : undefined;
  const tasksFile = str('tasks-file');
  let tasks: unknown;
  if (tasksFile) {
    const text = readText(pathFrom(env, tasksFile), 'Arquivo de tarefas');
    try {
      tasks = JSON.parse(text);
    } catch {
      throw new ImportError(
        'Arquivo de tarefas inválido: deve ser JSON, uma lista [{"title": "...", "task": "..."}]',
      );
    }
    if (!Array.isArray(tasks)) {
      throw new ImportError(
        'Arquivo de tarefas inválido: deve ser uma lista [{"title": "...", "task": "..."}]',
      );
    }
  }

  const body = {
    businessId: str('business')!.trim(),
    title: str('title')!,
    date: str('date') ?? now().toISOString(),
    ...(str('overview') !== undefined ? { overview: str('overview') } : {}),
    ...(notes !== undefined ? { notes } : {}),
    transcript,
    ...(format ? { format } : {}),
    ...(tasks !== undefined ? { tasks } : {}),
  };
  const parsed = ingestMeetingBodySchema.safeParse(body);
  if (!parsed.success) throw new ImportError(zodMessagePt(parsed.error, body));
  return parsed.data;
};

export const LOCKED_HINT =
  'O servidor está usando este banco agora: pare o servidor (Ctrl+C ou SIGTERM) e rode o comando de novo, ' +
  'ou envie a reunião com o servidor no ar pela ação POST /webhook/{app}/meetings/ingest.';

/** The command; returns the exit code (0 imported, 1 refused or failed). */
export const runMeetingsImport = async (
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  out: Out = console,
): Promise<number> => {
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const input = parseImportArgs(argv, env);
    const config = loadConfig(withDataDirFromInvocation(env));
    try {
      handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    } catch (error) {
      if (error instanceof DataDirLockedError)
        throw new ImportError(`${error.message}\n${LOCKED_HINT}`);
      throw error;
    }
    const result = await ingestMeeting(handle.db, input);
    out.log(
      `Reunião "${result.meeting.title}" importada: id ${result.meeting.id}, ` +
        `${result.tasksCreated} ${result.tasksCreated === 1 ? 'tarefa criada' : 'tarefas criadas'} no quadro.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ImportError || error instanceof ServiceError) out.error(error.message);
    else if (error instanceof Error)
      out.error(`Não foi possível importar a reunião: ${error.message}`);
    else out.error(`Não foi possível importar a reunião: ${String(error)}`);
    return 1;
  } finally {
    await handle?.close();
  }
};

if (isEntryPoint(import.meta.url)) {
  // What the command writes under DATA_DIR (or a backup) is its owner's alone, as the server's.
  restrictNewFiles();
  process.exitCode = await runMeetingsImport(process.argv.slice(2));
}
