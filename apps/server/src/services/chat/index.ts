export { askChat, chatHistory, newChatConversation } from './chat-service';
export { createChatDeps } from './chat-deps';
export type { AiSettings } from './openai/openai-engine';
export type { ChatRatePolicy } from './rate-limit';
export type { ChatStreamPace } from './streaming';
export { openChatStream, type ChatStream, type ChatStreamEvent } from './chat-stream';
