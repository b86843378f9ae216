import {
  ACCOUNT_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  ROLE_LABELS,
  TASK_STATUS_LABELS,
} from '@portal/domain';
import type { MonthlyReportRow } from '../../repositories/monthly-reports';
import type {
  ExportedBusiness,
  listExportedAccesses,
  listExportedDocuments,
  listExportedMeetings,
  listExportedMeetingTasks,
  listExportedPeople,
  listExportedReportVersions,
  listExportedTasks,
  listExportedTranscript,
} from '../../repositories/data-exports';
import { dataset } from '../exports/tables';
import { instantCell } from './shared';

// A company's datasets (services/data-exports/company.ts), one function each: the rows the
// snapshot read, as the columns the README and docs/product.md describe. Column names are
// pt-BR, snake case; the labels are the portal's own (roles, columns, library item kinds).

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export const companyDataset = (business: ExportedBusiness, logoPath: string | null) =>
  dataset(
    'empresa',
    [
      'id',
      'nome',
      'nicho',
      'site',
      'instagram',
      'base_de_conhecimento',
      'meta_faturamento',
      'perguntas_do_relatorio',
      'situacao',
      'gerenciada_por',
      'planilha_google',
      'logo',
      'criada_em',
    ],
    [
      {
        id: business.id,
        nome: business.name,
        nicho: business.niche,
        site: business.website,
        instagram: business.instagram,
        base_de_conhecimento: business.knowledgeBase,
        meta_faturamento: business.revenueGoal,
        // One question a line: a cell either file reads the same way.
        perguntas_do_relatorio: business.customQuestions.join('\n'),
        situacao: ACCOUNT_STATUS_LABELS[business.status],
        gerenciada_por: business.managerName,
        planilha_google: business.sheetId,
        logo: logoPath,
        criada_em: instantCell(business.createdAt),
      },
    ],
  );

export const peopleDataset = (people: Rows<typeof listExportedPeople>) =>
  dataset(
    'pessoas',
    ['id', 'nome', 'email', 'telefone', 'funcao', 'situacao', 'ligada_desde'],
    people.map((p) => ({
      id: p.id,
      nome: p.name,
      email: p.email,
      telefone: p.phone,
      funcao: ROLE_LABELS[p.role],
      situacao: ACCOUNT_STATUS_LABELS[p.status],
      ligada_desde: instantCell(p.linkedAt),
    })),
  );

/** Where each meeting's transcript lies in the zip (without extension), by meeting id. */
export type TranscriptPaths = ReadonlyMap<string, string>;

export const meetingsDataset = (
  meetings: Rows<typeof listExportedMeetings>,
  transcripts: TranscriptPaths,
) =>
  dataset(
    'reunioes',
    [
      'id',
      'titulo',
      'data',
      'resumo',
      'notas',
      'linhas_da_transcricao',
      'transcricao_json',
      'transcricao_csv',
      'criada_em',
    ],
    meetings.map((m) => ({
      id: m.id,
      titulo: m.title,
      data: instantCell(m.date),
      resumo: m.overview,
      notas: m.notes,
      linhas_da_transcricao: m.lines,
      transcricao_json: `${transcripts.get(m.id)}.json`,
      transcricao_csv: `${transcripts.get(m.id)}.csv`,
      criada_em: instantCell(m.createdAt),
    })),
  );

export const transcriptDataset = (name: string, lines: Rows<typeof listExportedTranscript>) =>
  dataset(
    name,
    ['posicao', 'minuto', 'quem_falou', 'texto'],
    lines.map((line) => ({
      posicao: line.position,
      minuto: line.minutes,
      quem_falou: line.speaker,
      texto: line.text,
    })),
  );

export const meetingTasksDataset = (
  tasks: Rows<typeof listExportedMeetingTasks>,
  titles: ReadonlyMap<string, string>,
) =>
  dataset(
    'reunioes-tarefas',
    ['reuniao_id', 'reuniao', 'posicao', 'titulo', 'descricao', 'responsavel', 'prazo'],
    tasks.map((task) => ({
      reuniao_id: task.meetingId,
      reuniao: titles.get(task.meetingId) ?? null,
      posicao: task.position,
      titulo: task.title,
      descricao: task.description,
      responsavel: task.ownerName,
      prazo: task.dueDate,
    })),
  );

export const tasksDataset = (tasks: Rows<typeof listExportedTasks>) =>
  dataset(
    'tarefas',
    [
      'id',
      'titulo',
      'descricao',
      'coluna',
      'posicao',
      'responsavel',
      'responsavel_email',
      'prazo',
      'criada_por',
      'criada_em',
      'concluida_em',
      'alterada_em',
      'reuniao_id',
    ],
    tasks.map((task) => ({
      id: task.id,
      titulo: task.title,
      descricao: task.description,
      coluna: TASK_STATUS_LABELS[task.status],
      posicao: task.position,
      responsavel: task.ownerName,
      responsavel_email: task.ownerEmail,
      prazo: task.dueDate,
      criada_por: task.creatorName,
      criada_em: instantCell(task.createdAt),
      concluida_em: instantCell(task.completedAt),
      alterada_em: instantCell(task.updatedAt),
      reuniao_id: task.fromMeeting,
    })),
  );

