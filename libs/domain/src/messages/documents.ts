// The document library (docs/product.md "Documents").
// Letter for letter; every layer imports these.

export const DOCUMENTS_LOAD_FAILED = 'Failed to load documents. Please try again.';
/** Our choice (document mutation failures are only logged). */
export const DOCUMENTS_CHANGE_FAILED = 'Falha ao atualizar documentos. Por favor, tente novamente.';

// Toasts (2 s)
export const DOCUMENT_DELETED = 'Documento excluído com sucesso!';
export const DOCUMENT_RENAMED = 'Documento renomeado com sucesso!';
export const DOCUMENT_MOVED = 'Documento movido com sucesso!';
export const DOCUMENT_URL_COPIED = 'URL copiada!';
export const DOCUMENT_URL_COPIED_TO_CLIPBOARD = 'URL copiada para a área de transferência!';

// Field refusals of the document forms (docs/product.md, Limits)
export const FOLDER_NAME_REQUIRED = 'Por favor, insira um nome para a pasta';
export const DOCUMENT_NAME_REQUIRED = 'Please enter a document name';
export const DOCUMENT_URL_REQUIRED = 'Please enter a document URL';
export const DOCUMENT_FILE_REQUIRED = 'Please select a file to upload';
export const DOCUMENT_URL_INVALID = 'URL must start with http:// or https://';
export const DRIVE_URL_INVALID = 'Invalid Google Drive URL format';
export const DOCUMENT_FILE_TOO_LARGE = 'File size exceeds 10MB limit';
export const FILE_NAME_REQUIRED = 'Por favor, insira um nome para o arquivo';
export const FOLDER_INSIDE_FOLDER =
  'Não é possível criar pastas dentro de outras pastas. Apenas arquivos podem ser adicionados a pastas.';

// Our choice from here on.
/** A file whose extension is not among docs/product.md's accepted ones (videos included). */
export const DOCUMENT_TYPE_NOT_ALLOWED =
  'Tipo de arquivo não permitido. Envie PDF, Word, Excel, PowerPoint, TXT, CSV, JPG, PNG ou GIF.';
/** The file's bytes are not what its extension says (an HTML page named .pdf). */
export const DOCUMENT_CONTENT_MISMATCH =
  'O conteúdo do arquivo não corresponde à sua extensão. Envie o arquivo original.';
/** A name with a path separator, a control character, or '.'/'..'. */
export const DOCUMENT_NAME_INVALID =
  'O nome não pode conter barras (/ ou \\), caracteres de controle, nem ser "." ou "..".';
export const DOCUMENT_NOT_FOUND = 'Documento não encontrado.';
export const FOLDER_NOT_FOUND = 'Pasta não encontrada.';
/** docs/product.md: folders cannot be dragged (nor moved another way). */
export const FOLDER_CANNOT_MOVE = 'Pastas não podem ser movidas.';
/** Two items of one name where the call named only the name. */
export const DOCUMENT_NAME_AMBIGUOUS =
  'Há mais de um documento com este nome. Atualize a página e tente novamente.';
/** A library at its size limit. */
export const DOCUMENTS_TOO_MANY =
  'A biblioteca desta empresa atingiu o limite de documentos. Exclua alguns antes de criar outros.';
/** A file link (signed, short-lived) that was altered, has expired, or names a deleted file. */
export const DOCUMENT_LINK_INVALID =
  'Este link do arquivo expirou ou não é válido. Atualize a página para obter um novo.';

/**
 * A create, rename or move the library showed at once and the server refused: which change was
 * undone (the item is back as it was), then why (the server's text or DOCUMENTS_CHANGE_FAILED).
 */
export const documentChangeUndone = (
  kind: 'createFolder' | 'createDocument' | 'rename' | 'move',
  name: string,
  reason: string,
): string => {
  const undone = {
    createFolder: `Não foi possível criar a pasta "${name}".`,
    createDocument: `Não foi possível adicionar "${name}".`,
    rename: `Não foi possível renomear "${name}".`,
    move: `Não foi possível mover "${name}".`,
  }[kind];
  return `${undone} ${reason}`;
};

/** The kinds of library items as the assistant's replies and the data exports name them. */
export const DOCUMENT_TYPE_LABELS = {
  folder: 'Pasta',
  redirectFolder: 'Pasta do Drive',
  driveFile: 'Arquivo do Drive',
  uploadedFile: 'Arquivo enviado',
} as const;
