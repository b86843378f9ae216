import {
  ACCOUNT_STATUS_LABELS,
  DATA_EXPORT_PICTURE,
  DATA_EXPORT_README,
  dataExportPair,
  dayKeyOf,
  fileSlug,
  PERSONAL_DATA_FILES,
  PERSONAL_DATA_INTRO,
  PERSONAL_DATA_PERSONS_ONLY,
  PERSONAL_DATA_SLUG_FALLBACK,
  personalDataFileName,
  personalDataTitle,
  ROLE_LABELS,
  SECURITY_EVENT_LABELS,
  TASK_RELATION_LABELS,
  TASK_STATUS_LABELS,
} from '@portal/domain';
import { requirePrincipal } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import {
  findExportedPerson,
  listExportedCompaniesOf,
  listExportedSecurityEventsOf,
  listExportedTasksOf,
  type ExportedPerson,
} from '../../repositories/data-exports';
import { listNotificationsOf } from '../../repositories/notifications';
import type { ServiceDeps } from '../deps';
import { forbidden, MESSAGES, notFound } from '../errors';
import { dataset, datasetEntries, textEntry } from '../exports/tables';
import { zipStream, type ZipEntry } from '../exports/zip-stream';
import { recordDataExport, type DataExportEvent } from './record';
import {
  extensionOfKey,
  instantCell,
  readmeText,
  readSnapshot,
  storedFileEntry,
  type DataExportFile,
} from './shared';

/**
 * Everything the portal keeps about one person, read at one moment, the export recorded first:
 * the person's own list of security events shows this export too.
 */
async function readPerson(
  deps: ServiceDeps,
  userId: string,
  event: Omit<DataExportEvent, 'subject'>,
) {
  return readSnapshot(deps.db, async (tx) => {
    const person = await findExportedPerson(tx, userId);
    if (!person) return null;
    await recordDataExport(tx, { ...event, subject: { kind: 'personal' } });
    return {
      person,
      companies: await listExportedCompaniesOf(tx, userId),
      tasks: await listExportedTasksOf(tx, userId),
      notifications: await listNotificationsOf(tx, userId),
      securityEvents: await listExportedSecurityEventsOf(tx, userId),
    };
  });
}
type PersonSnapshot = NonNullable<Awaited<ReturnType<typeof readPerson>>>;

const profileDataset = (person: ExportedPerson, picturePath: string | null) =>
  dataset(
    'perfil',
    [
      'id',
      'nome',
      'email',
      'telefone',
      'funcao',
      'situacao',
      'base_de_conhecimento',
      'notas_da_administracao',
      'verificacao_em_duas_etapas',
      'foto',
      'conta_criada_por',
      'conta_criada_em',
    ],
    [
      {
        id: person.id,
        nome: person.name,
        email: person.email,
        telefone: person.phone,
        funcao: ROLE_LABELS[person.role],
        situacao: ACCOUNT_STATUS_LABELS[person.status],
        base_de_conhecimento: person.knowledgeBase,
        notas_da_administracao: person.notes,
        verificacao_em_duas_etapas: person.secondFactorOn !== null,
        foto: picturePath,
        conta_criada_por: person.creatorName,
        conta_criada_em: instantCell(person.createdAt),
      },
    ],
  );

