import type { Duplex } from 'node:stream';
import type { ServerType } from '@hono/node-server';
import { MESSAGES } from '../services/errors';
import { errorBody } from './replies';

const REFUSALS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: MESSAGES.tooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: MESSAGES.timeout },
};
const MALFORMED = { status: 400, reason: 'Bad Request', message: MESSAGES.badRequest };

/**
 * Requests Node refuses before any handler runs — a URL and headers past its 16 KB limit, a
 * malformed request line — get the API's error shape with a pt-BR text, instead of Node's bare
 * status line with no body. Call on every server that serves the app (main.ts, the tests).
 */
export function answerClientErrors(server: ServerType): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = REFUSALS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify(errorBody(message));
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    );
  });
}
