import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * A TCP port the system says is free now. A random pick from a range can land on a port another test holds or on
 * one that fetch refuses to call (4190, 6000, 6665–6669 …: "bad port"), so the system picks.
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = createServer();
  server.listen(0, host);
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}
