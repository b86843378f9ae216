// The admins' AI chat (SPEC §8).
// Letter for letter; every layer imports these.

export const CHAT_SEND_FAILED = 'Erro ao enviar mensagem. Tente novamente.';
export const CHAT_APOLOGY = 'Desculpe, ocorreu um erro ao processar sua pergunta. Tente novamente.';
export const CHAT_NO_OUTPUT = 'Desculpe, não consegui processar sua pergunta.';
/** The chat action's refusal of an empty question (SPEC silent; ours). */
export const CHAT_MESSAGE_REQUIRED = 'A mensagem não pode estar vazia';
