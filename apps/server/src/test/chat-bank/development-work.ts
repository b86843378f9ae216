import { CHAT_EXAMPLE_QUESTIONS, formatBRL, routes } from '@portal/domain';
import { fold, latestMeeting, meetingLink, open, overdue, reportLink } from '../chat-world';
import { phrasings, type BankEntry } from './bank-entry';
import { companyLink } from './facts';

// The development bank's questions about the DRE, companies, people, tasks, meetings and
// documents, the assistant's help, and follow-ups.

const PADARIA = 'Padaria Pão da Serra';

export const WORK_ENTRIES: BankEntry[] = [
  ...phrasings(
    'Entendi: Envio do DRE · todas as empresas · nov/2026',
    (w) => ['**5 de 6**', 'pendente', companyLink(w, 'Academia')],
    CHAT_EXAMPLE_QUESTIONS[0],
    'quem ainda não mandou o DRE?',
    'quais empresas estão com o relatório pendente?',
    'status dos DREs',
  ),
  ...phrasings(
    'Entendi: Envio do DRE · Academia Movimento Vivo · nov/2026',
    () => ['**pendente**', 'novembro de 2026'],
    'A Academia Movimento Vivo enviou o DRE?',
    'a academia ja mandou o dre?',
  ),
  ...phrasings(
    'Entendi: Relatórios · Academia Movimento Vivo',
    (w) => [
      reportLink(w.report('Academia', '2026-09')!),
      formatBRL(w.report('Academia', '2026-09')!.grossRevenue),
    ],
    'Mostre os relatórios da Academia',
    'relatorios da academia movimento vivo',
  ),
  ...phrasings(
    `Entendi: Relatórios · ${PADARIA} · set/2026`,
    (w) => {
      const r = w.report('Pão da Serra', '2026-09')!;
      return [
        reportLink(r),
        ...[r.grossRevenue, r.netRevenue, r.expenses, r.cogs, r.netProfit].map(formatBRL),
      ];
    },
    'DRE de setembro da Padaria Pão da Serra',
    'dre da padoca set/2026',
  ),
  ...phrasings(
    'Entendi: Empresas',
    (w) => [
      '**6 empresas ativas**',
      ...w.companies.map((c) => `[${c.name}](${routes.companyView(c.id, { page: 'info' })})`),
    ],
    'Quantas empresas existem?',
    'quais empresas temos?',
    'liste as empresas cadastradas',
  ),
  ...phrasings(
    'Entendi: Aguardando aprovação',
    () => ['Horta Viva Orgânicos', 'Beatriz Nogueira'],
    'Tem alguém aguardando aprovação?',
    'quem está esperando aprovação?',
    'tem cadastro pendente pra aprovar?',
    'pedidos de entrada pendentes',
  ),
  ...phrasings(
    'Entendi: Resumo da empresa · Ateliê Flor de Lis',
    (w) => [
      w.users.find((u) => u.id === w.company('Flor de Lis').managedBy)!.name,
      reportLink(w.report('Flor de Lis', '2026-10')!),
      latestMeeting(w, w.company('Flor de Lis').id).title,
    ],
    'Me fale sobre a Ateliê Flor de Lis',
    'como está o atelie?',
    'me fala da flor de lis',
  ),
  ...phrasings(
    'Entendi: Resumo da empresa · Horta Viva Orgânicos',
    () => ['aguarda aprovação', 'Carlos Mendes'],
    'Como está a Horta Viva?',
    'me fala da horta viva organicos',
  ),
  ...phrasings(
    'Entendi: Responsável · Academia Movimento Vivo',
    (w) => [`**${w.users.find((u) => u.id === w.company('Academia').managedBy)!.name}**`],
    'Quem é o responsável pela Academia Movimento Vivo?',
    'quem cuida da academia?',
  ),
  ...phrasings(
    'Entendi: Conselheiros',
    () => ['Roberto Almeida', 'conselho@demo.com.br'],
    'Quem são os conselheiros?',
    'lista do conselho',
  ),
  ...phrasings(
    'Entendi: Admins',
    () => ['Mariana Costa', 'admin@demo.com.br'],
    'Quais são os admins?',
    'quem é administrador?',
  ),
  ...phrasings(
    'Entendi: Pessoas · Agência Faísca Digital',
    (w) => {
      const id = w.company('Faísca').id;
      return w.links
        .filter((l) => l.businessId === id)
        .map((l) => w.users.find((u) => u.id === l.userId)!.email);
    },
    'Quais usuários da Agência Faísca Digital?',
    'quem trabalha na faisca?',
    'equipe da Faísca',
  ),
  ...phrasings(
    'Entendi: Tarefas atrasadas · todas as empresas',
    (w) => [`**${overdue(w).length} tarefas atrasadas**`, ...overdue(w).map((t) => t.title)],
    CHAT_EXAMPLE_QUESTIONS[3],
    'tem tarefa vencida?',
    'o que está atrasado no quadro?',
  ),
  ...phrasings(
    'Entendi: Tarefas em andamento · Sorriso Pleno Odontologia',
    (w) =>
      w.tasks
        .filter((t) => t.businessId === w.company('Sorriso').id && t.status === 'in-progress')
        .map((t) => t.title),
    'Tarefas em andamento da Sorriso Pleno',
    'o que a sorriso está fazendo agora no quadro?',
  ),
  ...phrasings(
    `Entendi: Tarefas abertas · ${PADARIA}`,
    (w) => {
      const tasks = w.tasks.filter((t) => t.businessId === w.company('Pão da Serra').id && open(t));
      return [`**${tasks.length} tarefas abertas**`, ...tasks.map((t) => t.title)];
    },
    'Quais tarefas abertas a padaria tem?',
    'pendencias da padoca',
  ),
  ...phrasings(
    'Entendi: Tarefas concluídas · todas as empresas',
    (w) => [`**${w.tasks.filter((t) => t.status === 'done').length} tarefas concluídas**`],
    'Quantas tarefas concluídas por empresa?',
  ),
  ...phrasings(
    'Entendi: Tarefas atrasadas · todas as empresas · do maior para o menor · top 1',
    (w) => {
      const counts = w.companies.map((c) => ({
        c,
        n: overdue(w).filter((t) => t.businessId === c.id).length,
      }));
      const most = Math.max(...counts.map((x) => x.n));
      return [`**${most}**`, ...counts.filter((x) => x.n === most).map((x) => x.c.name)];
    },
    'Qual empresa tem mais tarefas atrasadas?',
  ),
  ...phrasings(
    `Entendi: Tarefas atrasadas · ${PADARIA}`,
    (w) =>
      overdue(w)
        .filter((t) => t.businessId === w.company('Pão da Serra').id)
        .map((t) => t.title),
    'quais tarefas estão atrasadas na padoca?',
  ),
  ...phrasings(
    'Entendi: Última reunião · todas as empresas',
    (w) =>
      w.companies.map(
        (c) => `[${latestMeeting(w, c.id).title}](${meetingLink(latestMeeting(w, c.id))})`,
      ),
    CHAT_EXAMPLE_QUESTIONS[5],
    'ultima reuniao de cada empresa',
  ),
  ...phrasings(
    'Entendi: Última reunião · Agência Faísca Digital',
    (w) => {
      const m = latestMeeting(w, w.company('Faísca').id);
      return [`**[${m.title}](${meetingLink(m)})**`];
    },
    'Qual foi a última reunião da Faísca?',
    'ultima mentoria da faisca',
  ),
  ...phrasings(
    'Entendi: Reuniões · Academia Movimento Vivo',
    (w) =>
      w.meetings
        .filter((m) => m.businessId === w.company('Academia').id)
        .map((m) => `[${m.title}](${meetingLink(m)})`),
    'Liste as reuniões da Academia',
    'Quantas reuniões a academia teve?',
  ),
  ...phrasings(
    'Entendi: Reuniões · Exato Contabilidade',
    (w) => [
      `**${w.meetings.filter((m) => m.businessId === w.company('Exato').id).length} reuniões**`,
    ],
    'Quantas reuniões a Exato teve?',
  ),
  ...phrasings(
    'Entendi: Reuniões sobre "fermentação" · todas as empresas',
    (w) => {
      const ids = new Set(
        w.entries.filter((e) => fold(e.text).includes('fermentacao')).map((e) => e.meetingId),
      );
      return w.meetings.filter((m) => ids.has(m.id)).map((m) => meetingLink(m));
    },
    'Em qual reunião falaram sobre "fermentação"?',
  ),
  ...phrasings(
    `Entendi: Reuniões sobre "preço" · ${PADARIA}`,
    (w) => [w.meetings.find((m) => m.title.startsWith('Precificação dos pães'))!.title],
    'Quem falou sobre preço nas reuniões da Padaria Pão da Serra?',
  ),
  ...phrasings(
    `Entendi: Reuniões sobre "precificação" · ${PADARIA}`,
    (w) => [meetingLink(w.meetings.find((m) => m.title.startsWith('Precificação dos pães'))!)],
    'reunião de precificação da padaria',
  ),
  ...phrasings(
    'Entendi: Reuniões sobre "black friday" · todas as empresas',
    (w) => [meetingLink(w.meetings.find((m) => m.title.includes('Black Friday'))!)],
    'Em qual reunião falaram sobre Black Friday?',
    'reunião sobre Black Friday',
  ),
  ...phrasings(
    'Entendi: Documentos sobre "contrato social" · Exato Contabilidade',
    (w) => ['Contrato social', routes.companyView(w.company('Exato').id, { page: 'documents' })],
    'Onde está o contrato social da Exato?',
  ),
  ...phrasings(
    'Entendi: Documentos · Agência Faísca Digital',
    (w) =>
      w.documents
        .filter((d) => d.businessId === w.company('Faísca').id)
        .map((d) => d.name.replace(/_/g, '\\_')),
    'Quais documentos a Faísca tem?',
  ),
  ...phrasings(
    'Entendi: Ajuda',
    () => ['não altero nada', ...CHAT_EXAMPLE_QUESTIONS],
    'olá',
    'o que você sabe fazer?',
  ),
  ...phrasings(
    'Entendi: não entendi a pergunta',
    () => ['?pergunta='],
    'Qual a cor do céu?',
    'me conta uma piada',
  ),
];

