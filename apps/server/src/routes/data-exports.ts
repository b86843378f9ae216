import { create as contentDisposition } from 'content-disposition';
import { dataExportBodies, ZIP_CONTENT_TYPE, type PortalContract } from '@portal/api-client';
import { t } from '../http/tsr';
import { StreamedReply } from '../http/dispatch';
import { stateOf } from '../http/request-state';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import { exportCompanyData } from '../services/data-exports/company';
import { exportPersonalData } from '../services/data-exports/personal';
import type { DataExportFile } from '../services/data-exports/shared';
import { parse } from '../http/parse';

/**
 * A zip as the reply, sent as it is written (no Content-Length: its size is known at its end),
 * downloaded under its name (plain ASCII, its own fallback), never kept by a shared cache.
 */
const zipReply = (file: DataExportFile) => ({
  status: 200 as const,
  // Not a Blob: the dispatcher sends a StreamedReply as it is (http/dispatch.ts).
  body: new StreamedReply(file.stream, {
    'content-type': ZIP_CONTENT_TYPE,
    'content-disposition': contentDisposition(file.fileName, { type: 'attachment' }),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  }) as unknown as Blob,
});

/** The LGPD exports: a company's data for an admin, the caller's own data for a person. */
export const dataExportsRoutes = (deps: ServiceDeps, contract: PortalContract['dataExports']) =>
  t.router(contract, {
    company: async ({ body }, { request, clientAddress }) => {
      const principal = requirePrincipal(stateOf(request).principal);
      const { businessId } = parse(dataExportBodies.company, body);
      return zipReply(await exportCompanyData(deps, principal, businessId, clientAddress));
    },
    personal: async ({ body }, { request, clientAddress }) => {
      parse(dataExportBodies.personal, body);
      return zipReply(await exportPersonalData(deps, stateOf(request).principal, clientAddress));
    },
  });
