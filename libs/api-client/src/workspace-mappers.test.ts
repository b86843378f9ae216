import { describe, expect, it } from 'vitest';
import type { Business } from './schemas/company';
import type { Meeting } from './schemas/meetings';
import type { DocumentItem } from './schemas/documents';
import {
  toReportsData,
  toBoardTask,
  toCompany,
  toDocumentChange,
  toLibraryItems,
  toServerTask,
  toWorkspaceMeeting,
} from './workspace-mappers';

const meeting: Meeting = {
  id: '7d1c3f8e-2a6b-4c1d-9e0f-1a2b3c4d5e6f',
  title: 'Planejamento trimestral',
  date: '2026-11-12T14:00:00.000Z',
  overview: null,
  notes: null,
  tasks_added: null,
  transcript: JSON.stringify([{ speaker: 'Ana', text: 'Bom dia', minutes: 0.5 }]),
};

describe('toWorkspaceMeeting', () => {
  it('parses the transcript string and fills missing texts with empty ones', () => {
    expect(toWorkspaceMeeting(meeting)).toEqual({
      id: meeting.id,
      title: 'Planejamento trimestral',
      date: '2026-11-12T14:00:00.000Z',
      overview: '',
      notes: '',
      tasks_added: [],
      transcript: [{ speaker: 'Ana', text: 'Bom dia', minutes: 0.5 }],
    });
  });

  it('gives an empty transcript when the string does not parse', () => {
    expect(toWorkspaceMeeting({ ...meeting, transcript: '{not json' }).transcript).toEqual([]);
    expect(toWorkspaceMeeting({ ...meeting, transcript: '[{"speaker":1}]' }).transcript).toEqual(
      [],
    );
  });
});

describe('task mapping', () => {
  const received = {
    id: '0b8f5a8e-4c3d-4e2f-8a1b-9c8d7e6f5a4b',
    title: 'Revisar fluxo de caixa',
    task: 'Conferir as entradas de outubro',
    status: 'In progress',
    created_at: '2026-11-01T10:00:00.000Z',
    completed_at: null,
    from_meeting: null,
  };

  it('maps labels to columns, unknown statuses to not-started, and the description to content', () => {
    expect(toBoardTask(received)).toMatchObject({
      status: 'in-progress',
      content: 'Conferir as entradas de outubro',
    });
    expect(toBoardTask({ ...received, status: 'Arquivada' }).status).toBe('not-started');
  });

  it('round-trips a task to the server shape', () => {
    const back = toServerTask(toBoardTask({ ...received, status: 'Done' }));
    expect(back).toEqual({ ...received, status: 'Done' });
  });

  it("carries the owner and the due date back, but not the owner's name, which the server looks up", () => {
    const owned = {
      ...received,
      owner_id: '7c6b5a49-3827-4165-8f4e-3d2c1b0a9f8e',
      owner_name: 'Rita',
      due_date: '2026-12-15',
    };
    expect(toBoardTask(owned)).toMatchObject({ owner_name: 'Rita', due_date: '2026-12-15' });
    const { owner_name: _name, ...sent } = owned;
    expect(toServerTask(toBoardTask(owned))).toEqual(sent);
  });
});

describe('toCompany', () => {
  const business: Business = {
    id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
    name: 'Padaria Pão da Serra',
    logo: null,
    website: null,
    niche: 'Alimentação',
    knowledge_base: null,
    custom_questions: [],
    meta_faturamento: null,
    username_instagram: '@paodaserra',
    managed_by: null,
    created_at: '2026-01-01T00:00:00.000Z',
    lastDRE: null,
    access_users: [
      {
        id: '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6',
        name: 'Rita',
        email: 'r@x.br',
        role: 'waiting',
      },
    ],
  };

  it("sends meta as text, '0' by default, and empty texts for missing fields", () => {
    const company = toCompany(business);
    expect(company.meta_faturamento).toBe('0');
    expect(company.website).toBe('');
    expect(toCompany({ ...business, meta_faturamento: 150000 }).meta_faturamento).toBe('150000');
  });

  it('shows a person the badge of an ordinary user unless admin or council', () => {
    expect(toCompany(business).access_users[0]?.role).toBe('user');
  });
});

