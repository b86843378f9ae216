// LISTEN for a channel's announcements: on PostgreSQL over a connection of its own, which the
// caches use to drop what another server changed (ADR 0007).
import pg from 'pg';

/** `lost` gets what ended the connection: its error, or nothing when it just closed. */
export type ListenEvents = {
  notify: () => void;
  lost: (cause?: unknown) => void;
  regained: () => void;
};

export type Listening = {
  /** Stops listening. */
  stop(): Promise<void>;
  /**
   * Resolves once every announcement committed before the call has reached `events.notify`, so
   * a value kept until an announcement may be trusted. On PostgreSQL a round trip on the
   * listening connection (PostgreSQL sends a listener the notifications it has pending before it
   * says it is ready again), one shared by every call made while the previous one was out; on
   * PGlite at once (its announcements arrive within the writing query). Rejects when the
   * listening connection cannot answer.
   */
  heard(): Promise<void>;
};

/** A channel name as LISTEN takes it (an identifier, not a parameter). */
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

export const checkedChannel = (channel: string): string => {
  if (!CHANNEL.test(channel)) throw new Error(`canal inválido: ${channel}`);
  return channel;
};

/** LISTEN on a connection of its own, reconnecting (and saying so) when it drops. */
export const listenPostgres = async (
  databaseUrl: string,
  channel: string,
  events: ListenEvents,
  connectTimeoutMs: number,
): Promise<Listening> => {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    client.on('notification', (message) => {
      if (message.channel === channel) events.notify();
    });
    const dropped = (cause?: unknown) => {
      if (current !== client) return;
      current = null;
      if (stopped) return;
      events.lost(cause);
      retry = setTimeout(again, 1_000);
    };
    client.on('error', dropped);
    client.on('end', () => dropped());
    try {
      await client.connect();
      await client.query(`LISTEN ${checkedChannel(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
  };
  const again = () => {
    connect().then(
      () => !stopped && events.regained(),
      () => {
        if (!stopped) retry = setTimeout(again, 1_000);
      },
    );
  };
  await connect();

  // A round trip on the listening connection: whatever PostgreSQL committed and announced before
  // it was sent has reached `events.notify` when it comes back.
  const roundTrip = (): Promise<void> => {
    const client = current;
    if (!client) return Promise.reject(new Error(`sem escuta em ${channel}`));
    return client.query('SELECT 1').then(() => undefined);
  };
  let out: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const send = () => {
    const sent = roundTrip().finally(() => {
      if (out === sent) out = null;
    });
    out = sent;
    return sent;
  };
  const heard = (): Promise<void> => {
    if (!out) return send();
    // The one out may have left before this call: the next one, sent once it is back, is shared
    // by every call made meanwhile.
    next ??= out
      .catch(() => undefined)
      .then(() => {
        next = null;
        return send();
      });
    return next;
  };
  return {
    heard,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
};
