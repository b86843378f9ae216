// Meetings entering the system: the ingestion action, the import command and (later) the admin
// import form. docs/product.md is silent on these; they are ours, in clear pt-BR, and each names the line or
// entry at fault so a person can fix the file.
import { MAX_BOARD_TASKS, MAX_INGEST_TASKS, MAX_TRANSCRIPT_ENTRIES } from '../validation/limits';

export const TRANSCRIPT_TOO_LARGE = 'O arquivo de transcrição excede o limite de 2 MB';
export const TRANSCRIPT_EMPTY = 'A transcrição está vazia';
export const TRANSCRIPT_REQUIRED = 'A transcrição é obrigatória';
export const TRANSCRIPT_NOT_TEXT = 'A transcrição deve ser o texto do arquivo';
export const TRANSCRIPT_FORMAT_INVALID = 'Formato de transcrição inválido: use vtt, srt ou json';
export const MEETING_TITLE_REQUIRED = 'O título da reunião é obrigatório';
export const MEETING_DATE_INVALID =
  'Data da reunião inválida: use o formato ISO, por exemplo 2026-11-20 ou 2026-11-20T14:00';
export const INGEST_TASK_TITLE_REQUIRED = 'O título de cada tarefa é obrigatório';
export const INGEST_TASK_OWNER_INVALID =
  'O responsável de cada tarefa deve ser o e-mail de uma pessoa, por exemplo ana@empresa.com.br';
/** An owner e-mail that is not one of the company's active people. */
export const ingestOwnersUnknown = (emails: readonly string[]): string =>
  `${emails.length === 1 ? 'Este responsável não é uma pessoa' : 'Estes responsáveis não são pessoas'} ativas da empresa: ${emails.join(', ')}`;
export const INGEST_TOO_MANY_TASKS = `Uma reunião pode ter no máximo ${MAX_INGEST_TASKS} tarefas`;

/** A meeting whose tasks would push the company's board past its limit. */
export const ingestBoardFull = (onBoard: number, adding: number): string =>
  `O quadro tem ${onBoard.toLocaleString('pt-BR')} tarefas e a reunião traria mais ${adding.toLocaleString('pt-BR')}, acima do limite de ${MAX_BOARD_TASKS.toLocaleString('pt-BR')}; exclua algumas tarefas antes de importar a reunião.`;

/** How the ingestion action refuses a caller without the installation key or an admin token. */
export const INGEST_MESSAGES = {
  missing:
    'Autenticação ausente: envie o cabeçalho x-api-key com a chave da instalação ou Authorization: Bearer <token de um administrador>.',
  badKey: 'Chave de API inválida.',
  keyDisabled:
    'Chave de API desativada neste servidor (defina INGEST_API_KEY): use Authorization: Bearer <token de um administrador>.',
} as const;

/** A quoted piece of the file, short enough for one line of an error. */
const clip = (value: string): string => (value.length > 60 ? `${value.slice(0, 57)}...` : value);

const jsonEntry = (index: number, problem: string) =>
  `Fala ${index} da transcrição em JSON: ${problem}`;

/** What the transcript parser (WebVTT, SRT, JSON) refuses, with the line or entry at fault. */
export const TRANSCRIPT_MESSAGES = {
  tooLarge: TRANSCRIPT_TOO_LARGE,
  empty: TRANSCRIPT_EMPTY,
  nul: (line: number) => `A transcrição contém um caractere inválido (NUL) na linha ${line}`,
  unknownFormat:
    'Formato da transcrição não reconhecido: envie WebVTT (começando com WEBVTT), SRT ou JSON',
  noCues: 'A transcrição não contém nenhuma fala com marcação de tempo',
  tooManyEntries: `A transcrição tem mais de ${MAX_TRANSCRIPT_ENTRIES.toLocaleString('pt-BR')} falas`,
  vttHeader: 'Arquivo WebVTT inválido: a linha 1 deve começar com WEBVTT',
  vttTimestamp: (line: number, value: string) =>
    `Linha ${line}: marcação de tempo inválida "${clip(value)}" (use hh:mm:ss.mmm --> hh:mm:ss.mmm ou mm:ss.mmm)`,
  srtTimestamp: (line: number, value: string) =>
    `Linha ${line}: marcação de tempo inválida "${clip(value)}" (use hh:mm:ss,mmm --> hh:mm:ss,mmm)`,
  missingTiming: (line: number) =>
    `Linha ${line}: trecho sem marcação de tempo (esperado algo como 00:00:01.000 --> 00:00:04.000)`,
  srtIndex: (line: number, value: string) =>
    `Linha ${line}: esperado o número do trecho ou a marcação de tempo, encontrado "${clip(value)}"`,
  jsonSyntax: (line: number | null) =>
    `A transcrição em JSON é inválida${line ? ` (linha ${line})` : ''}`,
  jsonNotList:
    'A transcrição em JSON deve ser uma lista de falas: [{"speaker": "...", "text": "...", "minutes": 0}]',
  jsonEntryNotObject: (index: number) =>
    jsonEntry(index, 'deve ser um objeto {speaker, text, minutes}'),
  jsonEntrySpeaker: (index: number) => jsonEntry(index, '"speaker" deve ser um texto'),
  jsonEntryText: (index: number) => jsonEntry(index, '"text" é obrigatório e deve ser um texto'),
  jsonEntryNul: (index: number) => jsonEntry(index, 'contém um caractere inválido (NUL)'),
  jsonEntryMinutes: (index: number, max: number) =>
    jsonEntry(index, `"minutes" deve ser um número de minutos entre 0 e ${max}`),
} as const;

/** The `Idempotency-Key` header of the ingestion action: what it refuses. */
export const INGEST_IDEMPOTENCY_MESSAGES = {
  badKey:
    'Cabeçalho Idempotency-Key inválido: use de 1 a 255 caracteres visíveis (letras, números e símbolos ASCII, sem espaços).',
  reusedKey:
    'Esta chave Idempotency-Key já foi usada com outro conteúdo para esta empresa: reenvie exatamente o mesmo pedido ou use uma chave nova para uma reunião diferente.',
} as const;
