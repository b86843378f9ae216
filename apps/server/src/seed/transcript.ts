import { formatBRL, formatReportMargin } from '@portal/domain';
import type { DemoCompany, DemoMeeting, Line, Speaker } from './demo-data';
import type { Random } from './random';

// Intl puts a no-break space after "R$"; in spoken text a plain space reads the same and is
// what a person types when searching the transcript.
export const formatBrl = (value: number) => formatBRL(value).replace(/\u00a0/g, ' ');
export const formatPercent = formatReportMargin;

export type ReportFigures = {
  monthLabel: string;
  grossRevenue: number;
  netProfit: number;
  netMargin: number;
  cogs: number;
};

type TranscriptEntry = { speaker: string; text: string; minutes: number };

export type BuiltMeeting = { entries: TranscriptEntry[]; notes: string };

const clock = (start: { hour: number; minute: number }, minutes: number) => {
  const total = start.hour * 60 + start.minute + Math.floor(minutes);
  const hh = String(Math.floor(total / 60) % 24).padStart(2, '0');
  const mm = String(total % 60).padStart(2, '0');
  return `${hh}:${mm}`;
};

const firstName = (name: string) => name.split(' ')[0] ?? name;

/**
 * A 40+ entry meeting transcript: opening, review of the month's figures, the meeting's own
 * theme, questions, one exchange per added task and closing; plus notes that refer to the
 * transcript's time ranges as (hh:mm - hh:mm) with the highlights in **bold**.
 */
