import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** A TCP proxy to a server that a test can cut (every connection dropped, new ones refused) and restore on the same port. */
export interface TcpProxy {
  readonly port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = async (port: number): Promise<Server> => {
    const server = createServer((client) => {
      const upstream = createConnection(target);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    return server;
  };
  let server: Server | undefined = await listen(0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no port');
  const { port } = address;

  const cut = async () => {
    const closing = server;
    server = undefined;
    if (closing) {
      const closed = once(closing, 'close');
      closing.close();
      for (const socket of sockets) socket.destroy();
      await closed;
    }
  };
  return {
    port,
    cut,
    restore: async () => {
      server ??= await listen(port);
    },
    close: cut,
  };
}
