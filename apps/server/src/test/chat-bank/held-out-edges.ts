import type { BankEntry } from './bank-entry';
import { HELD_FIGURES } from './held-out-facts';

// Held-out: figures the reports do not hold (the name asked, as typed, first letter upper case),
// questions nothing in the portal answers, and margins asked without a period, where
// docs/assistant.md says two readings are plausible (one month, or the year) and the assistant
// asks; then the follow-ups that settle it.

export const HELD_OUT_EDGES: BankEntry[] = [
  {
    q: 'ebitda da sorriso em outubro',
    reading: 'Entendi: Ebitda · não está nos dados',
    facts: HELD_FIGURES,
  },
  {
    q: 'qual foi o EBITDA do ateliê no 3o tri?',
    reading: 'Entendi: Ebitda · não está nos dados',
    facts: HELD_FIGURES,
  },
  {
    q: 'ticket medio da padoca',
    reading: 'Entendi: Ticket medio · não está nos dados',
    facts: HELD_FIGURES,
  },
  {
    q: 'fluxo de caixa da academia em setembro',
    reading: 'Entendi: Fluxo de caixa · não está nos dados',
    facts: HELD_FIGURES,
  },
  {
    q: 'qual a inadimplência da exato?',
    reading: 'Entendi: Inadimplência · não está nos dados',
    facts: HELD_FIGURES,
  },
  {
    q: 'numero de clientes da padaria',
    reading: 'Entendi: Numero de clientes · não está nos dados',
    facts: HELD_FIGURES,
  },
  {
    q: 'qual o valuation da faísca hoje?',
    reading: 'Entendi: Valuation · não está nos dados',
    facts: HELD_FIGURES,
  },
  {
    q: 'capital de giro da sorriso',
    reading: 'Entendi: Capital de giro · não está nos dados',
    facts: HELD_FIGURES,
  },
  {
    q: 'qual o ponto de equilibrio da academia?',
    reading: 'Entendi: Ponto de equilibrio · não está nos dados',
    facts: HELD_FIGURES,
  },
  {
    q: 'quanto a padaria tem em estoque?',
    reading: 'Entendi: Estoque · não está nos dados',
    facts: HELD_FIGURES,
  },
  {
    q: 'qual a previsão do tempo pra amanhã em Campinas?',
    reading: 'Entendi: não entendi a pergunta',
  },
  {
    q: 'me conta uma piada',
    reading: 'Entendi: não entendi a pergunta',
  },
  {
    q: 'quem ganhou o jogo do Grêmio ontem?',
    reading: 'Entendi: não entendi a pergunta',
  },
  {
    q: 'asdkjh qwe',
    reading: 'Entendi: não entendi a pergunta',
  },
  {
    q: 'traduz "bom dia" pro inglês',
    reading: 'Entendi: não entendi a pergunta',
  },
  {
    q: 'qual a capital da Austrália?',
    reading: 'Entendi: não entendi a pergunta',
  },
  {
    q: 'escreve um poema sobre pão',
    reading: 'Entendi: não entendi a pergunta',
  },
  {
    q: 'qual a margem da padoca?',
    reading: 'Entendi: Margem líquida · Padaria Pão da Serra · preciso de um detalhe',
  },
  {
    q: 'margem liquida sorriso pleno',
    reading: 'Entendi: Margem líquida · Sorriso Pleno Odontologia · preciso de um detalhe',
  },
  {
    q: 'como anda a margem da flor de lis',
    reading: 'Entendi: Margem líquida · Ateliê Flor de Lis · preciso de um detalhe',
  },
  {
    q: 'me passa a margem da Exatto',
    reading: 'Entendi: Margem líquida · Exato Contabilidade · preciso de um detalhe',
  },
  {
    q: 'margem da academia?',
    reading: 'Entendi: Margem líquida · Academia Movimento Vivo · preciso de um detalhe',
  },
  {
    q: 'Qual é a margem líquida da Agência Faísca Digital?',
    reading: 'Entendi: Margem líquida · Agência Faísca Digital · preciso de um detalhe',
  },
  {
    q: 'margem das empresas',
    reading: 'Entendi: Margem líquida · todas as empresas · preciso de um detalhe',
  },
  {
    q: 'rentabilidade da sorriso',
    reading: 'Entendi: Margem líquida · Sorriso Pleno Odontologia · preciso de um detalhe',
  },
  {
    q: 'quanto ta a margem da padaria pao da serra',
    reading: 'Entendi: Margem líquida · Padaria Pão da Serra · preciso de um detalhe',
  },
  {
    q: 'margem da exato e da faisca?',
    reading:
      'Entendi: Margem líquida · Exato Contabilidade e Agência Faísca Digital · preciso de um detalhe',
  },
  {
    // The previous reading has no period, so it does not tell which margin.
    after: 'quem é o responsável pela faisca?',
    q: 'e a margem dela?',
    reading: 'Entendi: Margem líquida · Agência Faísca Digital · preciso de um detalhe',
  },
  {
    after: 'como vão as coisas na exato?',
    q: 'qual a margem?',
    reading: 'Entendi: Margem líquida · Exato Contabilidade · preciso de um detalhe',
  },
  {
    q: 'margem liquida do Ateliê Flor de Liz?',
    reading: 'Entendi: Margem líquida · Ateliê Flor de Lis · preciso de um detalhe',
  },
  {
    after: 'qual a margem da padoca?',
    q: 'do mes passado',
    reading: 'Entendi: Margem líquida · Padaria Pão da Serra · out/2026',
  },
  {
    after: 'Qual é a margem líquida da Agência Faísca Digital?',
    q: 'no acumulado do ano',
    reading: 'Entendi: Margem líquida · Agência Faísca Digital · jan/2026 a out/2026',
  },
  {
    // The previous reading's period tells which margin.
    after: 'quanto a Exato faturou no 3o tri?',
    q: 'e a margem?',
    reading: 'Entendi: Margem líquida · Exato Contabilidade · jul/2026 a set/2026',
  },
  {
    after: 'despesas da exato em setembro',
    q: 'qual foi a margem?',
    reading: 'Entendi: Margem líquida · Exato Contabilidade · set/2026',
  },
];
