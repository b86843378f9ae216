import {
  BUSINESS_NOT_FOUND,
  COMPANY_DATA_FILES,
  COMPANY_DATA_INTRO,
  companyDataFileName,
  companyDataTitle,
  DATA_EXPORT_DOCUMENT_FILES,
  DATA_EXPORT_LOGO,
  DATA_EXPORT_README,
  dataExportFolder,
  dataExportPair,
  dayKeyOf,
  fileSlug,
  REPORT_EXPORT_SLUG_FALLBACK,
} from '@portal/domain';
import { requireAdmin } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import {
  findExportedBusiness,
  listExportedAccesses,
  listExportedDocuments,
  listExportedMeetings,
  listExportedMeetingTasks,
  listExportedPeople,
  listExportedReports,
  listExportedReportVersions,
  listExportedTasks,
  listExportedTranscript,
} from '../../repositories/data-exports';
import type { ServiceDeps } from '../deps';
import { notFound } from '../errors';
import { datasetEntries, textEntry } from '../exports/tables';
import { uniquePaths, zipSegment, zipStream, type ZipEntry } from '../exports/zip-stream';
import {
  accessesDataset,
  companyDataset,
  documentsDataset,
  meetingsDataset,
  meetingTasksDataset,
  peopleDataset,
  reportAnswersDataset,
  reportsDataset,
  reportVersionsDataset,
  tasksDataset,
  transcriptDataset,
  type ExportedDocument,
} from './company-datasets';
import { recordDataExport, type DataExportEvent } from './record';
import {
  extensionOfKey,
  readmeText,
  readSnapshot,
  storedFileEntry,
  type DataExportFile,
} from './shared';

const TRANSCRIPTS = 'transcricoes';
const DOCUMENTS = 'documentos';

/** Everything the portal keeps about one company, read at one moment, the export recorded. */
async function readCompany(
  deps: ServiceDeps,
  businessId: string,
  event: Omit<DataExportEvent, 'subject'>,
) {
  return readSnapshot(deps.db, async (tx) => {
    const business = await findExportedBusiness(tx, businessId);
    if (!business) return null;
    await recordDataExport(tx, {
      ...event,
      subject: { kind: 'company', id: business.id, name: business.name },
    });
    return {
      business,
      people: await listExportedPeople(tx, businessId),
      meetings: await listExportedMeetings(tx, businessId),
      meetingTasks: await listExportedMeetingTasks(tx, businessId),
      tasks: await listExportedTasks(tx, businessId),
      documents: await listExportedDocuments(tx, businessId),
      reports: await listExportedReports(tx, businessId),
      reportVersions: await listExportedReportVersions(tx, businessId),
      accesses: await listExportedAccesses(tx, businessId),
    };
  });
}
type CompanySnapshot = NonNullable<Awaited<ReturnType<typeof readCompany>>>;

/** Where an uploaded file goes: under documentos/, in its folder, under its own name. */
function documentPath(document: ExportedDocument): string {
  const name = document.fileName ?? `${document.name}${extensionOfKey(document.fileKey ?? '')}`;
  const file = zipSegment(name, document.id);
  return document.folderName
    ? `${DOCUMENTS}/${zipSegment(document.folderName, document.parentId ?? '')}/${file}`
    : `${DOCUMENTS}/${file}`;
}

/** Each meeting's transcript files, `transcricoes/AAAA-MM-DD-<title>` (no extension). */
function transcriptPaths(snapshot: CompanySnapshot): Map<string, string> {
  const unique = uniquePaths();
  return new Map(
    snapshot.meetings.map((m) => [
      m.id,
      unique(`${TRANSCRIPTS}/${dayKeyOf(m.date)}-${fileSlug(m.title, 'reuniao')}`),
    ]),
  );
}

