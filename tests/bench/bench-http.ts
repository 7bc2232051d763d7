import { Agent, type IncomingHttpHeaders, request } from 'node:http';

/** An answer as the benches read it: its status, headers and whole body. */
export interface BenchReply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A call as the benches make it: a method, headers and a body (JSON or form text). */
export interface BenchCall {
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

/**
 * A load generator's HTTP client: Node's own, on kept-alive connections. The load shares the machine with the
 * server it measures, and fetch() spent more of it per call: on two cores, the order bench's figures rose by a
 * tenth once its buyers left fetch() for this.
 */
export function benchClient(origin: string, maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(origin);
  return {
    send(path: string, call: BenchCall = {}): Promise<BenchReply> {
      return new Promise((done, fail) => {
        const headers = call.body === undefined ? { ...call.headers } : { ...call.headers, 'content-length': String(Buffer.byteLength(call.body)) };
        const req = request({ agent, host: hostname, port, method: call.method ?? 'GET', path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', fail);
        });
        req.on('error', fail);
        req.end(call.body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** A JSON answer's body. */
export const jsonOf = <T>(reply: BenchReply): T => JSON.parse(reply.body.toString('utf8')) as T;
