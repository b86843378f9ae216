// The document library (SPEC §8).
// Letter for letter; every layer imports these.

export const DOCUMENTS_LOAD_FAILED = 'Failed to load documents. Please try again.';
/** SPEC silent (document mutation failures are only logged); ours. */
export const DOCUMENTS_CHANGE_FAILED = 'Falha ao atualizar documentos. Por favor, tente novamente.';