function readme(snapshot: CompanySnapshot, logoPath: string | null, at: Date): ZipEntry {
  const pair = (name: keyof typeof COMPANY_DATA_FILES) =>
    [dataExportPair(name), COMPANY_DATA_FILES[name]] as const;
  const files = [
    pair('empresa'),
    ...(logoPath ? [[logoPath, DATA_EXPORT_LOGO] as const] : []),
    pair('pessoas'),
    pair('reunioes'),
    [dataExportFolder(TRANSCRIPTS), COMPANY_DATA_FILES.transcricoes] as const,
    pair('reunioes-tarefas'),
    pair('tarefas'),
    pair('documentos'),
    [dataExportFolder(DOCUMENTS), DATA_EXPORT_DOCUMENT_FILES] as const,
    pair('relatorios'),
    pair('relatorios-versoes'),
    pair('relatorios-respostas'),
    pair('acessos'),
  ];
  const title = companyDataTitle(snapshot.business.name);
  return textEntry(DATA_EXPORT_README, readmeText({ title, intro: COMPANY_DATA_INTRO, at, files }));
}

/**
 * The zip's entries in order, each decided when its turn comes: the README, the logo and the
 * lists read at the snapshot, then each meeting's transcript (read now, one meeting at a time), each uploaded
 * file (opened now; one gone meanwhile is left out), and last the library's list, which says
 * where each file went.
 */
async function* companyEntries(
  deps: ServiceDeps,
  snapshot: CompanySnapshot,
  at: Date,
): AsyncGenerator<ZipEntry> {
  const { business } = snapshot;
  const transcripts = transcriptPaths(snapshot);
  const titles = new Map(snapshot.meetings.map((m) => [m.id, m.title]));
  const logoPath = business.logo ? `logo${extensionOfKey(business.logo)}` : null;
  yield readme(snapshot, logoPath, at);
  // Opened only now, its turn: a source is never left open behind an entry not yet written.
  const logo =
    business.logo && logoPath ? await storedFileEntry(deps, business.logo, logoPath) : null;
  if (logo) yield logo;
  yield* datasetEntries(companyDataset(business, logo?.path ?? null));
  yield* datasetEntries(peopleDataset(snapshot.people));
  yield* datasetEntries(meetingsDataset(snapshot.meetings, transcripts));
  yield* datasetEntries(meetingTasksDataset(snapshot.meetingTasks, titles));
  yield* datasetEntries(tasksDataset(snapshot.tasks));
  yield* datasetEntries(reportsDataset(snapshot.reports));
  yield* datasetEntries(reportVersionsDataset(snapshot.reportVersions));
  yield* datasetEntries(reportAnswersDataset(snapshot.reports, snapshot.reportVersions));
  yield* datasetEntries(accessesDataset(snapshot.accesses));

  for (const meeting of snapshot.meetings) {
    const path = transcripts.get(meeting.id)!;
    const lines = await listExportedTranscript(deps.db, meeting.id);
    yield* datasetEntries(transcriptDataset(path, lines));
  }

  const files = new Map<string, string>();
  const unique = uniquePaths();
  for (const document of snapshot.documents) {
    if (document.type !== 'uploadedFile' || !document.fileKey) continue;
    const path = unique(documentPath(document));
    const entry = await storedFileEntry(deps, document.fileKey, path);
    if (!entry) continue;
    files.set(document.id, path);
    yield entry;
  }
  yield* datasetEntries(documentsDataset(snapshot.documents, files));
}

/**
 * Admin only: the company's data as a zip, written as it is sent. The export is recorded (who,
 * which company, when, from which address) as its data is read, before a byte leaves.
 */
export async function exportCompanyData(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  clientAddress: string,
): Promise<DataExportFile> {
  requireAdmin(principal);
  const at = deps.clock.now();
  const by = { id: principal.id, name: principal.name };
  const snapshot = await readCompany(deps, businessId, { by, address: clientAddress, at });
  if (!snapshot) throw notFound(BUSINESS_NOT_FOUND);
  const { business } = snapshot;
  const slug = fileSlug(business.name, REPORT_EXPORT_SLUG_FALLBACK);
  return {
    fileName: companyDataFileName(slug, dayKeyOf(at)),
    stream: zipStream(companyEntries(deps, snapshot, at), {
      mtime: at,
      onError: (error) =>
        deps.logger.error(`[exportação] dados da empresa ${business.id} interrompidos`, error),
    }),
  };
}
