// The admins' AI chat (the error catalogue in docs/product.md).
// Letter for letter; every layer imports these.

export const CHAT_SEND_FAILED = 'Erro ao enviar mensagem. Tente novamente.';
export const CHAT_APOLOGY = 'Desculpe, ocorreu um erro ao processar sua pergunta. Tente novamente.';
export const CHAT_NO_OUTPUT = 'Desculpe, não consegui processar sua pergunta.';
/** The chat action's refusal of an empty question (our choice). */
export const CHAT_MESSAGE_REQUIRED = 'A mensagem não pode estar vazia';
/** A question longer than CHAT_MESSAGE_MAX. */
export const CHAT_MESSAGE_TOO_LONG = 'A pergunta pode ter no máximo 4.000 caracteres.';
/** Too many questions from one admin in a short time (429). */
export const CHAT_RATE_LIMITED =
  'Muitas perguntas em sequência. Aguarde alguns segundos e tente novamente.';
/** The conversation asked for is not this admin's, or no longer exists. */
export const CHAT_CONVERSATION_NOT_FOUND = 'Conversa não encontrada.';
/** The kept conversation could not be loaded (the chat still works). */
export const CHAT_HISTORY_LOAD_FAILED = 'Não foi possível carregar a conversa anterior.';
/**
 * Questions the built-in assistant answers over any portal's data (no company
 * named): the chat's empty state offers them, and the assistant suggests them when it does not
 * understand a question.
 */
export const CHAT_EXAMPLE_QUESTIONS = [
  'Quais empresas enviaram o DRE este mês?',
  'Qual empresa teve o maior lucro no mês passado?',
  'Quanto as empresas faturaram no mês passado?',
  'Quais tarefas estão atrasadas?',
  'Ranking das empresas por margem este ano',
  'Qual foi a última reunião de cada empresa?',
] as const;
/** 'Nova conversa' could not start a new conversation on the server. */
export const CHAT_NEW_CONVERSATION_FAILED =
  'Não foi possível iniciar uma nova conversa. Tente novamente.';
/** A reply was copied to the clipboard (announced, then gone after 2 s). */
export const CHAT_REPLY_COPIED = 'Resposta copiada!';
/** The note that ends an answer the admin stopped with 'Parar' (what was written stays above it). */
export const CHAT_ANSWER_STOPPED = 'Resposta interrompida.';
