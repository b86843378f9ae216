// The demo's content: pt-BR companies, people, meeting themes and board tasks. Figures are
// generated from these parameters by demo.ts with a seeded generator.

import type { TaskStatus } from '../db/schema/index';

export type Speaker = 'mentor' | 'owner' | 'team';
export type Line = readonly [Speaker, string];

type DemoPerson = { name: string; email: string; phone: string; knowledgeBase?: string };

export type DemoMeeting = {
  title: string;
  overview: string;
  /** Short label of the theme for the agenda ("pauta"). */
  topic: string;
  /** What the notes say about the theme. */
  summary: string;
  /** The heart of the conversation (the rest of the transcript is built around it). */
  lines: readonly Line[];
  addedTasks: readonly { title: string; task: string }[];
};

type DemoQuestion = { question: string; answers: readonly string[] };

export type DemoCompany = {
  slug: string;
  name: string;
  niche: string;
  website: string;
  instagram: string;
  knowledgeBase: string;
  initials: string;
  color: string;
  accent: string;
  metaFaturamento: number;
  /** Monthly gross revenue around which the reports vary (BRL). */
  baseRevenue: number;
  /** Multipliers per calendar month, January first. */
  seasonality: readonly number[];
  taxRate: number;
  cogsRatio: number;
  /** Fixed expenses as a share of baseRevenue. */
  expenseRatio: number;
  attention: string;
  mentor: string;
  questions: readonly DemoQuestion[];
  /** The first person is the owner (managed_by) and speaks as 'owner'; the second as 'team'. */
  people: readonly DemoPerson[];
  meetings: readonly DemoMeeting[];
  /**
   * The board's own tasks; `ageDays`: created that many days ago (default 60, 49, 38 in turn).
   * Open tasks older than TASK_OVERDUE_DAYS are overdue on the health badge.
   */
  extraTasks: readonly {
    title: string;
    description: string;
    status: TaskStatus;
    ageDays?: number;
  }[];
  /**
   * Every task of a meeting before the newest is done (otherwise the middle meeting's first task
   * is still in progress, weeks after it, and overdue): the company keeps up with its board.
   */
  caughtUp?: boolean;
};

