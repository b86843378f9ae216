import { describe, expect, it } from 'vitest';
import { libraryItemFixture } from '../testing/fixtures';
import { documentDownload, documentPreview } from './document-preview';

const upload = (name: string, file_type: string | null, file_url = `/files/${name}`) =>
  libraryItemFixture('u1', 'uploadedFile', name, { file_url, file_type });
const drive = (drive_url: string, driveId: string | null) =>
  libraryItemFixture('d1', 'driveFile', 'Doc', { drive_url, driveId });

describe('documentPreview (docs/product.md preview viewer)', () => {
  it('shows PDFs and images inline, text and CSV as text, Office files as a download', () => {
    expect(documentPreview(upload('a', 'application/pdf'))).toEqual({
      kind: 'pdf',
      url: '/files/a',
    });
    expect(documentPreview(upload('b', 'image/jpeg')).kind).toBe('image');
    expect(documentPreview(upload('c', 'text/csv; charset=utf-8')).kind).toBe('text');
    expect(documentPreview(upload('d', 'txt')).kind).toBe('text');
    expect(documentPreview(upload('e', null, '/files/e.gif?v=2')).kind).toBe('image');
    expect(
      documentPreview(
        upload('f', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toEqual({ kind: 'download', url: '/files/f' });
    expect(documentPreview(upload('planilha.xlsx', null, '/files/x')).kind).toBe('download');
  });

  it('embeds Drive’s own preview of a Drive item, or the web link itself', () => {
    expect(documentPreview(drive('https://docs.google.com/document/d/abc/edit', 'abc'))).toEqual({
      kind: 'embed',
      url: 'https://drive.google.com/file/d/abc/preview',
    });
    expect(documentPreview(drive('https://exemplo.com.br/relatorio', null))).toEqual({
      kind: 'embed',
      url: 'https://exemplo.com.br/relatorio',
    });
  });

  it('has nothing to show without a link or a file', () => {
    expect(documentPreview(libraryItemFixture('x', 'uploadedFile', 'X'))).toEqual({
      kind: 'unavailable',
    });
  });
});

describe('documentDownload (docs/product.md, Limits export formats)', () => {
  it('exports Docs as pdf, Sheets as xlsx, Slides as pptx; other Drive files as they are', () => {
    expect(documentDownload(drive('https://docs.google.com/document/d/a1/edit', 'a1'))).toEqual({
      url: 'https://docs.google.com/document/d/a1/export?format=pdf',
      fileName: 'Doc.pdf',
    });
    expect(
      documentDownload(drive('https://docs.google.com/spreadsheets/u/0/d/s1/edit', 's1'))?.url,
    ).toBe('https://docs.google.com/spreadsheets/d/s1/export?format=xlsx');
    expect(documentDownload(drive('https://docs.google.com/presentation/d/p1/edit', 'p1'))).toEqual(
      {
        url: 'https://docs.google.com/presentation/d/p1/export/pptx',
        fileName: 'Doc.pptx',
      },
    );
    expect(documentDownload(drive('https://drive.google.com/file/d/f1/view', 'f1'))).toEqual({
      url: 'https://drive.google.com/uc?export=download&id=f1',
      fileName: 'Doc',
    });
  });

  it('saves an upload under its name with its extension, once', () => {
    expect(documentDownload(upload('Contrato', 'application/pdf'))).toEqual({
      url: '/files/Contrato',
      fileName: 'Contrato.pdf',
    });
    expect(documentDownload(upload('Notas.txt', 'text/plain'))?.fileName).toBe('Notas.txt');
  });

  it('has no file for folders, Drive folders and web links', () => {
    expect(documentDownload(libraryItemFixture('P', 'folder', 'P'))).toBeNull();
    const driveFolder = libraryItemFixture('r', 'redirectFolder', 'R', {
      drive_url: 'https://drive.google.com/drive/folders/x',
      driveId: 'x',
    });
    expect(documentDownload(driveFolder)).toBeNull();
    expect(documentDownload(drive('https://exemplo.com.br', null))).toBeNull();
  });
});
