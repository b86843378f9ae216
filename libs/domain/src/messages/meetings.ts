// Meetings list and detail (SPEC §2, §8).
// Letter for letter; every layer imports these.

// Meetings (SPEC §8)
export const MEETINGS_LOAD_FAILED = 'Falha ao carregar reuniões. Por favor, tente novamente.';
export const MEETING_NOT_FOUND = 'Reunião não encontrada';
export const MEETING_LOAD_FAILED = 'Falha ao carregar detalhes da reunião';
export const MEETINGS_EMPTY_TITLE = 'Nenhuma reunião encontrada';
export const MEETINGS_EMPTY_TEXT = 'Não há reuniões registradas para esta empresa';
