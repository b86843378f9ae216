import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP relay to PostgreSQL that holds every chunk, both ways, for `delayMs`, in order: a server
 * behind it hears announcements late, as one across a slow network would.
 */
export async function slowRelay(target: URL, delayMs: number) {
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    const pipe = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => setTimeout(() => to.writable && to.write(chunk), delayMs));
      from.on('end', () => setTimeout(() => to.end(), delayMs));
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
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((ok) => relay.close(() => ok()));
    },
  };
}