const FIRST = 'Quanto a Padaria Pão da Serra faturou em outubro?';

/** Follow-ups: each reads as the previous question with what it names changed. */
export const FOLLOW_UPS: BankEntry[] = [
  {
    after: FIRST,
    q: 'e em setembro?',
    reading: `Entendi: Faturamento · ${PADARIA} · set/2026`,
    facts: (w) => [formatBRL(w.report('Pão da Serra', '2026-09')!.grossRevenue)],
  },
  {
    after: FIRST,
    q: 'e a sorriso?',
    reading: 'Entendi: Faturamento · Sorriso Pleno Odontologia · out/2026',
    facts: (w) => [formatBRL(w.report('Sorriso', '2026-10')!.grossRevenue)],
  },
  {
    after: FIRST,
    q: 'e o lucro?',
    reading: `Entendi: Lucro líquido · ${PADARIA} · out/2026`,
    facts: (w) => [formatBRL(w.report('Pão da Serra', '2026-10')!.netProfit)],
  },
  {
    after: FIRST,
    q: 'e comparado ao ano passado?',
    reading: `Entendi: Faturamento · ${PADARIA} · out/2026 · vs out/2025`,
    facts: (w) => [formatBRL(w.report('Pão da Serra', '2025-10')!.grossRevenue)],
  },
  {
    after: CHAT_EXAMPLE_QUESTIONS[1],
    q: 'e em setembro?',
    reading:
      'Entendi: Lucro líquido · todas as empresas · set/2026 · do maior para o menor · top 1',
  },
  {
    after: 'quais tarefas estão atrasadas na padoca?',
    q: 'e na faisca?',
    reading: 'Entendi: Tarefas atrasadas · Agência Faísca Digital',
  },
  {
    after: 'Qual a margem da Sorriso Pleno no mês passado?',
    q: 'e da exato?',
    reading: 'Entendi: Margem líquida · Exato Contabilidade · out/2026',
  },
  {
    after: 'faturamento total de outubro',
    q: 'e o lucro?',
    reading: 'Entendi: Lucro líquido · todas as empresas · out/2026',
  },
];