const COUNCIL_MENTOR = 'Roberto Almeida';
const CONSULTANT_MENTOR = 'Fernanda Lima';

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    slug: 'pao-da-serra',
    name: 'Padaria Pão da Serra',
    niche: 'Padaria artesanal',
    website: 'https://www.paodaserra.com.br',
    instagram: '@paodaserra',
    knowledgeBase:
      'Padaria artesanal de bairro em Campinas (SP), fundada em 2017. Trabalha com fermentação natural, ' +
      'pães de longa fermentação, confeitaria fina e cafés especiais. Atende balcão, encomendas para festas ' +
      'e cafés da manhã corporativos. Público principal: famílias do bairro e escritórios da região.',
    initials: 'PS',
    color: '#9A3412',
    accent: '#FDBA74',
    metaFaturamento: 1_200_000,
    baseRevenue: 86_000,
    seasonality: [0.92, 0.9, 0.95, 1.02, 1.05, 1.08, 1.1, 1.0, 0.98, 1.0, 1.05, 1.25],
    taxRate: 0.08,
    cogsRatio: 0.38,
    expenseRatio: 0.42,
    attention: 'o desperdício de produção no fim do dia',
    mentor: COUNCIL_MENTOR,
    questions: [
      {
        question: 'Qual foi o produto mais vendido no mês?',
        answers: [
          'Pão de fermentação natural',
          'Croissant de manteiga',
          'Pão de queijo',
          'Bolo de cenoura',
        ],
      },
      {
        question: 'Houve perdas de produção acima de 5%?',
        answers: [
          'Não, ficamos em 3%.',
          'Sim, cerca de 6% nas segundas-feiras.',
          'Não, perdas de 4%.',
        ],
      },
      {
        question: 'Quantas encomendas corporativas foram atendidas?',
        answers: ['12 encomendas', '18 encomendas', '9 encomendas', '21 encomendas'],
      },
    ],
    people: [
      {
        name: 'Juliana Ferreira',
        email: 'usuario@demo.com.br',
        phone: '(19) 99812-4471',
        knowledgeBase: 'Sócia-administradora da Pão da Serra, cuida do financeiro e das compras.',
      },
      { name: 'Marcos Ribeiro', email: 'marcos@paodaserra.com.br', phone: '(19) 99745-2210' },
      { name: 'Beatriz Souza', email: 'beatriz@paodaserra.com.br', phone: '(19) 98833-1057' },
    ],
    meetings: [
      {
        title: 'Planejamento de produção e desperdício',
        topic: 'desperdício de produção',
        overview:
          'Revisão dos números do mês e plano para reduzir as sobras diárias de pães com produção guiada por dados.',
        summary:
          'as sobras chegam a 9% da produção nas segundas e terças; a produção passa a seguir a média de vendas por turno.',
        lines: [
          ['mentor', 'Agora o ponto principal: quanto sobra de pão no fim do dia, em média?'],
          [
            'team',
            'Nas segundas e terças sobra bastante, uns 9% da fornada. No fim de semana quase nada.',
          ],
          ['owner', 'A gente produz a mesma quantidade todo dia, por costume mesmo.'],
          [
            'mentor',
            'Esse é o ponto: a produção precisa seguir a **média de vendas por turno**, não o costume.',
          ],
          ['team', 'Eu consigo anotar quanto sai de cada pão de manhã e à tarde.'],
          [
            'mentor',
            'Ótimo. Com duas semanas de registro a gente já enxerga o padrão de cada dia.',
          ],
          ['owner', 'E o que sobra hoje, a gente doa. Dá para aproveitar melhor?'],
          ['mentor', 'Dá sim. Um combo de fim de tarde com desconto transforma sobra em receita.'],
          ['team', 'Muita gente passa aqui depois das 18h voltando do trabalho.'],
          ['mentor', 'Então o combo entra nesse horário. A doação continua para o que não vender.'],
          ['owner', 'Gostei. Fica simples de explicar no balcão.'],
        ],
        addedTasks: [
          {
            title: 'Implantar planilha de produção diária',
            task: 'Registrar por turno a quantidade produzida e vendida de cada pão para ajustar a produção.',
          },
          {
            title: 'Criar combo de fim de tarde',
            task: 'Montar um combo com os pães do dia com 30% de desconto a partir das 18h.',
          },
        ],
      },
      {
        title: 'Precificação dos pães de fermentação natural',
        topic: 'precificação',
        overview:
          'Cálculo do custo real por unidade dos pães de fermentação natural e revisão da tabela de preços.',
        summary:
          'o preço atual não cobre o tempo de fermentação nem a energia do forno; fichas técnicas definem o novo preço.',
        lines: [
          [
            'mentor',
            'Vocês sabem quanto custa, de verdade, produzir um pão de fermentação natural?',
          ],
          ['owner', 'Sei o custo da farinha e do fermento. O resto eu estimo.'],
          [
            'mentor',
            'O resto é justamente o que pesa: **mão de obra, energia do forno e embalagem**.',
          ],
          ['team', 'O forno fica ligado quase quatro horas por fornada de pão rústico.'],
          [
            'mentor',
            'Então a ficha técnica precisa ratear esse custo pelas unidades de cada fornada.',
          ],
          ['owner', 'Faz sentido. Acho que estamos vendendo o rústico quase a preço de custo.'],
          ['mentor', 'Provável. Com a ficha pronta, a gente define a margem alvo de cada produto.'],
          ['team', 'Os clientes reclamam quando o preço sobe?'],
          [
            'mentor',
            'Alguns, mas quem compra fermentação natural valoriza qualidade. Comuniquem o processo.',
          ],
          ['owner', 'Podemos explicar no Instagram como é feito, com as 36 horas de fermentação.'],
          ['mentor', 'Exato, conteúdo de bastidor ajuda muito a sustentar o preço.'],
        ],
        addedTasks: [
          {
            title: 'Montar ficha técnica dos 10 produtos principais',
            task: 'Levantar ingredientes, tempo de mão de obra, energia e embalagem de cada produto.',
          },
          {
            title: 'Revisar tabela de preços',
            task: 'Aplicar a margem alvo de 60% sobre o custo das fichas técnicas e atualizar o cardápio.',
          },
          {
            title: 'Publicar vídeo de bastidores da fermentação',
            task: 'Gravar o processo de 36 horas do pão rústico e publicar no Instagram.',
          },
        ],
      },
      {
        title: 'Encomendas corporativas e delivery',
        topic: 'novos canais de venda',
        overview:
          'Estratégia para crescer com cafés da manhã corporativos e reduzir o custo das vendas por aplicativo.',
        summary:
          'os cafés corporativos têm margem maior que o balcão; o aplicativo de delivery cobra 27% e precisa ser renegociado.',
        lines: [
          ['mentor', 'Quanto das vendas do mês veio das encomendas corporativas?'],
          ['owner', 'Umas quinze encomendas, quase todas de escritórios aqui do bairro.'],
          ['mentor', 'E a margem dessas encomendas é bem maior que a do balcão, certo?'],
          ['owner', 'Bem maior, porque a gente produz sob encomenda e não sobra nada.'],
          ['mentor', 'Então vale montar um **catálogo corporativo** e prospectar ativamente.'],
          ['team', 'Eu posso visitar as empresas da avenida principal com uma degustação.'],
          ['mentor', 'Perfeito. E o delivery por aplicativo, quanto está custando?'],
          ['owner', 'A taxa é de 27% sobre cada pedido. Está pesando muito.'],
          ['mentor', 'Tentem negociar a taxa e, em paralelo, incentivem o pedido pelo WhatsApp.'],
          ['team', 'Podemos dar um brinde para quem pedir direto com a gente.'],
          ['mentor', 'Boa ideia, desde que o brinde custe menos que a taxa economizada.'],
        ],
        addedTasks: [
          {
            title: 'Criar catálogo de cafés corporativos',
            task: 'Montar três opções de café da manhã com preço por pessoa e fotos para enviar às empresas.',
          },
          {
            title: 'Negociar taxa com o aplicativo de delivery',
            task: 'Pedir redução da taxa de 27% apresentando o volume mensal de pedidos.',
          },
          {
            title: 'Prospectar 15 empresas da região',
            task: 'Visitar escritórios da avenida principal com degustação e o catálogo corporativo.',
          },
        ],
      },
    ],
    extraTasks: [
      {
        title: 'Trocar o fornecedor de embalagens',
        description: 'Cotar embalagens de papel kraft com pelo menos três fornecedores.',
        status: 'done',
      },
      {
        title: 'Atualizar o cardápio do Google Meu Negócio',
        description: 'Incluir fotos novas e os horários de funcionamento do feriado.',
        status: 'not-started',
      },
      {
        title: 'Treinar a equipe no novo sistema de caixa',
        description: '',
        status: 'in-progress',
      },
    ],
  },
  {
    slug: 'sorriso-pleno',
    name: 'Sorriso Pleno Odontologia',
    niche: 'Clínica odontológica',
    website: 'https://www.sorrisopleno.com.br',
    instagram: '@sorrisopleno.odonto',
    knowledgeBase:
      'Clínica odontológica em Belo Horizonte (MG) com quatro consultórios, especializada em implantes, ' +
      'ortodontia e clareamento. Atende particular e três convênios. Equipe de seis dentistas e duas ' +
      'recepcionistas. Objetivo do ano: aumentar a conversão de orçamentos de implantes.',
    initials: 'SP',
    color: '#0E7490',
    accent: '#67E8F9',
    metaFaturamento: 1_900_000,
    baseRevenue: 142_000,
    seasonality: [0.85, 0.95, 1.05, 1.0, 1.02, 0.98, 0.9, 1.05, 1.05, 1.08, 1.04, 0.92],
    taxRate: 0.11,
    cogsRatio: 0.22,
    expenseRatio: 0.55,
    attention: 'a taxa de faltas nas consultas agendadas',
    mentor: COUNCIL_MENTOR,
    questions: [
      {
        question: 'Quantos pacientes novos foram atendidos?',
        answers: [
          '38 pacientes novos',
          '45 pacientes novos',
          '29 pacientes novos',
          '52 pacientes novos',
        ],
      },
      {
        question: 'Qual foi a taxa de faltas nas consultas?',
        answers: ['14%', '11%', '9%', '16%', '12%'],
      },
      {
        question: 'Quantos orçamentos de implante foram aprovados?',
        answers: [
          '6 de 15 orçamentos',
          '8 de 17 orçamentos',
          '5 de 14 orçamentos',
          '9 de 16 orçamentos',
        ],
      },
    ],
    people: [
      {
        name: 'Paulo Henrique Nogueira',
        email: 'paulo@sorrisopleno.com.br',
        phone: '(31) 99654-3320',
        knowledgeBase: 'Cirurgião-dentista e sócio fundador, responsável pela área de implantes.',
      },
      { name: 'Camila Duarte', email: 'camila@sorrisopleno.com.br', phone: '(31) 98877-0142' },
      { name: 'Renata Campos', email: 'renata@sorrisopleno.com.br', phone: '(31) 99120-7788' },
    ],
    meetings: [
      {
        title: 'Redução de faltas e confirmação de consultas',
        topic: 'faltas nas consultas',
        overview:
          'Análise da taxa de faltas e criação de uma rotina de confirmação de consultas por WhatsApp.',
        summary:
          'as faltas chegam a 14% da agenda; a confirmação 24 horas antes e a lista de espera devem reduzir esse número.',
        lines: [
          ['mentor', 'Qual foi a taxa de faltas do mês passado?'],
          ['team', 'Fechou em 14%. Nas segundas de manhã é pior, chega a 20%.'],
          ['mentor', 'Cada horário vago é receita que não volta. Como é feita a confirmação hoje?'],
          ['team', 'A gente liga na véspera, mas muita gente não atende.'],
          [
            'mentor',
            'Mensagem de WhatsApp funciona melhor: **confirmação 24 horas antes**, com resposta simples.',
          ],
          ['owner', 'E quando o paciente desmarca em cima da hora?'],
          ['mentor', 'Aí entra a lista de espera: pacientes que querem antecipar a consulta.'],
          ['team', 'Temos muitos pacientes de ortodontia que aceitariam antecipar.'],
          ['mentor', 'Perfeito, comecem por eles. E acompanhem a taxa de faltas toda semana.'],
          ['owner', 'Vou pedir para a Camila montar esse indicador.'],
          ['team', 'Pode deixar, coloco na planilha de agenda.'],
        ],
        addedTasks: [
          {
            title: 'Configurar confirmação de consultas por WhatsApp',
            task: 'Enviar mensagem automática 24 horas antes de cada consulta pedindo confirmação.',
          },
          {
            title: 'Criar lista de espera para encaixes',
            task: 'Cadastrar pacientes que aceitam antecipar consultas para ocupar horários desmarcados.',
          },
        ],
      },
      {
        title: 'Conversão de orçamentos de implantes',
        topic: 'orçamentos de implantes',
        overview:
          'Acompanhamento dos orçamentos de implantes apresentados e roteiro de retorno aos pacientes indecisos.',
        summary:
          'menos da metade dos orçamentos é aprovada; falta retorno estruturado e opções de parcelamento claras.',
        lines: [
          ['mentor', 'Quantos orçamentos de implante foram apresentados no mês?'],
          ['owner', 'Quinze. Seis foram aprovados.'],
          ['mentor', 'E os outros nove, alguém entrou em contato depois da consulta?'],
          ['team', 'Não de forma organizada. Às vezes o paciente liga de volta.'],
          ['mentor', 'Esse é o ganho mais rápido: um **roteiro de retorno** em 3, 7 e 15 dias.'],
          ['owner', 'O principal motivo de recusa é o preço à vista.'],
          [
            'mentor',
            'Então apresentem o parcelamento já no orçamento, com o valor da parcela em destaque.',
          ],
          ['team', 'Temos parcelamento em até 18 vezes no cartão.'],
          [
            'mentor',
            'Ótimo argumento. Mostrem também casos antes e depois, com autorização dos pacientes.',
          ],
          ['owner', 'Temos várias fotos de casos que deram muito certo.'],
          ['mentor', 'Usem no orçamento impresso e no Instagram.'],
        ],
        addedTasks: [
          {
            title: 'Implantar roteiro de retorno de orçamentos',
            task: 'Ligar para os pacientes com orçamento em aberto em 3, 7 e 15 dias após a consulta.',
          },
          {
            title: 'Refazer o modelo de orçamento',
            task: 'Incluir opções de parcelamento e fotos de casos antes e depois autorizados.',
          },
        ],
      },
      {
        title: 'Planos de manutenção preventiva',
        topic: 'receita recorrente',
        overview:
          'Criação de um plano anual de manutenção preventiva para gerar receita recorrente e fidelizar pacientes.',
        summary:
          'um plano anual com duas limpezas e avaliação semestral traz receita previsível e ocupa horários ociosos.',
        lines: [
          ['mentor', 'Hoje a receita de vocês depende muito de tratamentos pontuais.'],
          ['owner', 'Verdade. Quando termina o tratamento, o paciente some.'],
          [
            'mentor',
            'Um **plano de manutenção anual** resolve isso: limpezas e avaliações programadas.',
          ],
          ['team', 'Os pacientes sempre perguntam se existe algum plano.'],
          ['mentor', 'Então existe demanda. Quanto custaria um plano com duas limpezas por ano?'],
          ['owner', 'Acho que uns R$ 49,90 por mês cobriria bem.'],
          ['mentor', 'Calculem com cuidado incluindo o tempo de cadeira, mas parece razoável.'],
          ['team', 'E os horários das limpezas podem ficar nas tardes mais vazias.'],
          ['mentor', 'Exatamente, ocupa a agenda ociosa.'],
          ['owner', 'Vamos lançar primeiro para os pacientes de ortodontia.'],
        ],
        addedTasks: [
          {
            title: 'Precificar o plano de manutenção anual',
            task: 'Calcular custo de duas limpezas e uma avaliação semestral por paciente e definir a mensalidade.',
          },
          {
            title: 'Lançar o plano para pacientes de ortodontia',
            task: 'Enviar a proposta do plano para os pacientes que terminam o tratamento neste semestre.',
          },
        ],
      },
    ],
    extraTasks: [
      {
        title: 'Renovar contrato com o laboratório de prótese',
        description: 'Negociar prazo de entrega de 7 dias úteis.',
        status: 'in-progress',
        ageDays: 12,
      },
      {
        title: 'Atualizar as fotos da clínica no site',
        description: '',
        status: 'not-started',
        ageDays: 5,
      },
      {
        title: 'Fazer inventário do estoque de materiais',
        description: 'Conferir validade de anestésicos e resinas.',
        status: 'done',
      },
    ],
    caughtUp: true,
  },
  {
    slug: 'flor-de-lis',
    name: 'Ateliê Flor de Lis',
    niche: 'E-commerce de moda',
    website: 'https://www.atelieflordelis.com.br',
    instagram: '@atelieflordelis',
    knowledgeBase:
      'Loja virtual de moda feminina autoral de Curitiba (PR), com coleções em tecidos naturais e produção ' +
      'própria em pequenos lotes. Vende pelo site próprio e pelo Instagram, com envio para todo o Brasil. ' +
      'Ticket médio de R$ 280 e público de 25 a 45 anos.',
    initials: 'FL',
    color: '#9D174D',
    accent: '#F9A8D4',
    metaFaturamento: 1_300_000,
    baseRevenue: 92_000,
    seasonality: [0.8, 0.78, 0.9, 0.95, 1.05, 0.92, 0.88, 0.95, 0.98, 1.05, 1.45, 1.35],
    taxRate: 0.1,
    cogsRatio: 0.41,
    expenseRatio: 0.4,
    attention: 'o custo de aquisição de clientes nos anúncios',
    mentor: COUNCIL_MENTOR,
    questions: [
      {
        question: 'Qual foi o ticket médio do mês?',
        answers: ['R$ 265,00', 'R$ 289,90', 'R$ 302,40', 'R$ 274,50'],
      },
      {
        question: 'Qual foi a taxa de devolução?',
        answers: ['7%', '5,5%', '8,2%', '6%'],
      },
      {
        question: 'Quanto foi investido em anúncios?',
        answers: ['R$ 8.500,00', 'R$ 11.200,00', 'R$ 9.800,00', 'R$ 14.000,00'],
      },
    ],
    people: [
      {
        name: 'Larissa Monteiro',
        email: 'larissa@atelieflordelis.com.br',
        phone: '(41) 99701-5566',
        knowledgeBase:
          'Estilista e fundadora do ateliê; decide as coleções e o calendário de lançamentos.',
      },
      { name: 'Thiago Barros', email: 'thiago@atelieflordelis.com.br', phone: '(41) 98456-2301' },
    ],
    meetings: [
      {
        title: 'Preparação para a Black Friday',
        topic: 'Black Friday',
        overview:
          'Planejamento de estoque, descontos e campanha de anúncios para a Black Friday sem sacrificar a margem.',
        summary:
          'descontos progressivos por valor de compra em vez de desconto linear; estoque reforçado nas peças campeãs.',
        lines: [
          ['mentor', 'Como foi a Black Friday do ano passado para vocês?'],
          ['owner', 'Vendemos muito, mas com 40% de desconto em tudo. A margem sumiu.'],
          [
            'mentor',
            'Este ano a proposta é **desconto progressivo**: quanto maior a compra, maior o desconto.',
          ],
          ['team', 'Tipo 10% acima de R$ 300 e 20% acima de R$ 600?'],
          ['mentor', 'Isso. Aumenta o ticket médio e protege a margem.'],
          ['owner', 'E o estoque? Ano passado faltaram os vestidos de linho.'],
          ['mentor', 'Reforcem as cinco peças campeãs e deixem as outras em quantidade normal.'],
          ['team', 'Vou preparar os anúncios com duas semanas de antecedência.'],
          ['mentor', 'Ótimo. Comecem com lista de espera para gerar expectativa.'],
          ['owner', 'A lista de espera pode ganhar acesso antecipado às ofertas.'],
          ['mentor', 'Perfeito, isso valoriza quem já é cliente.'],
        ],
        addedTasks: [
          {
            title: 'Definir regras do desconto progressivo',
            task: 'Aplicar 10% acima de R$ 300 e 20% acima de R$ 600 e configurar no site.',
          },
          {
            title: 'Reforçar estoque das peças campeãs',
            task: 'Produzir lote extra dos cinco modelos mais vendidos, com prioridade para os vestidos de linho.',
          },
          {
            title: 'Abrir lista de espera da Black Friday',
            task: 'Criar página de cadastro com acesso antecipado às ofertas para quem se inscrever.',
          },
        ],
      },
      {
        title: 'Trocas e devoluções',
        topic: 'trocas e devoluções',
        overview:
          'Análise dos motivos de devolução e ajustes na tabela de medidas e nas fotos dos produtos.',
        summary:
          'a maior parte das devoluções é por tamanho; a tabela de medidas e as fotos com modelo de referência serão refeitas.',
        lines: [
          ['mentor', 'Quantas devoluções tiveram no mês?'],
          ['team', 'Cerca de 7% dos pedidos. A maioria por causa de tamanho.'],
          ['mentor', 'Então o problema está na informação do produto, não na peça.'],
          ['owner', 'A nossa tabela de medidas é bem genérica mesmo.'],
          ['mentor', 'Coloquem **medidas reais de cada peça** e a altura da modelo nas fotos.'],
          ['team', 'Podemos colocar também um provador virtual simples, com perguntas.'],
          ['mentor', 'Comecem pelo básico; o provador pode vir depois.'],
          ['owner', 'E o frete da devolução, quem paga hoje somos nós.'],
          [
            'mentor',
            'Mantenham a primeira troca grátis, isso ajuda a converter. Mas meçam o custo.',
          ],
          ['team', 'Vou separar o custo de frete reverso no relatório mensal.'],
        ],
        addedTasks: [
          {
            title: 'Refazer a tabela de medidas por peça',
            task: 'Medir cada modelo da coleção e publicar as medidas reais na página do produto.',
          },
          {
            title: 'Separar o custo de frete reverso',
            task: 'Lançar o frete das devoluções como despesa própria no DRE mensal.',
          },
        ],
      },
      {
        title: 'Coleção de verão e estoque',
        topic: 'coleção de verão',
        overview:
          'Planejamento da coleção de verão com compra de tecidos alinhada ao giro de estoque.',
        summary:
          'coleção enxuta de 18 peças, compra de tecidos em duas etapas e liquidação das peças paradas há mais de 120 dias.',
        lines: [
          ['mentor', 'Quantas peças vocês pensam para a coleção de verão?'],
          ['owner', 'Estava pensando em umas 30.'],
          [
            'mentor',
            'Olhando o giro, uma **coleção enxuta de 18 peças** vende melhor e imobiliza menos caixa.',
          ],
          ['team', 'As peças paradas há mais de 120 dias ocupam metade do estoque.'],
          ['mentor', 'Então antes de comprar tecido novo, liquidem essas peças.'],
          ['owner', 'Dá para fazer um bazar de fim de coleção.'],
          [
            'mentor',
            'Ótimo. E a compra de tecidos pode ser feita em duas etapas, conforme a venda.',
          ],
          ['team', 'O fornecedor aceita pedidos menores com prazo de 20 dias.'],
          ['mentor', 'Perfeito, isso reduz o risco de sobra.'],
          ['owner', 'Vou refazer o cronograma da coleção com essas duas etapas.'],
        ],
        addedTasks: [
          {
            title: 'Organizar bazar de fim de coleção',
            task: 'Liquidar as peças paradas há mais de 120 dias antes do lançamento de verão.',
          },
          {
            title: 'Refazer o cronograma da coleção de verão',
            task: 'Definir 18 peças e dividir a compra de tecidos em duas etapas.',
          },
        ],
      },
    ],
    extraTasks: [
      {
        title: 'Integrar o site com a transportadora',
        description: 'Calcular frete em tempo real no carrinho.',
        status: 'in-progress',
      },
      {
        title: 'Responder avaliações negativas',
        description: 'Responder com cordialidade todas as avaliações abaixo de 3 estrelas.',
        status: 'done',
      },
    ],
  },
  {
    slug: 'exato-contabilidade',
    name: 'Exato Contabilidade',
    niche: 'Escritório de contabilidade',
    website: 'https://www.exatocontabil.com.br',
    instagram: '@exatocontabilidade',
    knowledgeBase:
      'Escritório de contabilidade em Recife (PE) com 14 anos de mercado, atendendo 160 empresas do Simples ' +
      'Nacional e do Lucro Presumido: abertura de empresas, folha de pagamento, obrigações fiscais e ' +
      'consultoria tributária. Equipe de 11 pessoas.',
    initials: 'EC',
    color: '#1E3A8A',
    accent: '#93C5FD',
    metaFaturamento: 1_600_000,
    baseRevenue: 121_000,
    seasonality: [1.02, 0.98, 1.12, 1.1, 1.0, 0.97, 0.97, 0.98, 0.97, 0.98, 0.98, 1.05],
    taxRate: 0.13,
    cogsRatio: 0.08,
    expenseRatio: 0.66,
    attention: 'a concentração de receita em poucos clientes',
    mentor: CONSULTANT_MENTOR,
    questions: [
      {
        question: 'Quantos clientes ativos o escritório tem?',
        answers: ['158 clientes', '161 clientes', '163 clientes', '160 clientes'],
      },
      {
        question: 'Quantos clientes novos foram fechados?',
        answers: ['3 clientes novos', '5 clientes novos', '2 clientes novos', '4 clientes novos'],
      },
      {
        question: 'Alguma obrigação acessória foi entregue em atraso?',
        answers: ['Não.', 'Não, todas no prazo.', 'Sim, uma DCTFWeb com um dia de atraso.'],
      },
    ],
    people: [
      {
        name: 'Sérgio Tavares',
        email: 'sergio@exatocontabil.com.br',
        phone: '(81) 99632-4508',
        knowledgeBase: 'Contador responsável técnico (CRC-PE) e sócio-diretor do escritório.',
      },
      { name: 'Patrícia Lopes', email: 'patricia@exatocontabil.com.br', phone: '(81) 98541-7712' },
    ],
    meetings: [
      {
        title: 'Reajuste de honorários',
        topic: 'reajuste de honorários',
        overview:
          'Revisão da tabela de honorários, clientes com contrato defasado e comunicação do reajuste anual.',
        summary:
          '40 clientes estão com honorários sem reajuste há mais de dois anos; o reajuste anual será comunicado com 60 dias.',
        lines: [
          ['mentor', 'Quando foi o último reajuste de honorários dos clientes?'],
          [
            'owner',
            'Para a maioria, no ano passado. Mas tem uns 40 clientes sem reajuste há mais de dois anos.',
          ],
          [
            'mentor',
            'Esses contratos estão provavelmente dando prejuízo, considerando a folha da equipe.',
          ],
          ['team', 'Alguns desses têm muitos funcionários e dão bastante trabalho de folha.'],
          [
            'mentor',
            'Então o reajuste precisa considerar o **volume de trabalho**, não só a inflação.',
          ],
          ['owner', 'Tenho receio de perder clientes.'],
          [
            'mentor',
            'Comunique com 60 dias de antecedência e mostre o que está incluído no serviço.',
          ],
          ['team', 'Posso levantar as horas gastas por cliente no sistema de tarefas.'],
          ['mentor', 'Excelente, com esse dado a conversa fica objetiva.'],
          ['owner', 'Vamos começar pelos dez clientes mais defasados.'],
        ],
        addedTasks: [
          {
            title: 'Levantar horas gastas por cliente',
            task: 'Exportar do sistema de tarefas as horas de folha, fiscal e contábil de cada cliente.',
          },
          {
            title: 'Comunicar reajuste aos clientes defasados',
            task: 'Enviar carta de reajuste com 60 dias de antecedência para os dez clientes mais defasados.',
          },
        ],
      },
      {
        title: 'Automação de rotinas fiscais',
        topic: 'automação de rotinas',
        overview:
          'Mapeamento das rotinas fiscais repetitivas e escolha de ferramentas para automatizar a importação de notas.',
        summary:
          'a importação manual de notas consome 60 horas por mês; a automação libera a equipe para consultoria.',
        lines: [
          ['mentor', 'Quais rotinas tomam mais tempo da equipe fiscal?'],
          ['team', 'Importar notas fiscais. A gente ainda baixa muita coisa manualmente.'],
          ['mentor', 'Quanto tempo isso consome por mês?'],
          ['team', 'Umas 60 horas, somando todo mundo.'],
          [
            'mentor',
            'Isso é quase meio funcionário. **Automação da captura de notas** se paga rápido.',
          ],
          ['owner', 'Já vimos duas ferramentas, mas não decidimos.'],
          ['mentor', 'Façam um teste de 30 dias com as duas em cinco clientes diferentes.'],
          ['team', 'Posso escolher clientes de perfis diferentes: comércio, serviço e indústria.'],
          ['mentor', 'Perfeito. E o tempo liberado vai para consultoria, que vocês podem cobrar.'],
          ['owner', 'Seria ótimo oferecer planejamento tributário para os clientes maiores.'],
        ],
        addedTasks: [
          {
            title: 'Testar ferramentas de captura de notas',
            task: 'Rodar teste de 30 dias com duas ferramentas em cinco clientes de perfis diferentes.',
          },
          {
            title: 'Montar oferta de planejamento tributário',
            task: 'Criar proposta de consultoria para os 20 maiores clientes do Lucro Presumido.',
          },
        ],
      },
      {
        title: 'Captação de clientes do Simples Nacional',
        topic: 'captação de clientes',
        overview:
          'Estratégia de captação de novos clientes do Simples Nacional por indicação e conteúdo educativo.',
        summary:
          'a maior parte dos clientes novos vem por indicação; um programa de indicação e conteúdo no Instagram vão ampliar o funil.',
        lines: [
          ['mentor', 'De onde vieram os clientes novos deste ano?'],
          ['owner', 'Quase todos por indicação de clientes atuais.'],
          ['mentor', 'Então vale formalizar um **programa de indicação** com benefício claro.'],
          ['team', 'Um mês de honorário grátis para quem indicar?'],
          ['mentor', 'Pode ser, ou um desconto no serviço de imposto de renda.'],
          ['owner', 'O imposto de renda é um bom gancho, todo mundo precisa.'],
          [
            'mentor',
            'E no Instagram, conteúdo educativo sobre MEI e Simples atrai bastante gente.',
          ],
          ['team', 'Posso gravar vídeos curtos tirando dúvidas comuns.'],
          ['mentor', 'Ótimo, uma vez por semana já faz diferença.'],
          ['owner', 'Combinado, vamos testar por três meses.'],
        ],
        addedTasks: [
          {
            title: 'Lançar programa de indicação',
            task: 'Oferecer desconto na declaração de imposto de renda para cada cliente indicado que fechar contrato.',
          },
          {
            title: 'Gravar vídeos semanais sobre o Simples Nacional',
            task: 'Publicar um vídeo curto por semana no Instagram respondendo dúvidas de MEI e Simples.',
          },
        ],
      },
    ],
    extraTasks: [
      {
        title: 'Renovar certificado digital do escritório',
        description: 'O certificado A1 vence no fim do mês.',
        status: 'done',
      },
      {
        title: 'Revisar contratos de prestação de serviço',
        description: 'Incluir cláusula de reajuste anual pelo IPCA.',
        status: 'not-started',
        ageDays: 8,
      },
    ],
  },
  {
    slug: 'movimento-vivo',
    name: 'Academia Movimento Vivo',
    niche: 'Academia',
    website: 'https://www.movimentovivo.com.br',
    instagram: '@academiamovimentovivo',
    knowledgeBase:
      'Academia de bairro em Porto Alegre (RS) com musculação, aulas coletivas (funcional, spinning, yoga e ' +
      'dança) e avaliação física. Cerca de 650 alunos ativos, aberta das 6h às 23h. Concorre com duas redes ' +
      'de baixo custo próximas.',
    initials: 'MV',
    color: '#15803D',
    accent: '#BEF264',
    metaFaturamento: 1_000_000,
    baseRevenue: 76_000,
    seasonality: [1.15, 1.1, 1.12, 1.02, 0.95, 0.82, 0.8, 0.86, 0.95, 1.0, 1.05, 0.9],
    taxRate: 0.09,
    cogsRatio: 0.12,
    expenseRatio: 0.78,
    attention: 'o cancelamento de matrículas após o terceiro mês',
    mentor: CONSULTANT_MENTOR,
    questions: [
      {
        question: 'Quantos alunos ativos no fim do mês?',
        answers: ['642 alunos', '655 alunos', '618 alunos', '671 alunos', '630 alunos'],
      },
      {
        question: 'Quantos cancelamentos de matrícula houve?',
        answers: ['31 cancelamentos', '44 cancelamentos', '27 cancelamentos', '38 cancelamentos'],
      },
      {
        question: 'Qual a taxa de ocupação das aulas coletivas?',
        answers: ['68%', '74%', '61%', '79%'],
      },
    ],
    people: [
      {
        name: 'Rafael Gomes',
        email: 'rafael@movimentovivo.com.br',
        phone: '(51) 99218-6643',
        knowledgeBase: 'Educador físico e proprietário da academia.',
      },
      { name: 'Aline Pereira', email: 'aline@movimentovivo.com.br', phone: '(51) 98307-1195' },
    ],
    meetings: [
      {
        title: 'Retenção de alunos',
        topic: 'retenção de alunos',
        overview:
          'Análise dos cancelamentos após o terceiro mês e criação de um acompanhamento dos alunos novos.',
        summary:
          'a maioria dos cancelamentos acontece entre o terceiro e o quarto mês; alunos sem treino revisado desistem mais.',
        lines: [
          ['mentor', 'Em que momento os alunos mais cancelam?'],
          [
            'team',
            'Entre o terceiro e o quarto mês. Depois disso, quem fica costuma ficar bastante tempo.',
          ],
          [
            'mentor',
            'Então os primeiros 90 dias são críticos. O que acontece com o aluno nesse período?',
          ],
          ['owner', 'Ele faz a avaliação e recebe um treino. Depois, depende dele.'],
          ['mentor', 'Aí está: sem **acompanhamento nos primeiros 90 dias**, a motivação cai.'],
          ['team', 'Podemos revisar o treino no 30º e no 60º dia.'],
          ['mentor', 'Isso, e mandar mensagem para quem faltar uma semana seguida.'],
          ['owner', 'O sistema de catraca mostra quem não vem há sete dias.'],
          ['mentor', 'Perfeito, usem esse relatório toda segunda-feira.'],
          ['team', 'Eu assumo as mensagens.'],
        ],
        addedTasks: [
          {
            title: 'Revisar treino no 30º e no 60º dia',
            task: 'Agendar revisão de treino para todos os alunos novos no primeiro e no segundo mês.',
          },
          {
            title: 'Contatar alunos ausentes há 7 dias',
            task: 'Toda segunda-feira, enviar mensagem aos alunos sem acesso na catraca há uma semana.',
          },
        ],
      },
      {
        title: 'Planos anuais e recorrência',
        topic: 'planos e recorrência',
        overview:
          'Migração dos alunos do plano mensal para planos recorrentes no cartão e anuais com desconto.',
        summary:
          '70% dos alunos pagam mês a mês no boleto; o plano recorrente no cartão reduz inadimplência e cancelamentos.',
        lines: [
          ['mentor', 'Como os alunos pagam hoje?'],
          ['owner', 'A maioria, uns 70%, no plano mensal com boleto ou Pix.'],
          ['mentor', 'Isso facilita o cancelamento e aumenta a inadimplência.'],
          ['team', 'Todo mês tem uns 8% de atraso.'],
          ['mentor', 'O **plano recorrente no cartão** resolve boa parte disso.'],
          ['owner', 'Podemos dar um pequeno desconto para quem migrar.'],
          ['mentor', 'Sim, e um desconto maior no plano anual pago à vista.'],
          [
            'team',
            'Janeiro é o melhor mês para oferecer o anual, todo mundo quer começar o ano treinando.',
          ],
          ['mentor', 'Exatamente. Preparem a campanha para dezembro.'],
          ['owner', 'Vou ver as taxas da maquininha para o recorrente.'],
        ],
        addedTasks: [
          {
            title: 'Configurar cobrança recorrente no cartão',
            task: 'Contratar a cobrança recorrente e oferecer 5% de desconto para quem migrar.',
          },
          {
            title: 'Preparar campanha do plano anual',
            task: 'Criar campanha de dezembro com desconto de 15% no plano anual à vista.',
          },
        ],
      },
      {
        title: 'Ocupação dos horários de pico',
        topic: 'horários de pico',
        overview: 'Distribuição dos alunos entre os horários e aulas coletivas com baixa ocupação.',
        summary:
          'o pico das 18h às 20h está lotado enquanto as manhãs ficam vazias; um plano para horários alternativos equilibra a ocupação.',
        lines: [
          ['mentor', 'Como está a ocupação ao longo do dia?'],
          [
            'team',
            'Das 18h às 20h está lotado, falta aparelho. De manhã, depois das 9h, fica vazio.',
          ],
          ['mentor', 'Aluno que espera aparelho se frustra e cancela.'],
          ['owner', 'Já recebemos reclamações sobre isso.'],
          [
            'mentor',
            'Um **plano para horários alternativos**, mais barato, distribui melhor os alunos.',
          ],
          ['team', 'Aposentados e quem trabalha de casa gostariam.'],
          ['mentor', 'E as aulas coletivas com pouca ocupação?'],
          ['owner', 'A de dança às 7h tem uns quatro alunos.'],
          ['mentor', 'Troquem por funcional, que tem fila no horário da noite.'],
          ['team', 'Faço uma enquete com os alunos antes de mudar.'],
        ],
        addedTasks: [
          {
            title: 'Criar plano para horários alternativos',
            task: 'Lançar plano com 20% de desconto para treinos entre 9h e 16h.',
          },
          {
            title: 'Reorganizar grade de aulas coletivas',
            task: 'Fazer enquete com os alunos e substituir as aulas com menos de seis participantes.',
          },
        ],
      },
    ],
    extraTasks: [
      {
        title: 'Manutenção preventiva das esteiras',
        description: 'Agendar técnico para revisar as oito esteiras.',
        status: 'done',
      },
      {
        title: 'Contratar professor para o turno da noite',
        description: '',
        status: 'in-progress',
      },
    ],
  },
  {
    slug: 'faisca-digital',
    name: 'Agência Faísca Digital',
    niche: 'Agência de marketing',
    website: 'https://www.faiscadigital.com.br',
    instagram: '@faiscadigital',
    knowledgeBase:
      'Agência de marketing digital em Florianópolis (SC) especializada em redes sociais, tráfego pago e ' +
      'sites para pequenas e médias empresas. 22 clientes recorrentes e equipe de nove pessoas entre ' +
      'atendimento, criação e mídia.',
    initials: 'FD',
    color: '#6D28D9',
    accent: '#FCD34D',
    metaFaturamento: 1_500_000,
    baseRevenue: 112_000,
    seasonality: [0.9, 0.92, 1.0, 1.0, 1.02, 1.0, 0.98, 1.0, 1.03, 1.05, 1.08, 1.02],
    taxRate: 0.14,
    cogsRatio: 0.18,
    expenseRatio: 0.58,
    attention: 'as horas de retrabalho não faturadas',
    mentor: CONSULTANT_MENTOR,
    questions: [
      {
        question: 'Quantos clientes com contrato recorrente?',
        answers: ['22 clientes', '23 clientes', '21 clientes', '24 clientes'],
      },
      {
        question: 'Qual o índice de horas não faturadas?',
        answers: ['18%', '22%', '15%', '12%'],
      },
      {
        question: 'Algum cliente cancelou o contrato?',
        answers: ['Não.', 'Sim, um cliente do varejo.', 'Não, e fechamos dois novos.'],
      },
    ],
    people: [
      {
        name: 'Gabriel Martins',
        email: 'gabriel@faiscadigital.com.br',
        phone: '(48) 99134-8820',
        knowledgeBase: 'Fundador e diretor de atendimento da agência.',
      },
      { name: 'Vanessa Rocha', email: 'vanessa@faiscadigital.com.br', phone: '(48) 98822-4019' },
      { name: 'Diego Cardoso', email: 'diego@faiscadigital.com.br', phone: '(48) 99671-3054' },
    ],
    meetings: [
      {
        title: 'Escopo e retrabalho nos projetos',
        topic: 'retrabalho',
        overview:
          'Medição das horas de retrabalho por cliente e definição de um limite de rodadas de alteração.',
        summary:
          '18% das horas são retrabalho não faturado; contratos passam a prever duas rodadas de alteração por peça.',
        lines: [
          ['mentor', 'Quanto das horas da equipe vira retrabalho?'],
          ['team', 'Medimos 18% no mês. Tem cliente que pede cinco rodadas de alteração por post.'],
          ['mentor', 'E essas horas extras são cobradas?'],
          ['owner', 'Não, está tudo dentro da mensalidade.'],
          [
            'mentor',
            'Então o contrato precisa de um **limite de duas rodadas de alteração** por peça.',
          ],
          ['team', 'E um briefing melhor no começo evitaria metade das alterações.'],
          ['mentor', 'Exato. Briefing padronizado e aprovação por escrito.'],
          ['owner', 'Tenho medo de parecer burocrático com o cliente.'],
          ['mentor', 'Apresente como forma de garantir qualidade e prazo. Clientes bons entendem.'],
          ['team', 'Posso montar o modelo de briefing no Google Docs.'],
        ],
        addedTasks: [
          {
            title: 'Incluir limite de alterações nos contratos',
            task: 'Prever duas rodadas de alteração por peça e valor por hora para rodadas extras.',
          },
          {
            title: 'Padronizar o briefing de criação',
            task: 'Criar modelo de briefing com objetivo, público, referências e aprovação por escrito.',
          },
        ],
      },
      {
        title: 'Precificação por pacote mensal',
        topic: 'precificação dos pacotes',
        overview: 'Revisão dos pacotes mensais com base nas horas reais consumidas por cliente.',
        summary:
          'seis clientes consomem mais horas do que pagam; três pacotes padronizados substituem os preços negociados caso a caso.',
        lines: [
          ['mentor', 'Como vocês definem o preço de cada cliente hoje?'],
          ['owner', 'Caso a caso, na negociação. Cada um paga uma coisa.'],
          ['mentor', 'E quando cruzamos com as horas consumidas?'],
          ['team', 'Seis clientes usam mais horas do que pagam.'],
          [
            'mentor',
            'Então a solução são **três pacotes padronizados**, com horas e entregas definidas.',
          ],
          ['owner', 'Básico, intermediário e completo?'],
          ['mentor', 'Isso, e cada pacote com preço calculado sobre o custo da hora da equipe.'],
          ['team', 'O custo da hora hoje está em torno de R$ 95.'],
          ['mentor', 'Com a margem alvo, o preço de venda da hora fica perto de R$ 160.'],
          ['owner', 'Vamos migrar os seis clientes deficitários primeiro.'],
        ],
        addedTasks: [
          {
            title: 'Definir os três pacotes mensais',
            task: 'Especificar horas, entregas e preço dos pacotes básico, intermediário e completo.',
          },
          {
            title: 'Migrar clientes deficitários',
            task: 'Apresentar os novos pacotes aos seis clientes que consomem mais horas do que pagam.',
          },
        ],
      },
      {
        title: 'Prospecção e funil de vendas',
        topic: 'funil de vendas',
        overview: 'Organização do funil comercial e metas de prospecção para o próximo trimestre.',
        summary:
          'as propostas são enviadas sem acompanhamento; um CRM simples e metas semanais de contato organizam o funil.',
        lines: [
          ['mentor', 'Quantas propostas foram enviadas no último trimestre?'],
          ['owner', 'Umas 20. Fechamos quatro.'],
          ['mentor', 'E as outras 16, foram acompanhadas?'],
          ['team', 'Poucas. Falta alguém cuidando disso.'],
          ['mentor', 'Um **CRM simples** com etapas e datas de retorno já resolve muito.'],
          ['owner', 'Pode ser até uma planilha no começo.'],
          ['mentor', 'Pode, desde que todo mundo atualize. E metas semanais de contatos.'],
          ['team', 'Dez contatos novos por semana é viável.'],
          ['mentor', 'Ótimo. E usem os casos de sucesso dos clientes atuais nas propostas.'],
          ['owner', 'Temos ótimos resultados com a padaria e a clínica que atendemos.'],
        ],
        addedTasks: [
          {
            title: 'Implantar CRM de vendas',
            task: 'Cadastrar todas as propostas com etapa, valor e data do próximo contato.',
          },
          {
            title: 'Montar apresentação de casos de sucesso',
            task: 'Reunir três casos com números de antes e depois para usar nas propostas.',
          },
        ],
      },
    ],
    extraTasks: [
      {
        title: 'Renovar licenças de software de design',
        description: '',
        status: 'done',
      },
      {
        title: 'Contratar estagiário de mídia paga',
        description: 'Publicar a vaga nas universidades da região.',
        status: 'not-started',
      },
    ],
  },
];

