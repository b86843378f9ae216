import type { AuditEntry, AuditFilterOptions } from '../audit-log/audit-log.types';

// What the audit log's machine tests read: an erasure, an edit by the council, a spy-mode entry
// and a second factor reset, newest first.

const helena = { id: 'u-admin', name: 'Helena Prado' };
const rafael = { id: 'u-council', name: 'Rafael Conselho' };
const horta = { id: 'b-horta', name: 'Horta Viva Orgânicos' };
const padaria = { id: 'b-padaria', name: 'Padaria Pão da Serra' };

/** One entry: `at` in UTC, the rest as the row says. */
const entry = (
  id: string,
  at: string,
  kind: string,
  actor: AuditEntry['actor'],
  on: Pick<AuditEntry, 'business' | 'person' | 'address'>,
): AuditEntry => ({ id, at, kind, actor, ...on });

export const auditEntriesFixture: readonly AuditEntry[] = [
  entry(
    'a4',
    '2026-11-20T17:42:00.000Z',
    'adminBusinesses.erase',
    { ...helena, role: 'admin' },
    {
      business: horta,
      person: null,
      address: '203.0.113.7',
    },
  ),
  entry(
    'a3',
    '2026-11-20T13:05:00.000Z',
    'tasks.update',
    { ...rafael, role: 'council' },
    {
      business: padaria,
      person: null,
      address: '198.51.100.23',
    },
  ),
  entry(
    'a2',
    '2026-11-19T12:00:00.000Z',
    'spy-mode',
    { ...rafael, role: 'council' },
    {
      business: padaria,
      person: null,
      address: null,
    },
  ),
  entry(
    'a1',
    '2026-11-18T19:30:00.000Z',
    'second-factor-reset',
    { ...helena, role: null },
    {
      business: null,
      person: { id: 'u-marcos', name: 'Marcos Souza' },
      address: '203.0.113.7',
    },
  ),
];

export const auditFilterOptionsFixture: AuditFilterOptions = {
  actors: [helena, rafael],
  companies: [horta, padaria],
};
