// Meetings list and detail (docs/product.md).
// Letter for letter; every layer imports these.

// Meetings (the error catalogue in docs/product.md)
export const MEETINGS_LOAD_FAILED = 'Falha ao carregar reuniões. Por favor, tente novamente.';
export const MEETING_NOT_FOUND = 'Reunião não encontrada';
export const MEETING_LOAD_FAILED = 'Falha ao carregar detalhes da reunião';
export const MEETINGS_EMPTY_TITLE = 'Nenhuma reunião encontrada';
export const MEETINGS_EMPTY_TEXT = 'Não há reuniões registradas para esta empresa';