export type ExportedDocument = Rows<typeof listExportedDocuments>[number];

/** `files`: where each uploaded file went in the zip, by item id (absent: not there). */
export const documentsDataset = (
  documents: readonly ExportedDocument[],
  files: ReadonlyMap<string, string>,
) =>
  dataset(
    'documentos',
    [
      'id',
      'tipo',
      'nome',
      'descricao',
      'pasta',
      'link',
      'arquivo_nome',
      'arquivo_tipo',
      'arquivo_tamanho',
      'arquivo',
      'criado_em',
    ],
    documents.map((d) => ({
      id: d.id,
      tipo: DOCUMENT_TYPE_LABELS[d.type],
      nome: d.name,
      descricao: d.description,
      pasta: d.folderName,
      link: d.driveUrl,
      arquivo_nome: d.fileName,
      arquivo_tipo: d.fileType,
      arquivo_tamanho: d.fileSize,
      arquivo: files.get(d.id) ?? null,
      criado_em: instantCell(d.createdAt),
    })),
  );

const monthOf = (report: { month: string }) => report.month.slice(0, 7);

type ReportContent = Pick<
  MonthlyReportRow,
  'grossRevenue' | 'netRevenue' | 'expenses' | 'cogs' | 'netProfit' | 'netMargin' | 'customAnswers'
>;
type ReplacedVersions = Rows<typeof listExportedReportVersions>;

const FIGURE_COLUMNS = [
  'receita_bruta',
  'receita_liquida',
  'despesas',
  'custos_cmv',
  'lucro_liquido',
  'margem_liquida',
] as const;

/** A version's figures, as both report datasets write them. */
const figureCells = (r: ReportContent) => ({
  receita_bruta: r.grossRevenue,
  receita_liquida: r.netRevenue,
  despesas: r.expenses,
  custos_cmv: r.cogs,
  lucro_liquido: r.netProfit,
  margem_liquida: r.netMargin,
});

export const reportsDataset = (reports: readonly MonthlyReportRow[]) =>
  dataset(
    'relatorios',
    ['id', 'mes', ...FIGURE_COLUMNS, 'versao', 'preenchido_por', 'preenchido_em', 'criado_em'],
    reports.map((r) => ({
      id: r.id,
      mes: monthOf(r),
      ...figureCells(r),
      versao: r.version,
      preenchido_por: r.filledByName || null,
      preenchido_em: instantCell(r.filledAt),
      criado_em: instantCell(r.createdAt),
    })),
  );

/** Each version a replacement replaced: nothing a person saved is left out of the company's data. */
export const reportVersionsDataset = (versions: ReplacedVersions) =>
  dataset(
    'relatorios-versoes',
    [
      'relatorio_id',
      'mes',
      'versao',
      ...FIGURE_COLUMNS,
      'preenchido_por',
      'preenchido_em',
      'substituido_por',
      'substituido_em',
    ],
    versions.map(({ version: v, month }) => ({
      relatorio_id: v.reportId,
      mes: monthOf({ month }),
      versao: v.version,
      ...figureCells(v),
      preenchido_por: v.filledByName || null,
      preenchido_em: instantCell(v.filledAt),
      substituido_por: v.replacedByName || null,
      substituido_em: instantCell(v.replacedAt),
    })),
  );

/** The custom answers of every version, the current one's and each replaced one's. */
export const reportAnswersDataset = (
  reports: readonly MonthlyReportRow[],
  versions: ReplacedVersions,
) =>
  dataset(
    'relatorios-respostas',
    ['relatorio_id', 'mes', 'versao', 'posicao', 'pergunta', 'resposta'],
    [
      ...reports.map((r) => ({ reportId: r.id, month: r.month, version: r.version, content: r })),
      ...versions.map(({ version: v, month }) => ({
        reportId: v.reportId,
        month,
        version: v.version,
        content: v,
      })),
    ]
      .sort((a, b) => a.month.localeCompare(b.month) || a.version - b.version)
      .flatMap(({ reportId, month, version, content }) =>
        content.customAnswers.map((answer, position) => ({
          relatorio_id: reportId,
          mes: monthOf({ month }),
          versao: version,
          posicao: position,
          pergunta: answer.question,
          resposta: answer.response,
        })),
      ),
  );

export const accessesDataset = (accesses: Rows<typeof listExportedAccesses>) =>
  dataset(
    'acessos',
    ['id', 'nome', 'funcao', 'data'],
    accesses.map((a) => ({
      id: a.id,
      nome: a.name,
      funcao: ROLE_LABELS[a.role],
      data: instantCell(a.at),
    })),
  );
