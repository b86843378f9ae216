import { dataExportBodies, ZIP_CONTENT_TYPE } from '../schemas/data-exports';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

const ZIP_REPLY =
  'The reply is the zip itself, streamed as it is written (no Content-Length), with a ' +
  'Content-Disposition attachment naming it; refusals are JSON. Inside: README.txt (pt-BR) ' +
  'saying what each file is, and each dataset as .json (a list of objects) and .csv (UTF-8 with ' +
  'BOM, the same rows).';

/**
 * Data taken out of the portal (LGPD), each export recorded in the security events with who,
 * which company and the client's address: a company's everything for an admin, and the caller's
 * own data for a person.
 */
export const createDataExportsContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      company: {
        method: 'POST',
        path: '/admin/business/export',
        summary: "One company's data as a zip, its stored files included (admin only)",
        description:
          'Beyond the original brief. The company, its people, meetings with transcripts, the ' +
          "meetings' tasks, the task board, the document library with the uploaded files' own " +
          'bytes, the monthly reports with their custom answers and the access log (spy-mode ' +
          `entries). Named \`<company-slug>-dados-AAAA-MM-DD.zip\`. ${ZIP_REPLY}`,
        body: dataExportBodies.company,
        responses: {
          200: c.otherResponse({ contentType: ZIP_CONTENT_TYPE, body: c.type<Blob>() }),
        },
        // Each export is recorded in security_events (who, which company, from where), which the
        // audit log reads.
        metadata: meta({ session: 'auth', roles: ['admin'], sessions: 'keeps', audit: 'logged' }),
      },
      personal: {
        method: 'POST',
        path: '/profile/export',
        summary: "The signed-in person's own data as a zip (people only)",
        description:
          'Beyond the original brief. The profile (and picture), the companies the person is ' +
          'linked to, the tasks they own or created, their notifications, the security events ' +
          'about them and their mail preferences. A business account (a company’s code) is ' +
          `refused with 403. Named \`meus-dados-<name-slug>-AAAA-MM-DD.zip\`. ${ZIP_REPLY}`,
        body: dataExportBodies.personal,
        responses: {
          200: c.otherResponse({ contentType: ZIP_CONTENT_TYPE, body: c.type<Blob>() }),
        },
        metadata: meta({ session: 'auth', sessions: 'keeps', audit: 'logged' }),
      },
    },
    routerOptions(prefix),
  );
