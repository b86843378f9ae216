// The document library (SPEC §8).
// Letter for letter; every layer imports these.

export const DOCUMENTS_LOAD_FAILED = 'Failed to load documents. Please try again.';
/** SPEC silent (document mutation failures are only logged); ours. */
export const DOCUMENTS_CHANGE_FAILED = 'Falha ao atualizar documentos. Por favor, tente novamente.';

// Field refusals of the document forms (SPEC §5)
export const FOLDER_NAME_REQUIRED = 'Por favor, insira um nome para a pasta';
export const DOCUMENT_NAME_REQUIRED = 'Please enter a document name';
export const DOCUMENT_URL_INVALID = 'URL must start with http:// or https://';
export const FILE_NAME_REQUIRED = 'Por favor, insira um nome para o arquivo';
