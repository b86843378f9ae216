// A company at scale for the benchmark: many meetings (each with a long transcript and a few
// tasks it named) and a crowded board. Meetings go through the server's own ingestion service,
// so their rows (entries, added tasks, board tasks with from_meeting) are exactly what a recorder
// would produce; the rest of the board is bulk-inserted after them.
import { and, eq, max } from 'drizzle-orm';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { hashPassword } from '@portal/server/src/auth/password';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { schema, type Database } from '@portal/server/src/db';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { ingestMeeting } from '@portal/server/src/services/meetings';

export type ScaleOptions = {
  meetings: number;
  entriesPerMeeting: number;
  tasksPerMeeting: number;
  /** Total tasks on the board, the meetings' tasks included. */
  boardTasks: number;
  /** The meetings are spread over the days before this instant. Default: now. */
  now?: Date;
};

export type ScaleCompany = {
  businessId: string;
  name: string;
  /** A user of this company only (role user), for calls as the company sees them. */
  login: { authType: 'user'; key: string; password: string };
  meetings: number;
  transcriptEntries: number;
  tasks: number;
};

const SPEAKERS = ['Roberto Almeida', 'Juliana Ferreira', 'Marcos Ribeiro'] as const;
const LINES = [
  'Vamos revisar os números do mês antes de decidir qualquer mudança.',
  'A margem caiu dois pontos porque o custo da farinha subiu **12%** em outubro.',
  'Precisamos de um responsável para cada ação e uma data combinada (14:05 - 14:20).',
  'O movimento da manhã cresceu, mas o ticket médio da tarde continua baixo.',
  'Vou levantar os orçamentos com três fornecedores até a próxima reunião.',
  'Os clientes elogiaram o pão de fermentação natural nas avaliações do Google.',
  'Se a meta de faturamento continuar a mesma, o fluxo de caixa aguenta o investimento.',
  'Quero ver o desperdício por turno antes de mexer na produção.',
] as const;

const BOARD_STATUSES = ['not-started', 'in-progress', 'done'] as const;
const DAY_MS = 86_400_000;

/** Adds one company at scale to an open database (any number of times: names are unique). */
export async function seedAtScale(db: Database, options: ScaleOptions): Promise<ScaleCompany> {
  const now = options.now ?? new Date();
  const suffix = crypto.randomUUID().slice(0, 8);
  const name = `Empresa em Escala ${suffix}`;
  const email = `escala.${suffix}@bench.com.br`;
  const password = 'bench1234';
  const businessId = crypto.randomUUID();
  const userId = crypto.randomUUID();

  await db.transaction(async (tx) => {
    await tx.insert(schema.users).values({
      id: userId,
      name: 'Pessoa da Escala',
      email,
      phoneNumber: '(11) 90000-0000',
      passwordHash: await hashPassword(password),
      role: 'user',
      status: 'active',
    });
    await tx.insert(schema.businesses).values({
      id: businessId,
      name,
      website: 'https://escala.example.com.br',
      niche: 'Varejo',
      knowledgeBase: 'Empresa gerada pelo benchmark para medir telas com muitos dados.',
      metaFaturamento: 1_000_000,
      usernameInstagram: '@escala',
      managedBy: userId,
      status: 'active',
    });
    await tx.insert(schema.userBusinesses).values({ userId, businessId });
  });

  let entries = 0;
  let fromMeetings = 0;
  for (let m = 0; m < options.meetings; m += 1) {
    const transcript = Array.from({ length: options.entriesPerMeeting }, (_, k) => ({
      speaker: SPEAKERS[k % SPEAKERS.length],
      text: `${LINES[(m + k) % LINES.length]} (reunião ${m + 1}, fala ${k + 1})`,
      minutes: Math.round(k * 1.37 * 100) / 100,
    }));
    const result = await ingestMeeting(db, {
      businessId,
      title: `Mentoria ${m + 1}: acompanhamento mensal`,
      date: new Date(now.getTime() - (options.meetings - m) * 3 * DAY_MS).toISOString(),
      overview: `Revisão do mês ${m + 1}: números, metas e próximos passos da equipe.`,
      notes:
        `<p>**Decisões** da reunião ${m + 1}: revisar custos e acompanhar o caixa ` +
        '(14:05 - 14:20).</p><ul><li>Margem</li><li>Fornecedores</li></ul>',
      transcript: JSON.stringify(transcript),
      format: 'json',
      tasks: Array.from({ length: options.tasksPerMeeting }, (_, t) => ({
        title: `Ação ${t + 1} da mentoria ${m + 1}`,
        task: 'Definir responsável, prazo e indicador de acompanhamento.',
      })),
    });
    entries += transcript.length;
    fromMeetings += result.tasksCreated;
  }

  const [last] = await db
    .select({ position: max(schema.tasks.position) })
    .from(schema.tasks)
    .where(and(eq(schema.tasks.businessId, businessId)));
  const first = (last?.position ?? -1) + 1;
  const extra = Math.max(0, options.boardTasks - fromMeetings);
  const rows = Array.from({ length: extra }, (_, k) => {
    const status = BOARD_STATUSES[k % BOARD_STATUSES.length] ?? 'not-started';
    const createdAt = new Date(now.getTime() - (extra - k) * 3_600_000);
    return {
      businessId,
      title: `Tarefa ${k + 1} do quadro grande`,
      description: 'Descrição curta de uma tarefa do benchmark, com algum texto de contexto.',
      status,
      position: first + k,
      createdAt,
      completedAt: status === 'done' ? createdAt : null,
      updatedAt: createdAt,
    };
  });
  // PostgreSQL caps a statement at 65,535 parameters: insert in slices.
  for (let k = 0; k < rows.length; k += 500) {
    await db.insert(schema.tasks).values(rows.slice(k, k + 500));
  }

  return {
    businessId,
    name,
    login: { authType: 'user', key: email, password },
    meetings: options.meetings,
    transcriptEntries: entries,
    tasks: fromMeetings + extra,
  };
}
