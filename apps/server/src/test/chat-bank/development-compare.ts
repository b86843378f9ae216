import { formatBRL, routes } from '@portal/domain';
import { monthRows, sum } from '../chat-world';
import { phrasings, type BankEntry } from './bank-entry';
import { gross, profit, reachingGoal } from './facts';

// The development bank's comparisons, losses, goals and figures the data does not have.

const value = (w: Parameters<NonNullable<BankEntry['facts']>>[0], c: string, m: string) =>
  formatBRL(w.report(c, m)!.grossRevenue);

export const COMPARE_ENTRIES: BankEntry[] = [
  ...phrasings(
    'Entendi: Faturamento · todas as empresas · out/2026 · vs set/2026',
    (w) => {
      const both = monthRows(w, '2026-10').map((r) => r.businessId);
      const sep = monthRows(w, '2026-09').filter((r) => both.includes(r.businessId));
      return [formatBRL(sum(sep.map(gross))), formatBRL(sum(monthRows(w, '2026-10').map(gross)))];
    },
    'Como variou o faturamento em relação ao mês anterior?',
    'faturamento MoM',
    'variação do faturamento de setembro pra outubro',
  ),
  ...phrasings(
    'Entendi: Lucro líquido · Ateliê Flor de Lis · out/2026 · vs set/2026',
    (w) => [
      formatBRL(w.report('Flor de Lis', '2026-10')!.netProfit),
      formatBRL(w.report('Flor de Lis', '2026-09')!.netProfit),
    ],
    'O lucro da Flor de Lis cresceu em relação ao mês anterior?',
    'lucro do atelie outubro vs setembro',
  ),
  ...phrasings(
    'Entendi: Faturamento · Padaria Pão da Serra e Sorriso Pleno Odontologia · out/2026',
    (w) => [value(w, 'Pão da Serra', '2026-10'), value(w, 'Sorriso', '2026-10')],
    'Compare o faturamento da Pão da Serra e da Sorriso Pleno em outubro',
    'faturamento padaria e sorriso em outubro',
  ),
  ...phrasings(
    'Entendi: Faturamento · Exato Contabilidade · out/2026 · vs set/2026',
    (w) => [value(w, 'Exato', '2026-09'), value(w, 'Exato', '2026-10')],
    'Compare outubro com setembro da Exato',
    'exato: faturamento de setembro pra outubro, cresceu?',
  ),
  ...phrasings(
    'Entendi: Faturamento · Sorriso Pleno Odontologia · out/2026 · vs out/2025',
    (w) => [value(w, 'Sorriso', '2026-10'), value(w, 'Sorriso', '2025-10')],
    'Sorriso, outubro 2026 vs outubro 2025',
    'faturamento da sorriso YoY em outubro',
    'faturamento da sorriso em outubro comparado ao mesmo mês do ano passado',
  ),
  ...phrasings(
    'Entendi: Faturamento · todas as empresas · out/2026 · vs set/2026 · do maior para o menor · top 1',
    (w) => {
      const growth = monthRows(w, '2026-10')
        .map((r) => {
          const before = w.reports.find(
            (x) => x.businessId === r.businessId && x.month === '2026-09-01',
          );
          return {
            r,
            g: before
              ? (r.grossRevenue - before.grossRevenue) / Math.abs(before.grossRevenue)
              : -Infinity,
          };
        })
        .sort((a, b) => b.g - a.g)[0]!;
      return [w.companies.find((c) => c.id === growth.r.businessId)!.name];
    },
    'Qual empresa mais cresceu de setembro pra outubro?',
    'quem mais cresceu em faturamento de setembro para outubro',
  ),
  ...phrasings(
    'Entendi: Prejuízo · todas as empresas · nov/2025 a out/2026',
    (w) => {
      const losses = w.reports.filter((r) => r.netProfit < 0 && r.month >= '2025-11-01');
      return [
        `**${losses.length} relatórios**`,
        ...losses.map((r) => w.companies.find((c) => c.id === r.businessId)!.name),
        ...losses.map((r) => formatBRL(profit(r))),
      ];
    },
    'Quais empresas tiveram prejuízo?',
    'alguma empresa ficou no vermelho?',
    'teve prejuizo em alguma empresa nos ultimos 12 meses?',
  ),
  ...phrasings(
    'Entendi: Meta de faturamento · todas as empresas · jan/2026 a out/2026',
    (w) => reachingGoal(w),
    'Quem vai bater a meta de faturamento este ano?',
    'quais empresas vão atingir a meta no ritmo atual?',
    'metas de faturamento das empresas',
  ),
  ...phrasings(
    'Entendi: Meta de faturamento · Exato Contabilidade · jan/2026 a out/2026',
    (w) => [
      formatBRL(w.company('Exato').meta),
      formatBRL(
        sum(
          w.reports
            .filter((r) => r.businessId === w.company('Exato').id && r.month.startsWith('2026'))
            .map(gross),
        ),
      ),
    ],
    'Qual a meta de faturamento da Exato?',
    'a exato vai bater a meta?',
  ),
  ...phrasings(
    'Entendi: Faturamento · Padaria Pão da Serra · jan/2026 a out/2026 · vs meta',
    (w) => [formatBRL(w.company('Pão da Serra').meta)],
    'faturamento da padaria este ano contra a meta',
  ),
  ...phrasings(
    'Entendi: Ebitda · não está nos dados',
    () => ['Faturamento, Receita líquida'],
    'qual o EBITDA da Exato?',
    'ebitda da padaria em outubro',
  ),
  ...phrasings(
    'Entendi: Fluxo de caixa · não está nos dados',
    () => ['Lucro líquido e Margem líquida'],
    'como está o fluxo de caixa da Faísca?',
  ),
  ...phrasings(
    'Entendi: Ticket médio · não está nos dados',
    () => ['Custos'],
    'Qual o ticket médio da Sorriso?',
  ),
  ...phrasings(
    'Entendi: Margem líquida · Sorriso Pleno Odontologia · preciso de um detalhe',
    () => [
      `?pergunta=${encodeURIComponent('Margem líquida da Sorriso Pleno Odontologia em out/2026')}`,
      `?pergunta=${encodeURIComponent('Margem líquida da Sorriso Pleno Odontologia de jan/2026 a out/2026')}`,
    ],
    'Qual a margem da Sorriso?',
  ),
  ...phrasings(
    'Entendi: Faturamento · Padaria Estrela (não encontrada) · out/2026',
    () => ['Não encontrei nenhuma empresa chamada **Padaria Estrela**', '?pergunta='],
    'Quanto faturou a Padaria Estrela em outubro?',
  ),
  ...phrasings(
    'Entendi: Faturamento · Zeta (não encontrada) · out/2026',
    (w) => [
      'Não encontrei nenhuma empresa chamada **Zeta**',
      routes.adminBusinesses,
      w.companies[0]!.name.slice(0, 0),
    ],
    'Qual o faturamento da empresa Zeta?',
  ),
];