describe('toLibraryItems / toDocumentChange', () => {
  const tree: DocumentItem[] = [
    {
      id: 'Contratos',
      type: 'folder',
      name: 'Contratos',
      description: 'Assinados',
      parentId: null,
      content: [
        {
          id: '00000000-0000-4000-8000-000000000d01',
          type: 'uploadedFile',
          name: 'Contrato social',
          parentId: 'Contratos',
          file_url: '/files/contrato.pdf',
          file_type: 'application/pdf',
          file_size: 120000,
        },
      ],
    },
    {
      id: '00000000-0000-4000-8000-000000000d02',
      type: 'driveFile',
      name: 'Planilha',
      parentId: null,
      drive_url: 'https://docs.google.com/spreadsheets/d/abc/edit',
      driveId: 'abc',
    },
  ];

  it('flattens the tree: each folder, then its files naming it as their parent', () => {
    const items = toLibraryItems(tree);
    expect(items.map((item) => [item.id, item.parentId])).toEqual([
      ['Contratos', null],
      ['00000000-0000-4000-8000-000000000d01', 'Contratos'],
      ['00000000-0000-4000-8000-000000000d02', null],
    ]);
    expect(items[0]).toMatchObject({ description: 'Assinados', drive_url: null, file_size: null });
  });

  it('builds a Drive item’s thumbnail from its id (size 320) when none was sent', () => {
    expect(toLibraryItems(tree)[2]?.thumbnail).toBe(
      'https://drive.google.com/thumbnail?id=abc&sz=w320',
    );
    const withOwn = { ...tree[1]!, thumbnail: 'https://cdn.example/t.png' };
    expect(toLibraryItems([withOwn])[0]?.thumbnail).toBe('https://cdn.example/t.png');
  });

  it('a change’s reply is the item given back, or null for the webhook success reply', () => {
    expect(toDocumentChange([{ status: 'success' }])).toEqual({ item: null });
    expect(toDocumentChange(tree[1]!).item).toMatchObject({ id: tree[1]!.id, name: 'Planilha' });
  });
});

describe('toReportsData', () => {
  const json = {
    id: 42,
    month_year: '2026-10',
    gross_revenue: 120_000,
    net_revenue: 100_000,
    expenses: 30_000,
    cogs: 50_000,
    net_profit: 20_000,
    net_margin: 0.2,
    customAnswers: [{ question: 'Maior desafio?', response: 'Estoque' }],
    filled_by: 'Ana',
    filled_at: '2026-11-03T12:00:00.000Z',
  };
  const business = {
    name: 'Padaria Pão da Serra',
    logo: '/webhook/portal/files/logos/a.png',
    custom_questions: ['Maior desafio?'],
  };

  it('gives the first group with ids as text, who and when, the questions, company and sheet', () => {
    const data = toReportsData(
      [{ items: [{ json }], revenueGoal: 1_000_000, latestFilled: true }],
      business,
      'https://docs.google.com/spreadsheets/d/x/edit',
    );
    expect(data).toEqual({
      reports: [
        {
          id: '42',
          month_year: '2026-10',
          gross_revenue: 120_000,
          net_revenue: 100_000,
          expenses: 30_000,
          cogs: 50_000,
          net_profit: 20_000,
          net_margin: 0.2,
          customAnswers: [{ question: 'Maior desafio?', response: 'Estoque' }],
          filledBy: 'Ana',
          filledAt: '2026-11-03T12:00:00.000Z',
        },
      ],
      revenueGoal: 1_000_000,
      latestFilled: true,
      questions: ['Maior desafio?'],
      company: { name: 'Padaria Pão da Serra', logo: '/webhook/portal/files/logos/a.png' },
      sheetUrl: 'https://docs.google.com/spreadsheets/d/x/edit',
    });
  });

  it("keeps a report's version, and who replaced it last and when", () => {
    const edited = {
      ...json,
      version: 3,
      edited_by: 'Bruno',
      edited_at: '2026-11-04T15:30:00.000Z',
    };
    const data = toReportsData(
      [{ items: [{ json: edited }], revenueGoal: null, latestFilled: true }],
      business,
      null,
    );
    expect(data.reports[0]).toMatchObject({
      version: 3,
      editedBy: 'Bruno',
      editedAt: '2026-11-04T15:30:00.000Z',
    });
    expect(
      toReportsData([{ items: [{ json }], revenueGoal: null, latestFilled: true }], business, null)
        .reports[0],
    ).not.toHaveProperty('editedBy');
  });

  it('leaves out who and when when the server does not say', () => {
    const { filled_by: _by, filled_at: _at, ...bare } = json;
    const data = toReportsData(
      [{ items: [{ json: bare }], revenueGoal: null, latestFilled: false }],
      business,
      null,
    );
    expect(data.reports[0]).not.toHaveProperty('filledBy');
    expect(data.reports[0]).not.toHaveProperty('filledAt');
    expect(data).toMatchObject({ revenueGoal: null, latestFilled: false, sheetUrl: null });
  });
});
