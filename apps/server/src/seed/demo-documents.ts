import { fileExtension } from '@portal/domain';
import { newStorageKey } from '../storage/storage';
import { buildPdf } from './pdf';
import { buildBarChartPng } from './png';
import type { DemoCompanyContext, DemoRows } from './demo-rows';
import { formatBrl, formatPercent, type ReportFigures } from './transcript';

/** One company's library: three folders, Drive links at the root and inside, a PDF and a PNG. */
export function addDocuments(
  { now, rng, id, daysAgo, company, businessId }: DemoCompanyContext,
  rows: DemoRows,
  figuresByMonth: ReadonlyMap<string, ReportFigures>,
): void {
  const mentor = company.mentor;
  // Documents: three folders (one level), Drive links at root and inside, two uploaded files.
  const year = now.getUTCFullYear();
  const folder = (name: string, description: string, days: number) => {
    const folderId = id();
    rows.folders.push({
      id: folderId,
      businessId,
      type: 'folder',
      name,
      description,
      createdAt: daysAgo(days),
    });
    return folderId;
  };
  const financeiro = folder('Financeiro', 'DREs, fluxo de caixa e planilhas de custos', 300);
  const marketing = folder('Marketing', 'Campanhas, calendário de posts e materiais', 290);
  const reunioes = folder('Reuniões', 'Atas e materiais das mentorias', 280);
  const drive = (
    name: string,
    kind: 'document' | 'spreadsheets' | 'presentation' | 'file' | 'folder',
    parentId: string | null,
    days: number,
  ) => {
    const driveId = rng.driveId(kind === 'file' || kind === 'folder' ? 33 : 44);
    const driveUrl =
      kind === 'folder'
        ? `https://drive.google.com/drive/folders/${driveId}`
        : kind === 'file'
          ? `https://drive.google.com/file/d/${driveId}/view`
          : `https://docs.google.com/${kind}/d/${driveId}/edit`;
    rows.documents.push({
      id: id(),
      businessId,
      type: kind === 'folder' ? 'redirectFolder' : 'driveFile',
      name,
      parentId,
      driveUrl,
      driveId,
      createdAt: daysAgo(days),
    });
  };
  drive(`Plano de ação ${year}`, 'document', null, 200);
  drive('Fotos e materiais', 'folder', null, 190);
  drive('Contrato social', 'file', null, 310);
  drive(`Planilha DRE ${year}`, 'spreadsheets', financeiro, 180);
  drive('Fluxo de caixa', 'spreadsheets', financeiro, 120);
  drive('Calendário de conteúdo', 'document', marketing, 90);
  drive('Apresentação institucional', 'presentation', marketing, 150);
  drive('Ata da última mentoria', 'document', reunioes, 12);

  const lastMeeting = company.meetings.at(-1);
  const lastFigures = [...figuresByMonth.values()].at(-1);
  const pdf = buildPdf(`Resumo da mentoria - ${company.name}`, [
    `Empresa: ${company.name} (${company.niche})`,
    `Mentor: ${mentor}`,
    `Tema: ${lastMeeting?.title ?? ''}`,
    lastFigures
      ? `Receita bruta de ${lastFigures.monthLabel}: ${formatBrl(lastFigures.grossRevenue)}`
      : '',
    lastFigures ? `Margem líquida: ${formatPercent(lastFigures.netMargin)}` : '',
    `Ponto de atenção: ${company.attention}.`,
    ...(lastMeeting?.addedTasks ?? []).map((t) => `- ${t.title}`),
  ]);
  const upload = (
    name: string,
    fileName: string,
    bytes: Uint8Array,
    contentType: string,
    parentId: string | null,
    days: number,
  ) => {
    // A random key, as an upload gets (never one built from the business or the file's name);
    // crypto's randomness, like the logos', so the seeded sequence stays the same.
    const key = newStorageKey('documents', fileExtension(fileName));
    rows.files.push({ key, bytes, contentType });
    rows.documents.push({
      id: id(),
      businessId,
      type: 'uploadedFile',
      name,
      parentId,
      fileKey: key,
      fileName,
      fileType: contentType,
      fileSize: bytes.byteLength,
      createdAt: daysAgo(days),
    });
  };
  upload('Resumo da mentoria.pdf', 'resumo-da-mentoria.pdf', pdf, 'application/pdf', reunioes, 8);
  const revenue = [...figuresByMonth.values()].map((f) => f.grossRevenue);
  upload(
    'Gráfico de receita.png',
    'grafico-de-receita.png',
    buildBarChartPng(revenue, company.color, company.accent),
    'image/png',
    financeiro,
    6,
  );
}
