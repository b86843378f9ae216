import type { AuditEntry, AuditFilterOptions } from '../audit-log/audit-log.types';

// What the audit log's tests and stories show: an erasure, an edit by the council, a spy-mode
// entry and a second factor reset, newest first.

export const auditEntriesFixture: readonly AuditEntry[] = [
  {
    id: 'a4',
    at: '2026-11-20T17:42:00.000Z',
    kind: 'adminBusinesses.erase',
    actor: { id: 'u-admin', name: 'Helena Prado', role: 'admin' },
    business: { id: 'b-horta', name: 'Horta Viva Orgânicos' },
    person: null,
    address: '203.0.113.7',
  },
  {
    id: 'a3',
    at: '2026-11-20T13:05:00.000Z',
    kind: 'tasks.update',
    actor: { id: 'u-council', name: 'Rafael Conselho', role: 'council' },
    business: { id: 'b-padaria', name: 'Padaria Pão da Serra' },
    person: null,
    address: '198.51.100.23',
  },
  {
    id: 'a2',
    at: '2026-11-19T12:00:00.000Z',
    kind: 'spy-mode',
    actor: { id: 'u-council', name: 'Rafael Conselho', role: 'council' },
    business: { id: 'b-padaria', name: 'Padaria Pão da Serra' },
    person: null,
    address: null,
  },
  {
    id: 'a1',
    at: '2026-11-18T19:30:00.000Z',
    kind: 'second-factor-reset',
    actor: { id: 'u-admin', name: 'Helena Prado', role: null },
    business: null,
    person: { id: 'u-marcos', name: 'Marcos Souza' },
    address: '203.0.113.7',
  },
];

export const auditFilterOptionsFixture: AuditFilterOptions = {
  actors: [
    { id: 'u-admin', name: 'Helena Prado' },
    { id: 'u-council', name: 'Rafael Conselho' },
  ],
  companies: [
    { id: 'b-horta', name: 'Horta Viva Orgânicos' },
    { id: 'b-padaria', name: 'Padaria Pão da Serra' },
  ],
};
