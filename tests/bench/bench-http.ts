import type { IncomingHttpHeaders } from 'node:http';
import { Pool } from 'undici';

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

/** The answer's headers as node:http names them: set-cookie always a list, every other header one text. */
function headersOf(raw: Record<string, string | string[] | undefined>): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (name === 'set-cookie') headers['set-cookie'] = Array.isArray(value) ? value : [value];
    else headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/**
 * A load generator's HTTP client, on kept-alive connections. The load shares the machine's two cores with the server
 * it measures, so what the client spends a call is taken from the server's figures: fetch() spent the most, Node's
 * own http.request less, and undici's pool (the client under fetch, without its streams and objects) less again. The
 * answers are gathered by undici's own dispatch, without the body stream its `request` makes: the order bench's buyers
 * spent 0.41 to 0.52 ms a paid order, against 0.55 to 0.72 ms through `request`.
 */
export function benchClient(origin: string, maxSockets: number) {
  const pool = new Pool(origin, { connections: maxSockets, pipelining: 1 });
  return {
    send(path: string, call: BenchCall = {}): Promise<BenchReply> {
      return new Promise((resolve, reject) => {
        let status = 0;
        let headers: IncomingHttpHeaders = {};
        const chunks: Buffer[] = [];
        pool.dispatch(
          { path, method: call.method ?? 'GET', headers: call.headers, body: call.body },
          {
            // undici refuses a handler without it; there is nothing to do as the call starts.
            onRequestStart() {},
            onResponseStart(_controller, statusCode, raw) {
              status = statusCode;
              headers = headersOf(raw);
            },
            onResponseData(_controller, chunk) {
              chunks.push(chunk);
            },
            onResponseEnd() {
              resolve({ status, headers, body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) });
            },
            onResponseError(_controller, error) {
              reject(error);
            },
          },
        );
      });
    },
    close: () => pool.destroy(),
  };
}

/** A JSON answer's body. */
export const jsonOf = <T>(reply: BenchReply): T => JSON.parse(reply.body.toString('utf8')) as T;
