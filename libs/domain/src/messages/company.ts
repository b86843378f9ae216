// The company page (the error catalogue in docs/product.md).
// Letter for letter; every layer imports these.

// Company page (the error catalogue in docs/product.md; success and failure shown 3 s)
export const COMPANY_LOAD_FAILED = 'Falha ao carregar informações da empresa';
export const COMPANY_UPDATE_FAILED = 'Falha ao atualizar informações da empresa';
export const COMPANY_UPDATED = 'Informações atualizadas com sucesso';
