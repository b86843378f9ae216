export { askChat, chatHistory, newChatConversation } from './chat-service';
export { createChatDeps } from './chat-deps';
export type { AiSettings } from './openai/openai-engine';
export type { ChatRatePolicy } from './rate-limit';