/** How many monthly reports each demo company has (the newest last month, or the one before). */
export const DEMO_REPORT_MONTHS = 14;

/**
 * The company with a loss month (an oven replaced, months before the newest report): its
 * expenses that month exceed what was left of net revenue after costs.
 */
export const LOSS_MONTH = { slug: 'pao-da-serra', monthsBeforeNewest: 8 } as const;

/** The company without last month's monthly report. */
export const MISSING_REPORT_SLUG = 'movimento-vivo';

/** The company that usuario@ and the DEMO01 business account belong to. */
export const DEMO01_SLUG = 'pao-da-serra';

/** Companies the council member is linked to. */
export const COUNCIL_SLUGS = ['pao-da-serra', 'sorriso-pleno', 'flor-de-lis'] as const;

export const WAITING_COMPANY = {
  slug: 'horta-viva',
  name: 'Horta Viva Orgânicos',
  niche: 'Hortifrúti orgânico',
  website: 'https://www.hortavivaorganicos.com.br',
  instagram: '@hortaviva.organicos',
  knowledgeBase:
    'Produtor de hortaliças e frutas orgânicas certificadas em Atibaia (SP), com entrega semanal de cestas ' +
    'por assinatura na capital. Quer organizar as finanças e crescer o número de assinantes.',
  metaFaturamento: 600_000,
  owner: {
    name: 'Carlos Mendes',
    email: 'aguardando@demo.com.br',
    phone: '(11) 99456-7820',
  },
  teamEmails: [
    'aguardando@demo.com.br',
    'socia@hortavivaorganicos.com.br',
    'entregas@hortavivaorganicos.com.br',
  ],
} as const;

/** A person who registered picking an existing company and waits for the admin (a join request). */
export const JOIN_REQUEST = {
  slug: 'pao-da-serra',
  name: 'Beatriz Nogueira',
  email: 'beatriz.nogueira@paodaserra.com.br',
  phone: '(11) 99731-4410',
} as const;