export const buildMeeting = (
  company: DemoCompany,
  meeting: DemoMeeting,
  people: { mentor: string; owner: string; team: string },
  figures: ReportFigures,
  rng: Random,
  start: { hour: number; minute: number },
): BuiltMeeting => {
  const mentor = firstName(people.mentor);
  const owner = firstName(people.owner);
  const team = firstName(people.team);
  const marginGood = figures.netMargin >= 0.1;
  const cogsShare = figures.grossRevenue > 0 ? figures.cogs / figures.grossRevenue : 0;

  const sections: { label: string; lines: Line[] }[] = [
    {
      label: 'Abertura e pauta',
      lines: [
        ['mentor', `Bom dia, pessoal! Vamos começar a reunião de hoje. Todos me ouvindo bem?`],
        [
          'owner',
          `Bom dia, ${mentor}! Tudo certo por aqui, estou com ${team === owner ? 'a equipe' : team} também.`,
        ],
        ['team', 'Bom dia! Ouvindo perfeitamente.'],
        [
          'mentor',
          `Ótimo. A pauta tem três pontos: os números de ${figures.monthLabel}, ${meeting.topic} e os próximos passos.`,
        ],
        ['owner', 'Perfeito, pode seguir.'],
      ],
    },
    {
      label: `Revisão dos números de ${figures.monthLabel}`,
      lines: [
        [
          'mentor',
          `Começando pelos números: em ${figures.monthLabel} a receita bruta fechou em ${formatBrl(figures.grossRevenue)}, com lucro líquido de ${formatBrl(figures.netProfit)}.`,
        ],
        [
          'owner',
          marginGood
            ? 'Ficamos contentes, foi um mês bom para a gente.'
            : 'Ficou abaixo do que a gente esperava, o mês foi mais difícil.',
        ],
        [
          'mentor',
          `A margem líquida ficou em ${formatPercent(figures.netMargin)}. O ponto de atenção continua sendo **${company.attention}**.`,
        ],
        [
          'team',
          'Eu separei o detalhamento das despesas na planilha do DRE, está na pasta Financeiro.',
        ],
        [
          'mentor',
          `Excelente. Os custos (COGS) representaram ${formatPercent(cogsShare)} da receita. Está dentro do que combinamos?`,
        ],
        ['owner', 'Está próximo. Tivemos aumento de fornecedor no começo do mês.'],
        [
          'mentor',
          'Vamos acompanhar. Se continuar subindo, vale renegociar ou revisar o preço de venda.',
        ],
        ['team', 'Anotado.'],
      ],
    },
    { label: meeting.title, lines: [...meeting.lines] },
    {
      label: 'Dúvidas',
      lines: [
        ['mentor', 'Alguma dúvida até aqui?'],
        ['team', 'Uma dúvida: como a gente mede se isso está funcionando?'],
        ['mentor', 'Acompanhem o indicador toda semana na planilha e comparem com o mês anterior.'],
        ['owner', 'Faz sentido. Eu posso revisar toda segunda-feira de manhã.'],
        ['mentor', 'Perfeito, rotina semanal é o que faz a diferença.'],
        ['team', 'Combinado.'],
      ],
    },
    {
      label: 'Tarefas definidas',
      lines: meeting.addedTasks.flatMap((task, index): Line[] => [
        [
          'mentor',
          `${index === 0 ? 'Então a primeira tarefa fica' : 'A próxima tarefa'}: **${task.title}**.`,
        ],
        [index % 2 === 0 ? 'owner' : 'team', `Certo. ${task.task}`],
        [
          'mentor',
          rng.pick([
            'Prazo até a próxima reunião, combinado?',
            'Consegue até a próxima reunião?',
            'Fica para as próximas duas semanas.',
          ]),
        ],
        [
          index % 2 === 0 ? 'team' : 'owner',
          rng.pick(['Combinado.', 'Pode deixar comigo.', 'Fechado.']),
        ],
      ]),
    },
  ];

  // Minutes grow by 0.4 to 1.3 per line; section boundaries give the notes' time ranges.
  const entries: TranscriptEntry[] = [];
  const ranges: { label: string; from: number; to: number }[] = [];
  let minutes = 0;
  const speakerName = (speaker: Speaker) =>
    speaker === 'mentor' ? people.mentor : speaker === 'owner' ? people.owner : people.team;
  for (const section of sections) {
    const from = minutes;
    for (const [speaker, text] of section.lines) {
      entries.push({
        speaker: speakerName(speaker),
        text,
        minutes: Math.round(minutes * 100) / 100,
      });
      minutes += rng.between(0.4, 1.3);
    }
    ranges.push({ label: section.label, from, to: minutes });
  }

  const closingFrom = minutes;
  const closing: Line[] = [
    [
      'mentor',
      `Recapitulando: os números entre (${clock(start, ranges[1]?.from ?? 0)} - ${clock(start, ranges[1]?.to ?? 0)}), ${meeting.topic} e ${meeting.addedTasks.length} tarefas novas no quadro.`,
    ],
    ['owner', `Agradeço, ${mentor}. Foi muito produtivo.`],
    ['team', 'Valeu! Até a próxima.'],
    ['mentor', 'Até mais, pessoal. Mando o resumo por e-mail ainda hoje.'],
    ['owner', 'Combinado, até logo!'],
  ];
  for (const [speaker, text] of closing) {
    entries.push({ speaker: speakerName(speaker), text, minutes: Math.round(minutes * 100) / 100 });
    minutes += rng.between(0.3, 0.8);
  }
  ranges.push({ label: 'Encerramento', from: closingFrom, to: minutes });

  const range = (r: { from: number; to: number }) =>
    `(${clock(start, r.from)} - ${clock(start, r.to)})`;
  const [opening, numbers, theme, questions, tasks, end] = ranges;
  const notes = [
    `**Pauta da reunião com ${owner}**`,
    '',
    `${opening ? range(opening) : ''} Abertura e alinhamento da pauta.`,
    `${numbers ? range(numbers) : ''} **Números de ${figures.monthLabel}**: receita bruta de ${formatBrl(figures.grossRevenue)}, lucro líquido de ${formatBrl(figures.netProfit)} e margem líquida de ${formatPercent(figures.netMargin)}.`,
    `${theme ? range(theme) : ''} **${meeting.title}**: ${meeting.summary}`,
    `${questions ? range(questions) : ''} Dúvidas da equipe sobre como medir os resultados.`,
    `${tasks ? range(tasks) : ''} **Tarefas definidas**: ${meeting.addedTasks.map((t) => t.title).join('; ')}.`,
    `${end ? range(end) : ''} Encerramento.`,
    '',
    `**Próximos passos:** acompanhar ${company.attention} toda semana e revisar as tarefas na próxima reunião.`,
  ].join('\n');

  return { entries, notes };
};
