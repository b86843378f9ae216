import { CHAT_EXAMPLE_QUESTIONS, formatBRL, formatNetMargin, routes } from '@portal/domain';
import { FIGURE_QUESTIONS } from './chat-questions-figures';
import {
  fold,
  latestMeeting,
  meetingLink,
  monthRows,
  open,
  overdue,
  reportLink,
  sum,
  type ChatQuestion,
} from './chat-world';

// The assistant's question table: questions over the demo data (seeded with a fixed "today"),
// each with the facts its markdown answer must show, computed here from the rows themselves (not
// through the assistant's tools) and written with the domain's formatters. The bench asks the same
// questions. The rows and helpers are in chat-world.ts, the examples and figures in
// chat-questions-figures.ts.

/**
 * The questions (the demo is seeded with "today" = 16 Nov 2026: the reports run from November
 * 2025 to October 2026, Academia Movimento Vivo's stopping at September).
 */
export const CHAT_QUESTIONS: ChatQuestion[] = [
  ...FIGURE_QUESTIONS,
  {
    question: 'Quem são os conselheiros?',
    facts: () => ['Roberto Almeida', 'conselho@demo.com.br', '**1 pessoa**'],
  },
  {
    question: 'Quais são os admins?',
    facts: () => ['Mariana Costa', 'admin@demo.com.br'],
  },
  {
    question: 'Quais usuários da Agência Faísca Digital?',
    facts: (w) => {
      const id = w.company('Faísca').id;
      const emails = w.links
        .filter((l) => l.businessId === id)
        .map((l) => w.users.find((u) => u.id === l.userId)!.email);
      return [`**${emails.length} pessoas**`, ...emails];
    },
  },
  {
    question: 'Quem é o responsável pela Academia Movimento Vivo?',
    facts: (w) => [`**${w.users.find((u) => u.id === w.company('Academia').managedBy)!.name}**`],
  },
  {
    question: 'Em qual reunião falaram sobre "fermentação"?',
    facts: (w) => {
      const ids = new Set(
        w.entries.filter((e) => fold(e.text).includes('fermentacao')).map((e) => e.meetingId),
      );
      return w.meetings.filter((m) => ids.has(m.id)).map((m) => meetingLink(m));
    },
  },
  {
    question: 'Quem falou sobre preço nas reuniões da Padaria Pão da Serra?',
    facts: (w) => {
      const mine = new Set(
        w.meetings.filter((m) => m.businessId === w.company('Pão da Serra').id).map((m) => m.id),
      );
      const hits = w.entries.filter((e) => mine.has(e.meetingId) && fold(e.text).includes('preco'));
      return [`${hits.length} falas`, ...new Set(hits.map((e) => e.speaker))];
    },
  },
  {
    question: 'Onde está o contrato social da Exato?',
    facts: (w) => [
      'Contrato social',
      routes.companyView(w.company('Exato').id, { page: 'documents' }),
    ],
  },
  {
    question: 'Quais documentos a Faísca tem?',
    facts: (w) =>
      w.documents
        .filter((d) => d.businessId === w.company('Faísca').id)
        .map((d) => d.name.replace(/_/g, '\\_')),
  },
  {
    question: 'Quanto faturou a Padaria Estrela em outubro?',
    facts: () => ['Não encontrei nenhuma empresa chamada **Padaria Estrela**'],
  },
  {
    question: 'Qual o faturamento da empresa Zeta?',
    facts: () => ['Não encontrei nenhuma empresa chamada **Zeta**'],
  },
  {
    question: 'Me fale sobre a Ateliê Flor de Lis',
    facts: (w) => [
      w.users.find((u) => u.id === w.company('Flor de Lis').managedBy)!.name,
      reportLink(w.report('Flor de Lis', '2026-10')!),
      latestMeeting(w, w.company('Flor de Lis').id).title,
    ],
  },
  {
    question: 'Mostre os relatórios da Academia',
    facts: (w) => [
      reportLink(w.report('Academia', '2026-09')!),
      formatBRL(w.report('Academia', '2026-09')!.grossRevenue),
      'setembro de 2026',
    ],
  },
  {
    question: 'DRE de setembro da Padaria Pão da Serra',
    facts: (w) => {
      const r = w.report('Pão da Serra', '2026-09')!;
      return [
        reportLink(r),
        ...[r.grossRevenue, r.netRevenue, r.expenses, r.cogs, r.netProfit].map(formatBRL),
        formatNetMargin(r.netMargin),
      ];
    },
  },
  {
    question: 'Liste as reuniões da Academia',
    facts: (w) =>
      w.meetings
        .filter((m) => m.businessId === w.company('Academia').id)
        .map((m) => `[${m.title}](${meetingLink(m)})`),
  },
  {
    question: 'Quantas reuniões a Exato teve?',
    facts: (w) => [
      `**${w.meetings.filter((m) => m.businessId === w.company('Exato').id).length} reuniões**`,
    ],
  },
  {
    question: 'A Academia Movimento Vivo enviou o DRE?',
    facts: () => ['**pendente**', 'novembro de 2026'],
  },
  {
    question: 'Tarefas em andamento da Sorriso Pleno',
    facts: (w) => {
      const tasks = w.tasks.filter(
        (t) => t.businessId === w.company('Sorriso').id && t.status === 'in-progress',
      );
      const n = tasks.length;
      return [
        `**${n} ${n === 1 ? 'tarefa' : 'tarefas'} em andamento**`,
        ...tasks.map((t) => t.title),
      ];
    },
  },
  {
    question: 'Quais tarefas abertas a padaria tem?',
    facts: (w) => {
      const tasks = w.tasks.filter((t) => t.businessId === w.company('Pão da Serra').id && open(t));
      return [`**${tasks.length} tarefas abertas**`, ...tasks.map((t) => t.title)];
    },
  },
  {
    question: 'Quantas tarefas concluídas por empresa?',
    facts: (w) => [`**${w.tasks.filter((t) => t.status === 'done').length} tarefas concluídas**`],
  },
  {
    question: 'Qual foi a última reunião da Faísca?',
    facts: (w) => {
      const m = latestMeeting(w, w.company('Faísca').id);
      return [`**[${m.title}](${meetingLink(m)})**`];
    },
  },
  {
    question: 'Qual empresa tem mais tarefas atrasadas?',
    facts: (w) => {
      const counts = w.companies.map((c) => ({
        c,
        n: overdue(w).filter((t) => t.businessId === c.id).length,
      }));
      const most = Math.max(...counts.map((x) => x.n));
      return [`**${most}**`, ...counts.filter((x) => x.n === most).map((x) => x.c.name)];
    },
  },
  {
    question: 'Qual o lucro somado das empresas em setembro de 2026?',
    facts: (w) => [formatBRL(sum(monthRows(w, '2026-09').map((r) => r.netProfit)))],
  },
  {
    question: 'olá',
    facts: () => ['não altero nada', ...CHAT_EXAMPLE_QUESTIONS],
  },
  {
    question: 'Qual a cor do céu?',
    facts: () => ['não entendi a pergunta', CHAT_EXAMPLE_QUESTIONS[0]],
  },
];