function datasetsOf(snapshot: PersonSnapshot, picturePath: string | null) {
  const { person } = snapshot;
  return [
    profileDataset(person, picturePath),
    dataset(
      'empresas',
      ['id', 'nome', 'nicho', 'site', 'situacao', 'ligado_desde'],
      snapshot.companies.map((c) => ({
        id: c.id,
        nome: c.name,
        nicho: c.niche,
        site: c.website,
        situacao: ACCOUNT_STATUS_LABELS[c.status],
        ligado_desde: instantCell(c.linkedAt),
      })),
    ),
    dataset(
      'tarefas',
      [
        'id',
        'empresa_id',
        'empresa',
        'relacao',
        'titulo',
        'descricao',
        'coluna',
        'responsavel',
        'prazo',
        'criada_por',
        'criada_em',
        'concluida_em',
        'alterada_em',
      ],
      snapshot.tasks.map((t) => {
        const owns = t.ownerId === person.id;
        const created = t.createdBy === person.id;
        return {
          id: t.id,
          empresa_id: t.businessId,
          empresa: t.businessName,
          relacao: TASK_RELATION_LABELS[owns && created ? 'both' : owns ? 'owner' : 'creator'],
          titulo: t.title,
          descricao: t.description,
          coluna: TASK_STATUS_LABELS[t.status],
          responsavel: t.ownerName,
          prazo: t.dueDate,
          criada_por: t.creatorName,
          criada_em: instantCell(t.createdAt),
          concluida_em: instantCell(t.completedAt),
          alterada_em: instantCell(t.updatedAt),
        };
      }),
    ),
    dataset(
      'notificacoes',
      ['id', 'tipo', 'texto', 'link', 'recebida_em', 'lida_em'],
      snapshot.notifications.map((n) => ({
        id: n.id,
        tipo: n.kind,
        texto: n.text,
        link: n.link,
        recebida_em: instantCell(n.createdAt),
        lida_em: instantCell(n.readAt),
      })),
    ),
    dataset(
      'eventos-de-seguranca',
      ['id', 'evento', 'feito_por', 'empresa', 'endereco', 'data'],
      snapshot.securityEvents.map((e) => ({
        id: e.id,
        evento: SECURITY_EVENT_LABELS[e.kind],
        feito_por: e.actorName,
        empresa: e.businessName,
        endereco: e.address,
        data: instantCell(e.at),
      })),
    ),
    dataset(
      'preferencias-de-email',
      ['lembretes_de_tarefas', 'resumo_semanal'],
      [{ lembretes_de_tarefas: person.mailTaskReminders, resumo_semanal: person.mailWeeklyDigest }],
    ),
  ];
}

async function* personalEntries(
  deps: ServiceDeps,
  snapshot: PersonSnapshot,
  at: Date,
): AsyncGenerator<ZipEntry> {
  const { person } = snapshot;
  const picturePath = person.picture ? `foto-de-perfil${extensionOfKey(person.picture)}` : null;
  const files = (Object.keys(PERSONAL_DATA_FILES) as (keyof typeof PERSONAL_DATA_FILES)[]).map(
    (name) => [dataExportPair(name), PERSONAL_DATA_FILES[name]] as const,
  );
  yield textEntry(
    DATA_EXPORT_README,
    readmeText({
      title: personalDataTitle(person.name),
      intro: PERSONAL_DATA_INTRO,
      at,
      files: picturePath ? [...files, [picturePath, DATA_EXPORT_PICTURE] as const] : files,
    }),
  );
  const picture =
    person.picture && picturePath ? await storedFileEntry(deps, person.picture, picturePath) : null;
  if (picture) yield picture;
  for (const data of datasetsOf(snapshot, picture?.path ?? null)) yield* datasetEntries(data);
}

/**
 * The signed-in person's own data as a zip, written as it is sent: a person's only (a business
 * account is a company's code, no person), never anyone else's, whatever the body says.
 */
export async function exportPersonalData(
  deps: ServiceDeps,
  principal: Principal | null,
  clientAddress: string,
): Promise<DataExportFile> {
  const caller = requirePrincipal(principal);
  if (caller.kind !== 'user') throw forbidden(PERSONAL_DATA_PERSONS_ONLY);
  const at = deps.clock.now();
  const by = { id: caller.id, name: caller.name };
  const snapshot = await readPerson(deps, caller.id, { by, address: clientAddress, at });
  if (!snapshot) throw notFound(MESSAGES.userNotFound);
  const slug = fileSlug(snapshot.person.name, PERSONAL_DATA_SLUG_FALLBACK);
  return {
    fileName: personalDataFileName(slug, dayKeyOf(at)),
    stream: zipStream(personalEntries(deps, snapshot, at), {
      mtime: at,
      onError: (error) =>
        deps.logger.error(`[exportação] dados pessoais de ${caller.id} interrompidos`, error),
    }),
  };
}
