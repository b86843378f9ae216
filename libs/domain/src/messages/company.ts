// The company page (SPEC §8).
// Letter for letter; every layer imports these.

// Company page (SPEC §8; success and failure shown 3 s)
export const COMPANY_LOAD_FAILED = 'Falha ao carregar informações da empresa';
export const COMPANY_UPDATE_FAILED = 'Falha ao atualizar informações da empresa';
export const COMPANY_UPDATED = 'Informações atualizadas com sucesso';
