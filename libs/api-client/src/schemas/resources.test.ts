import { describe, expect, it } from 'vitest';
import { adminAuditActionBodies } from './admin-audit';
import {
  adminBusinessesActionBodies,
  adminBusinessesActionReplies,
  adminBusinessesMultipartBodies,
} from './admin-businesses';
import { adminFinanceActionBodies, adminFinanceActionReplies } from './admin-finance';
import { adminUsersActionBodies } from './admin-users';
import { chatBodySchema } from './chat';
import { companyActionReplies, companyMultipartBodies } from './company';
import {
  documentsActionBodies,
  documentsActionReplies,
  documentsMultipartBodies,
} from './documents';
import { getMeetingsReplySchema, parseTranscript } from './meetings';
import { reportsActionBodies, reportsActionReplies } from './reports';
import {
  AUDIT_DAY_INVALID,
  AUDIT_RANGE_END_BEFORE_START,
  ADMIN_USER_BUSINESS_REQUIRED,
  ADMIN_USER_CREATE_ROLE,
  ADMIN_USER_FIELDS_REQUIRED,
  EMAIL_INVALID,
  USER_ONE_BUSINESS_ONLY,
  labelFromStatus,
  REPORT_ANSWERS_MISMATCH,
  REPORT_FIGURE_INVALID,
  REPORT_FIGURE_NEGATIVE,
  REPORT_FIGURE_REQUIRED,
  REPORT_FIGURE_TOO_LARGE,
  REPORT_MONTH_INVALID,
  REPORT_MONTH_TOO_OLD,
  REPORT_VERSION_INVALID,
  statusFromLabel,
} from '@portal/domain';
import { tasksActionBodies, tasksActionReplies } from './tasks';

