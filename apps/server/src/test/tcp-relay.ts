import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export type TcpRelay = {
  /** `target` with the relay's address in place of its host and port. */
  url: string;
  /** Ends every connection through the relay and refuses new ones until `restore()`. */
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
};

/**
 * A TCP relay on 127.0.0.1 to `target`'s host and port (a PostgreSQL server), for a server
 * under test to reach its database through: it can hold every chunk, both ways, for `delayMs`
 * (a slow network), or be cut (a database that went away) and restored.
 */
export async function tcpRelay(target: URL, { delayMs = 0 } = {}): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  let cut = false;
  const later = (work: () => void) => (delayMs > 0 ? setTimeout(work, delayMs) : work());
  const relay = createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        // One side gone, the other goes too (a cut network takes both).
        const other = socket === client ? upstream : client;
        later(() => other.destroy());
      });
    }
    const pipe = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => later(() => to.writable && to.write(chunk)));
      from.on('end', () => later(() => to.end()));
    };
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((ok) => relay.listen(0, '127.0.0.1', ok));
  const { port } = relay.address() as AddressInfo;
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    cut: () => {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      cut = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((ok) => relay.close(() => ok()));
    },
  };
}
