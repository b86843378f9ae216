import type { Database } from '../../db';
import { insertSecurityEvent } from '../../repositories/second-factors';

/** A copy of data taken out: whose (a company's, or the person's own), by whom, from where. */
export type DataExportEvent = {
  readonly subject: { kind: 'company'; id: string; name: string } | { kind: 'personal' };
  readonly by: { id: string; name: string };
  readonly address: string;
  readonly at: Date;
};

/**
 * Records an export. The one place the exports write their record: pointing it at another log
 * changes this function alone. For now it is a security event about the person who exported
 * (`security_events`), naming the company copied and the client's address.
 */
export async function recordDataExport(db: Database, event: DataExportEvent): Promise<void> {
  const { subject, by, address, at } = event;
  await insertSecurityEvent(db, {
    kind: subject.kind === 'company' ? 'company-data-exported' : 'personal-data-exported',
    user: by,
    actor: by,
    at,
    ...(subject.kind === 'company' && { business: { id: subject.id, name: subject.name } }),
    address,
  });
}