const session = { jwt: 't', authType: 'user' as const };
const pathsOf = (result: { error?: { issues: { path: (string | number)[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const business = {
  id: '00000000-0000-4000-8000-000000006231',
  name: 'Padaria Pão Quente',
  logo: '/files/logo.png',
  website: 'https://paoquente.com.br',
  niche: 'Alimentação',
  knowledge_base: 'Padaria artesanal',
  custom_questions: ['Qual foi o maior desafio do mês?'],
  meta_faturamento: 1200000,
  username_instagram: '@paoquente',
  managed_by: '00000000-0000-4000-8000-000000007531',
  created_at: '2026-01-10T12:00:00Z',
  lastDRE: '2026-10-05',
  access_users: [
    {
      id: '00000000-0000-4000-8000-000000007531',
      name: 'Ana',
      email: 'ana@paoquente.com.br',
      role: 'user',
    },
  ],
};

describe('meetings', () => {
  const meeting = {
    id: '00000000-0000-4000-8000-000000006d31',
    title: 'Reunião de alinhamento',
    date: '2026-10-02T14:00:00Z',
    overview: 'Metas do trimestre',
    notes: '<p>**Fluxo de caixa**</p>',
    tasks_added: [{ title: 'Revisar DRE', task: 'Conferir custos' }],
    transcript: JSON.stringify([{ speaker: 'Ana', text: 'Bom dia', minutes: 0.5 }]),
  };
  it('accepts a list of meetings or a status success reply', () => {
    expect(getMeetingsReplySchema.safeParse([meeting]).success).toBe(true);
    expect(getMeetingsReplySchema.safeParse({ status: 'success' }).success).toBe(true);
  });
  it('parses the transcript string and gives [] when it is not JSON', () => {
    expect(parseTranscript(meeting.transcript)).toEqual([
      { speaker: 'Ana', text: 'Bom dia', minutes: 0.5 },
    ]);
    expect(parseTranscript('not json')).toEqual([]);
    expect(parseTranscript(null)).toEqual([]);
  });
});

describe('company', () => {
  it('get answers a list whose first element is the business', () => {
    expect(companyActionReplies.get.safeParse([business]).success).toBe(true);
    expect(
      pathsOf(companyActionReplies.get.safeParse([{ ...business, custom_questions: 'x' }])),
    ).toEqual(['0.custom_questions']);
  });
  it('multipart update wants meta as numeric text', () => {
    const fields = {
      ...session,
      businessId: '00000000-0000-4000-8000-000000006231',
      website: 'https://a.com',
      niche: 'n',
      knowledge_base: 'k',
      meta_faturamento: '0',
      username_instagram: '@a',
    };
    expect(companyMultipartBodies.update.safeParse(fields).success).toBe(true);
    expect(
      pathsOf(companyMultipartBodies.update.safeParse({ ...fields, meta_faturamento: 'muito' })),
    ).toEqual(['meta_faturamento']);
  });
});

describe('documents', () => {
  it('createDocument takes only http(s) Drive links', () => {
    const body = {
      jwt: 'x',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006231',
      name: 'Planilha',
      driveId: null,
      type: 'driveFile',
      parentId: null,
    };
    const ok = documentsActionBodies.createDocument.safeParse({
      ...body,
      drive_url: 'https://docs.google.com/document/d/abc/edit',
    });
    expect(ok.success).toBe(true);
    const bad = documentsActionBodies.createDocument.safeParse({
      ...body,
      drive_url: 'javascript:alert(1)',
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'URL must start with http:// or https://',
    ]);
    const notDrive = documentsActionBodies.createDocument.safeParse({
      ...body,
      drive_url: 'https://docs.google.com/forms/d/abc',
    });
    expect(notDrive.error?.issues.map((i) => i.message)).toEqual([
      'Invalid Google Drive URL format',
    ]);
  });

  it('rename asks for the name in the words of the kind renamed', () => {
    const rename = (type: string, newName: string) =>
      documentsActionBodies.rename
        .safeParse({ ...s, oldName: 'Antigo', newName, type })
        .error?.issues.map((i) => i.message);
    expect(rename('folder', '  ')).toEqual(['Por favor, insira um nome para a pasta']);
    expect(rename('uploadedFile', '')).toEqual(['Por favor, insira um nome para o arquivo']);
    expect(rename('uploadedFile', '../x')).toEqual([
      'O nome não pode conter barras (/ ou \\), caracteres de controle, nem ser "." ou "..".',
    ]);
    expect(rename('folder', 'Novo')).toBeUndefined();
  });
  const s = { ...session, business: '00000000-0000-4000-8000-000000006231' };
  it('accepts the tree with one level of folders', () => {
    const tree = [
      {
        id: 'Contratos',
        type: 'folder',
        name: 'Contratos',
        description: '',
        parentId: null,
        content: [
          {
            id: '00000000-0000-4000-8000-000000006431',
            type: 'uploadedFile',
            name: 'Contrato.pdf',
            parentId: 'Contratos',
            file_url: '/f/1',
          },
        ],
      },
      {
        id: '00000000-0000-4000-8000-000000006432',
        type: 'driveFile',
        name: 'Planilha',
        parentId: null,
        drive_url: 'https://docs.google.com/document/d/abc/edit',
        driveId: 'x',
      },
    ];
    expect(documentsActionReplies.getAll.safeParse(tree).success).toBe(true);
    expect(documentsActionReplies.getAll.safeParse([{ status: 'success' }]).success).toBe(true);
  });
  it('createDocument accepts only driveFile or redirectFolder', () => {
    const body = {
      ...s,
      name: 'Doc',
      drive_url: 'https://docs.google.com/document/d/1/edit',
      driveId: '1',
      type: 'driveFile',
      parentId: null,
    };
    expect(documentsActionBodies.createDocument.safeParse(body).success).toBe(true);
    expect(
      pathsOf(documentsActionBodies.createDocument.safeParse({ ...body, type: 'uploadedFile' })),
    ).toEqual(['type']);
  });
  it('uploadDoc multipart needs a file and reads an empty parentId as root', () => {
    const parsed = documentsMultipartBodies.uploadDoc.safeParse({
      ...s,
      name: 'A',
      parentId: '',
      file: new Blob(['x']),
    });
    expect(parsed.success && parsed.data.parentId).toBeNull();
    expect(pathsOf(documentsMultipartBodies.uploadDoc.safeParse({ ...s, name: 'A' }))).toEqual([
      'file',
    ]);
  });
  it('mutations answer a one-item success list or the created item', () => {
    expect(documentsActionReplies.createFolder.safeParse([{ status: 'success' }]).success).toBe(
      true,
    );
    expect(
      documentsActionReplies.createFolder.safeParse({
        id: 'P',
        type: 'folder',
        name: 'P',
        parentId: null,
      }).success,
    ).toBe(true);
    expect(documentsActionReplies.createFolder.safeParse([{ status: 'error' }]).success).toBe(
      false,
    );
  });
});

describe('tasks', () => {
  const task = {
    id: '00000000-0000-4000-8000-000000007431',
    title: 'Revisar DRE',
    task: 'Conferir custos',
    status: 'In progress',
    created_at: '2026-10-01',
    completed_at: null,
    from_meeting: '00000000-0000-4000-8000-000000006d31',
  };
  it('create needs a titled task with a known status label', () => {
    const body = { ...session, business: '00000000-0000-4000-8000-000000006231', task };
    expect(tasksActionBodies.create.safeParse(body).success).toBe(true);
    const bad = tasksActionBodies.create.safeParse({
      ...body,
      task: { ...task, title: ' ', status: 'Doing' },
    });
    expect(pathsOf(bad).sort()).toEqual(['task.status', 'task.title']);
    expect(bad.error?.issues.find((i) => i.path.join('.') === 'task.title')?.message).toBe(
      'Por favor, insira um título para a tarefa',
    );
  });
  it('getAll accepts unknown statuses, which the board reads as not-started', () => {
    expect(tasksActionReplies.getAll.safeParse([{ ...task, status: 'Blocked' }]).success).toBe(
      true,
    );
    expect(statusFromLabel('Blocked')).toBe('not-started');
    expect(statusFromLabel('Done')).toBe('done');
    expect(labelFromStatus('in-progress')).toBe('In progress');
  });
  it('delete carries the task id', () => {
    expect(
      pathsOf(
        tasksActionBodies.delete.safeParse({
          ...session,
          business: '00000000-0000-4000-8000-000000006231',
        }),
      ),
    ).toEqual(['taskId']);
  });
});

describe('reports', () => {
  it('answers a list whose first element has items, revenueGoal and latestFilled', () => {
    const reply = [
      {
        items: [
          {
            json: {
              id: 17,
              month_year: '2026-09',
              gross_revenue: 100000,
              net_revenue: 90000,
              expenses: 30000,
              cogs: 40000,
              net_profit: 20000,
              net_margin: 0.222,
              customAnswers: [{ question: 'Desafio?', response: 'Estoque' }],
            },
          },
        ],
        revenueGoal: 1200000,
        latestFilled: false,
      },
    ];
    expect(reportsActionReplies.getSpecificCompany.safeParse(reply).success).toBe(true);
    expect(
      pathsOf(
        reportsActionReplies.getSpecificCompany.safeParse([{ items: [], revenueGoal: null }]),
      ),
    ).toEqual(['0.latestFilled']);
  });

  describe('saveReport body', () => {
    const body = {
      ...session,
      businessId: '00000000-0000-4000-8000-000000006231',
      month: '2026-09',
      gross_revenue: 100000,
      net_revenue: 90000.5,
      expenses: 0,
      cogs: 40000,
      customAnswers: [{ question: 'Desafio?', response: 'Estoque' }],
    };
    const messagesOf = (change: Record<string, unknown>) => {
      const result = reportsActionBodies.saveReport.safeParse({ ...body, ...change });
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };

    it('takes a month with four figures and the answers', () => {
      expect(reportsActionBodies.saveReport.safeParse(body).success).toBe(true);
    });

    it.each([
      [{ expenses: -0.01 }, REPORT_FIGURE_NEGATIVE],
      [{ cogs: '40000' }, REPORT_FIGURE_INVALID],
      [{ cogs: '1.234,56' }, REPORT_FIGURE_INVALID],
      [{ gross_revenue: null }, REPORT_FIGURE_INVALID],
      [{ gross_revenue: undefined }, REPORT_FIGURE_REQUIRED],
      [{ net_revenue: Number.NaN }, REPORT_FIGURE_INVALID],
      [{ net_revenue: Number.POSITIVE_INFINITY }, REPORT_FIGURE_INVALID],
      [{ gross_revenue: 1_234_567_890_123_456 }, REPORT_FIGURE_TOO_LARGE],
      [{ month: '2026-9' }, REPORT_MONTH_INVALID],
      [{ month: '2026-13' }, REPORT_MONTH_INVALID],
      [{ month: '2026-09-01' }, REPORT_MONTH_INVALID],
      [{ month: '1999-12' }, REPORT_MONTH_TOO_OLD],
      [{ replacesVersion: 0 }, REPORT_VERSION_INVALID],
      [{ replacesVersion: 1.5 }, REPORT_VERSION_INVALID],
      [{ replacesVersion: '2' }, REPORT_VERSION_INVALID],
      [{ replacesVersion: 2 ** 31 }, REPORT_VERSION_INVALID],
      [
        { customAnswers: Array.from({ length: 101 }, () => body.customAnswers[0]) },
        REPORT_ANSWERS_MISMATCH,
      ],
    ])('refuses %j with its text', (change, message) => {
      expect(messagesOf(change)).toEqual([message]);
    });

    it('takes the version a replacement replaces', () => {
      expect(messagesOf({ replacesVersion: 3 })).toEqual([]);
    });

    it('leaves the future month to the server, whose clock decides', () => {
      expect(messagesOf({ month: '2999-01' })).toEqual([]);
    });

    it('refuses fields it does not know (net_profit is computed, never sent)', () => {
      expect(reportsActionBodies.saveReport.safeParse({ ...body, net_profit: 1 }).success).toBe(
        false,
      );
    });
  });
});

describe('admin', () => {
  /** A business create form's fields, as FormData gives them. */
  const createFields = {
    ...session,
    name: 'Nova',
    niche: 'Varejo',
    website: 'https://nova.com.br',
    knowledge_base: 'kb',
    managed_by: '00000000-0000-4000-8000-000000007531',
    meta_faturamento: '1000',
    username_instagram: '@nova',
    users: '["00000000-0000-4000-8000-000000007531","00000000-0000-4000-8000-000000007532"]',
  };
  it('business create multipart turns users JSON text into ids and refuses a non-list', () => {
    const fields = createFields;
    const parsed = adminBusinessesMultipartBodies.create.safeParse(fields);
    expect(parsed.success && parsed.data.users).toEqual([
      '00000000-0000-4000-8000-000000007531',
      '00000000-0000-4000-8000-000000007532',
    ]);
    expect(
      pathsOf(
        adminBusinessesMultipartBodies.create.safeParse({
          ...fields,
          users: 'u1',
        }),
      ),
    ).toEqual(['users']);
    expect(
      adminBusinessesMultipartBodies.create.safeParse({ ...fields, managed_by: '' }).error
        ?.issues[0]?.message,
    ).toBe('Please select a business manager');
  });
  it('business create and edit check website, Instagram and meta as the company page does', () => {
    const messageOf = (change: Record<string, string>) =>
      adminBusinessesMultipartBodies.create.safeParse({ ...createFields, ...change }).error
        ?.issues[0]?.message;
    expect(messageOf({ website: 'javascript:alert(1)' })).toBe(
      'Por favor, insira uma URL válida para o website',
    );
    expect(messageOf({ username_instagram: 'nova' })).toBe(
      'O username do Instagram deve começar com @',
    );
    expect(messageOf({ meta_faturamento: 'muito' })).toBe(
      'Por favor, insira uma meta de receita válida',
    );
    expect(messageOf({ meta_faturamento: '-5' })).toBe('A meta de receita não pode ser negativa');
    expect(messageOf({ meta_faturamento: '1.000.000.000.000' })).toBe(
      'A meta de receita deve ser menor que R$ 1 trilhão',
    );
    // The goal is read the Brazilian way, as the forms read it, and reaches the server as a number.
    const goalOf = (meta_faturamento: string) =>
      adminBusinessesMultipartBodies.create.parse({ ...createFields, meta_faturamento })
        .meta_faturamento;
    expect(goalOf('1.300.000')).toBe(1_300_000);
    expect(goalOf('R$ 1.300.000,00')).toBe(1_300_000);
    expect(goalOf('1300000,5')).toBe(1_300_000.5);
    expect(goalOf('')).toBe(0);
    // Left empty they are "not given" (the meta then counts as 0).
    expect(messageOf({ website: '', username_instagram: '', meta_faturamento: '' })).toBe(
      undefined,
    );
    expect(
      adminBusinessesMultipartBodies.edit.safeParse({
        ...session,
        id: '00000000-0000-4000-8000-000000006231',
        website: 'sem espaço.com',
      }).error?.issues[0]?.message,
    ).toBe('Por favor, insira uma URL válida para o website');
  });
  it('edit answers a list whose first element is success with the business', () => {
    expect(
      adminBusinessesActionReplies.edit.safeParse([{ status: 'success', business }]).success,
    ).toBe(true);
    expect(adminBusinessesActionReplies.edit.safeParse([{ status: 'success' }]).success).toBe(
      false,
    );
  });
  it('user create offers role user or council (docs/product.md), never admin', () => {
    const user = {
      name: 'Caio',
      email: 'caio@x.com',
      phone_number: null,
      password: 'segredo',
      role: 'ordinary',
      knowledge_base: null,
      business: { businesses: [{ id: '00000000-0000-4000-8000-000000006231', name: 'Padaria' }] },
    };
    expect(pathsOf(adminUsersActionBodies.create.safeParse({ ...session, user }))).toEqual([
      'user.role',
    ]);
    expect(
      adminUsersActionBodies.create.safeParse({ ...session, user: { ...user, role: 'council' } })
        .success,
    ).toBe(true);
    const admin = adminUsersActionBodies.create.safeParse({
      ...session,
      user: { ...user, role: 'admin' },
    });
    expect(admin.error?.issues.map((i) => i.message)).toEqual([ADMIN_USER_CREATE_ROLE]);
  });
  it('user bodies are strict and hold the company count of the role (docs/product.md, Limits)', () => {
    const id = '00000000-0000-4000-8000-000000006231';
    const other = '00000000-0000-4000-8000-000000006232';
    const user = {
      id: '00000000-0000-4000-8000-000000007531',
      name: 'Caio',
      email: 'caio@x.com',
      role: 'user',
      business: { businesses: [{ id }, { id: other }] },
    };
    const edit = (u: object) =>
      adminUsersActionBodies.userEdit.safeParse({ ...session, user: u }).error?.issues ?? [];
    expect(edit(user).map((i) => [i.path.join('.'), i.message])).toEqual([
      ['user.business.businesses', USER_ONE_BUSINESS_ONLY],
    ]);
    expect(edit({ ...user, business: { businesses: [] } }).map((i) => i.message)).toEqual([
      ADMIN_USER_BUSINESS_REQUIRED,
    ]);
    expect(edit({ ...user, role: 'council' })).toEqual([]);
    expect(edit({ ...user, role: 'admin' })).toEqual([]);
    expect(edit({ ...user, role: 'council', password: 'segredo1' }).map((i) => i.code)).toEqual([
      'unrecognized_keys',
    ]);
    expect(
      edit({ ...user, role: 'council', name: ' ', email: 'x@' }).map((i) => i.message),
    ).toEqual([ADMIN_USER_FIELDS_REQUIRED, EMAIL_INVALID]);
  });
  it('bounds the text an admin sends (password 256, knowledge base 10 000)', () => {
    const user = {
      name: 'Caio',
      email: 'caio@x.com',
      phone_number: null,
      password: 'x'.repeat(257),
      role: 'user',
      knowledge_base: 'k'.repeat(10_001),
      business: { businesses: [{ id: '00000000-0000-4000-8000-000000006231' }] },
    };
    expect(pathsOf(adminUsersActionBodies.create.safeParse({ ...session, user }))).toEqual([
      'user.password',
      'user.knowledge_base',
    ]);
  });
  it('finance period is a month or a start/end range', () => {
    expect(
      adminFinanceActionBodies.getAll.safeParse({ ...session, period: '2026-10' }).success,
    ).toBe(true);
    expect(
      adminFinanceActionBodies.getAll.safeParse({
        ...session,
        period: { start: '2026-01', end: '2026-03' },
      }).success,
    ).toBe(true);
    expect(
      pathsOf(adminFinanceActionBodies.getAll.safeParse({ ...session, period: '2026-13' })),
    ).toEqual(['period']);
    const range = (start: string, end: string) =>
      adminFinanceActionBodies.getAll.safeParse({ ...session, period: { start, end } });
    expect(range('2026-01', '2026-01').success).toBe(true);
    expect(range('2025-12', '2026-01').success).toBe(true);
    const backwards = range('2026-03', '2026-01');
    expect(backwards.success).toBe(false);
    expect(JSON.stringify(backwards.error?.issues)).toContain(
      'O mês final do período não pode ser anterior ao mês inicial.',
    );
    expect(
      adminFinanceActionBodies.getAll.safeParse({
        ...session,
        period: { start: '2026-01', end: '2026-02', extra: true },
      }).success,
    ).toBe(false);
    expect(
      adminFinanceActionReplies.getAll.safeParse([
        {
          id: '00000000-0000-4000-8000-000000006631',
          businessId: '00000000-0000-4000-8000-000000006231',
          gross_revenue: 1,
          net_revenue: 1,
          expenses: 0,
          cogs: 0,
          net_profit: 1,
          net_margin: 1,
        },
      ]).success,
    ).toBe(true);
  });
});

describe('audit log and erasure', () => {
  const list = adminAuditActionBodies.list;
  const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('takes no filter, or any of them, with open ends', () => {
    expect(list.safeParse(session).success).toBe(true);
    expect(
      list.safeParse({ ...session, kind: 'spy-mode', from: '2026-11-01', page: 3 }).success,
    ).toBe(true);
  });

  it('refuses a day that is not one, an end before the start, an unknown kind, page 0', () => {
    expect(messagesOf(list.safeParse({ ...session, to: '2026-02-30' }))).toEqual([
      AUDIT_DAY_INVALID,
    ]);
    const backwards = list.safeParse({ ...session, from: '2026-11-02', to: '2026-11-01' });
    expect(messagesOf(backwards)).toEqual([AUDIT_RANGE_END_BEFORE_START]);
    expect(pathsOf(backwards)).toEqual(['to']);
    expect(pathsOf(list.safeParse({ ...session, kind: 'tasks.getAll' }))).toEqual(['kind']);
    expect(pathsOf(list.safeParse({ ...session, page: 0 }))).toEqual(['page']);
    expect(pathsOf(list.safeParse({ ...session, actorId: 'x' }))).toEqual(['actorId']);
  });

  it('erases a company only with its id and a name', () => {
    const erase = adminBusinessesActionBodies.erase;
    const id = '00000000-0000-4000-8000-000000006231';
    expect(erase.safeParse({ ...session, businessId: id, name: 'Padaria' }).success).toBe(true);
    expect(pathsOf(erase.safeParse({ ...session, businessId: id }))).toEqual(['name']);
  });
});

describe('chat', () => {
  it('refuses a whitespace-only message', () => {
    expect(pathsOf(chatBodySchema.safeParse({ jwt: 't', message: '   ' }))).toEqual(['message']);
  });
});
