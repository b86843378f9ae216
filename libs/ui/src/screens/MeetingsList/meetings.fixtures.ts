import type { Meeting } from '@portal/domain';

// Realistic pt-BR meetings of a mentored bakery, shared by the meetings stories.
export const storyBusinessName = 'Padaria Pão Quente';

export const planningMeeting: Meeting = {
  id: 'reuniao-2024-03-12',
  title: 'Planejamento financeiro do 2º trimestre',
  date: '2024-03-12T14:00:00-03:00',
  overview:
    'Revisamos o **fluxo de caixa de março** e a margem da linha de salgados. Bloco de compras (14:10 - 14:35) definiu a renegociação com o fornecedor de farinha.',
  notes: `<h3>Decisões</h3>
<ul>
  <li>Renegociar o contrato de farinha: **meta de 8% de desconto**</li>
  <li>Congelar contratações até o fechamento de abril</li>
</ul>
<h3>Pontos de atenção</h3>
<p>O custo de energia subiu 14% (14:35 - 14:50). Avaliar <strong>troca do forno</strong> em maio.</p>
<p>Planilha de apoio: <a href="https://docs.google.com/spreadsheets/d/1a2b3c">Fluxo de caixa 2024</a>.</p>`,
  tasks_added: [
    {
      title: 'Renegociar contrato de farinha',
      task: 'Pedir três cotações e propor desconto de 8%.',
    },
    { title: 'Levantar orçamento do forno novo', task: 'Comparar consumo e prazo de pagamento.' },
  ],
  transcript: [
    {
      speaker: 'Mariana Costa',
      text: 'Bom dia! Vamos começar pelo fluxo de caixa de março.',
      minutes: 0.5,
    },
    {
      speaker: 'Carlos Lima',
      text: 'As vendas de salgados cresceram, mas a margem caiu por causa da farinha.',
      minutes: 2.25,
    },
    { speaker: 'Mariana Costa', text: 'Quanto o fornecedor aumentou desde janeiro?', minutes: 3.5 },
    {
      speaker: 'Carlos Lima',
      text: 'Cerca de **12%**. Já pedi cotação a outros dois fornecedores.',
      minutes: 4.75,
    },
    {
      speaker: 'Ana Souza',
      text: 'A conta de energia também subiu (14:35 - 14:50) foi o pico do forno.',
      minutes: 9,
    },
    {
      speaker: 'Mariana Costa',
      text: 'Então fica combinado: renegociar a farinha e orçar um forno novo.',
      minutes: 12.4,
    },
  ],
};

export const marketingMeeting: Meeting = {
  id: 'reuniao-2024-03-05',
  title: 'Estratégia de Instagram para a Páscoa',
  date: '2024-03-05T10:30:00-03:00',
  overview:
    'Calendário de posts para a Páscoa e parceria com uma confeitaria local. Gravação dos vídeos marcada para sexta (9:00 - 11:00).',
  notes:
    'Postar três vezes por semana até a Páscoa.\nTestar **anúncio pago** com orçamento de R$ 300.',
  tasks_added: [],
  transcript: [
    {
      speaker: 'Ana Souza',
      text: 'A ideia é mostrar a produção dos ovos de chocolate.',
      minutes: 1,
    },
    { speaker: 'Mariana Costa', text: 'Vídeos curtos funcionam melhor nos Reels.', minutes: 2.5 },
  ],
};

export const kickoffMeeting: Meeting = {
  id: 'reuniao-2024-02-20',
  title: 'Reunião de abertura da mentoria',
  date: '2024-02-20T16:00:00-03:00',
  overview: 'Apresentação da equipe, objetivos do ano e combinados da mentoria.',
  notes: '',
  tasks_added: [],
  transcript: [],
};

export const storyMeetings: readonly Meeting[] = [
  planningMeeting,
  marketingMeeting,
  kickoffMeeting,
];
