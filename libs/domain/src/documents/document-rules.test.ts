import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  defaultUploadName,
  driveThumbnailUrl,
  matchesDocumentSearch,
  readDocumentLink,
  uniqueName,
  validateDocumentName,
  validateUploadFile,
} from './document-rules';
import { DOCUMENT_NAME_MAX, MAX_UPLOAD_BYTES } from '../validation/limits';

describe('readDocumentLink (docs/product.md, Limits)', () => {
  it.each([
    [
      'https://docs.google.com/document/d/1AbC_d-9/edit',
      'driveFile',
      '1AbC_d-9',
      'Google Document',
    ],
    [
      'https://docs.google.com/presentation/d/XyZ/edit#slide=1',
      'driveFile',
      'XyZ',
      'Google Presentation',
    ],
    [
      'https://docs.google.com/spreadsheets/d/s1/edit?gid=0',
      'driveFile',
      's1',
      'Google Spreadsheet',
    ],
    ['https://docs.google.com/spreadsheets/u/0/d/s2/edit', 'driveFile', 's2', 'Google Spreadsheet'],
    ['https://drive.google.com/file/d/f1/view?usp=sharing', 'driveFile', 'f1', 'Google Drive File'],
    [
      'https://drive.google.com/drive/folders/p1?usp=sharing',
      'redirectFolder',
      'p1',
      'Google Drive Folder',
    ],
    [
      'https://drive.google.com/drive/u/1/folders/p2',
      'redirectFolder',
      'p2',
      'Google Drive Folder',
    ],
    ['  https://drive.google.com/file/d/f2/view  ', 'driveFile', 'f2', 'Google Drive File'],
  ])('reads %s', (url, type, driveId, defaultName) => {
    expect(readDocumentLink(url)).toEqual({ type, driveId, defaultName });
  });

  it('takes any other http(s) link as a file without a Drive id', () => {
    expect(readDocumentLink('https://loja.com.br/contrato.pdf')).toEqual({
      type: 'driveFile',
      driveId: null,
      defaultName: 'loja.com.br',
    });
  });

  it.each([
    ['', 'Please enter a document URL'],
    ['   ', 'Please enter a document URL'],
    ['ftp://arquivos.com.br/a.pdf', 'URL must start with http:// or https://'],
    ['loja.com.br/a.pdf', 'URL must start with http:// or https://'],
    ['javascript:alert(1)', 'URL must start with http:// or https://'],
    ['https://docs.google.com/forms/d/abc', 'Invalid Google Drive URL format'],
    ['https://drive.google.com/file/d/', 'Invalid Google Drive URL format'],
    ['https://drive.google.com.evil.com/file/d/abc', 'Invalid Google Drive URL format'],
    ['https://evil.com/?next=drive.google.com/file/d/abc', 'Invalid Google Drive URL format'],
    ['javascript://docs.google.com/document/d/abc', 'Invalid Google Drive URL format'],
  ])('refuses %j with %j', (url, error) => {
    expect(readDocumentLink(url)).toEqual({ error });
  });

  it('builds the thumbnail from the Drive id at size 320', () => {
    expect(driveThumbnailUrl('f1')).toBe('https://drive.google.com/thumbnail?id=f1&sz=w320');
  });
});

describe('validateDocumentName', () => {
  it('asks for the name in the words of each form', () => {
    expect(validateDocumentName('  ', 'folder')).toBe('Por favor, insira um nome para a pasta');
    expect(validateDocumentName('', 'file')).toBe('Por favor, insira um nome para o arquivo');
    expect(validateDocumentName('', 'document')).toBe('Please enter a document name');
  });

  it.each(['../etc', 'a/b', 'a\\b', 'a\u0000b', 'linha\nnova', '.', '..'])('refuses %j', (name) => {
    expect(validateDocumentName(name, 'document')).toMatch(/não pode conter barras/);
  });

  it('refuses a name past the limit and takes accents, dots and spaces', () => {
    expect(validateDocumentName('a'.repeat(DOCUMENT_NAME_MAX + 1), 'file')).toBe(
      `O texto deve ter no máximo ${DOCUMENT_NAME_MAX} caracteres`,
    );
    expect(validateDocumentName('Relatório v1.2 (final)', 'file')).toBeUndefined();
    expect(validateDocumentName('..oculto', 'file')).toBeUndefined();
  });
});

describe('uploads', () => {
  it('accepts docs/product.md, Limits extensions up to 10 MB, refuses videos, others and larger files', () => {
    expect(validateUploadFile(null)).toBe('Please select a file to upload');
    expect(validateUploadFile({ name: 'Balanço.PDF', size: MAX_UPLOAD_BYTES })).toBeUndefined();
    expect(validateUploadFile({ name: 'planilha.xlsx', size: 1 })).toBeUndefined();
    expect(validateUploadFile({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'File size exceeds 10MB limit',
    );
    for (const name of ['video.mp4', 'filme.mov', 'pagina.html', 'logo.svg', 'semextensao'])
      expect(validateUploadFile({ name, size: 10 })).toMatch(/^Tipo de arquivo não permitido/);
  });

  it('fills an empty name from the file name without its extension', () => {
    expect(defaultUploadName('Contrato Social.pdf')).toBe('Contrato Social');
    expect(defaultUploadName('C:\\fakepath\\notas.v2.txt')).toBe('notas.v2');
    expect(defaultUploadName('.env')).toBe('.env');
  });
});

describe('uniqueName (docs/product.md, Limits duplicate names)', () => {
  it("appends ' 2', ' 3' … to the first free name", () => {
    expect(uniqueName('Contrato', [])).toBe('Contrato');
    expect(uniqueName('Contrato', ['Contrato'])).toBe('Contrato 2');
    expect(uniqueName('Contrato', ['Contrato', 'Contrato 2', 'Contrato 4'])).toBe('Contrato 3');
    expect(uniqueName('Contrato', ['contrato'])).toBe('Contrato');
  });

  it('always gives a name not taken and never longer than the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: DOCUMENT_NAME_MAX }),
        fc.array(fc.string({ maxLength: DOCUMENT_NAME_MAX }), { maxLength: 20 }),
        (name, others) => {
          const taken = [name, ...others];
          const result = uniqueName(name, taken);
          expect(taken).not.toContain(result);
          expect(result.length).toBeLessThanOrEqual(DOCUMENT_NAME_MAX);
        },
      ),
    );
  });
});

it('search matches any part of a name, whatever the case', () => {
  expect(matchesDocumentSearch('Relatório Anual', 'relatÓRIO')).toBe(true);
  expect(matchesDocumentSearch('Relatório Anual', ' anual ')).toBe(true);
  expect(matchesDocumentSearch('Relatório Anual', 'relatorio')).toBe(false);
});
