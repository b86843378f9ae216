/**
 * Examples of the OpenAPI document, taken from the demo installation (`npm run demo`'s companies,
 * people and figures), so the reference shows what integrators really send and get back.
 */

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3YjFlNGQ2Mi0zYzVhLTRmMGItOWUyZC04YTZjMWY0YjVkMzAiLCJraW5kIjoidXNlciJ9.q0N8dY4Qm2gN3yK1sVb5tW7xZ9aC6eF8hJ0kL2mP4rS';
const PAO_DA_SERRA = '3f6c2a8e-9b1d-4e7a-8c5f-2d0b7e4a1c93';
const SORRISO_PLENO = '8a4e1f7c-2b6d-4c3e-9f0a-5e7d1b3c8a26';
const JULIANA = '7b1e4d62-3c5a-4f0b-9e2d-8a6c1f4b5d30';
const MARCOS = 'c2d9e5a1-6f3b-4a8d-b7c0-1e4f9a2d6b58';
const TASK = '5d8f2b7a-1c4e-4b9d-a6f3-0e2c7b9d4a15';
const session = { jwt: JWT, authType: 'user' } as const;
const inPaoDaSerra = { ...session, business: PAO_DA_SERRA } as const;

/** A field's example wherever a schema has a property of that name (and the type allows it). */
export const FIELD_EXAMPLES: Record<string, string | number | boolean> = {
  jwt: JWT,
  jwt_token: JWT,
  authType: 'user',
  auth_type: 'user',
  key: 'usuario@demo.com.br',
  email: 'usuario@demo.com.br',
  password: 'demo1234',
  business: PAO_DA_SERRA,
  businessId: PAO_DA_SERRA,
  businessName: 'Padaria Pão da Serra',
  userId: JULIANA,
  userName: 'Juliana Ferreira',
  name: 'Padaria Pão da Serra',
  niche: 'Padaria artesanal',
  website: 'https://www.paodaserra.com.br',
  username_instagram: '@paodaserra',
  instagram: '@paodaserra',
  knowledge_base:
    'Padaria artesanal de bairro em Campinas (SP), fundada em 2017. Trabalha com fermentação ' +
    'natural, confeitaria fina e cafés especiais.',
  managed_by: MARCOS,
  meta_faturamento: 1200000,
  revenueGoal: 1200000,
  revenue_goal: 1200000,
  gross_revenue: 86000,
  net_revenue: 79120,
  cogs: 32680,
  expenses: 36120,
  net_profit: 10320,
  net_margin: 12,
  phone: '(19) 99745-2210',
  phone_number: '(19) 99745-2210',
  access_code: 'DEMO01',
  accessCode: 'DEMO01',
  title: 'Reunião de fechamento do mês',
  overview: 'Revisão do faturamento de novembro e do desperdício de produção no fim do dia.',
  question: 'Qual foi o produto mais vendido no mês?',
  response: 'Pão de fermentação natural',
  message: 'Operação realizada com sucesso.',
  documentName: 'Contrato de fornecimento.pdf',
  oldName: 'Contratos',
  newName: 'Contratos 2026',
  month: '2026-11',
  month_year: '11/2026',
  speaker: 'Fernanda Lima',
  text: 'Vamos revisar o desperdício de produção no fim do dia.',
};

type Examples = Record<string, { summary: string; value: unknown }>;

/** Whole request bodies, by operationId and then by action. */
export const REQUEST_EXAMPLES: Record<string, Examples> = {
  'auth.login': {
    user: {
      summary: 'Pessoa (e-mail)',
      value: { authType: 'user', key: 'usuario@demo.com.br', password: 'demo1234' },
    },
    business: {
      summary: 'Conta da empresa (código de acesso)',
      value: { authType: 'business', key: 'DEMO01', password: 'demo1234' },
    },
  },
  'documents.documents': {
    getAll: { summary: 'getAll', value: inPaoDaSerra },
    createFolder: {
      summary: 'createFolder',
      value: {
        ...inPaoDaSerra,
        name: 'Contratos',
        description: 'Contratos com fornecedores de farinha e embalagens',
        parentId: null,
      },
    },
    createDocument: {
      summary: 'createDocument',
      value: {
        ...inPaoDaSerra,
        name: 'Planilha de custos',
        drive_url:
          'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit',
        driveId: '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
        type: 'driveFile',
        parentId: 'Contratos',
      },
    },
    rename: {
      summary: 'rename',
      value: { ...inPaoDaSerra, oldName: 'Contratos', newName: 'Contratos 2026', type: 'folder' },
    },
    delete: {
      summary: 'delete',
      value: { ...inPaoDaSerra, name: 'Contratos 2026', parentId: null },
    },
  },
  'tasks.tasks': {
    getAll: { summary: 'getAll', value: inPaoDaSerra },
    create: {
      summary: 'create',
      value: {
        ...inPaoDaSerra,
        task: {
          id: TASK,
          title: 'Reduzir o desperdício do fim do dia',
          task: 'Medir por duas semanas as sobras de pão e ajustar a segunda fornada.',
          status: 'Not started',
          created_at: '2026-11-28T14:30:00.000Z',
          completed_at: null,
          from_meeting: null,
        },
      },
    },
    delete: { summary: 'delete', value: { ...inPaoDaSerra, taskId: TASK } },
  },
  'adminBusinesses.business': {
    getAll: { summary: 'getAll', value: session },
    create: {
      summary: 'create',
      value: {
        ...session,
        name: 'Sorriso Pleno Odontologia',
        niche: 'Clínica odontológica',
        website: 'https://www.sorrisopleno.com.br',
        knowledge_base: 'Clínica odontológica em Belo Horizonte (MG) com seis consultórios.',
        managed_by: MARCOS,
        meta_faturamento: '1500000',
        username_instagram: '@sorrisopleno',
        users: [MARCOS],
        custom_questions: ['Quantos pacientes novos foram atendidos no mês?'],
      },
    },
    edit: {
      summary: 'edit',
      value: {
        ...session,
        id: SORRISO_PLENO,
        meta_faturamento: '1800000',
        custom_questions: ['Quantos pacientes novos foram atendidos no mês?'],
      },
    },
    setAccess: {
      summary: 'setAccess',
      value: { ...session, businessId: PAO_DA_SERRA, accessCode: 'DEMO01', generatePassword: true },
    },
    delete: { summary: 'delete', value: { ...session, businessId: SORRISO_PLENO } },
  },
  'meetings.ingest': {
    vtt: {
      summary: 'Transcrição WebVTT com uma tarefa',
      value: {
        businessId: PAO_DA_SERRA,
        title: 'Reunião de fechamento do mês',
        date: '2026-11-28T14:00:00-03:00',
        overview: 'Revisão do faturamento de novembro e do desperdício de produção.',
        transcript:
          'WEBVTT\n\n00:00:01.000 --> 00:00:06.000\n<v Fernanda Lima>Novembro fechou em R$ 86.000 de ' +
          'faturamento bruto.\n',
        format: 'vtt',
        tasks: [{ title: 'Reduzir o desperdício do fim do dia' }],
      },
    },
  },
};
