/**
 * The business bench's load connection: one keep-alive HTTP/1.1 socket that
 * sends the same prepared GET again and again and reads each answer's status
 * and Content-Length framing, nothing more.
 *
 * The load generator shares the machine's two cores with the server and the
 * database: Node's http client (agents, header objects, streams) spent a large
 * share of them on every request, time the server then waited for. This one
 * leaves them to the server. An answer it cannot frame (no Content-Length)
 * rejects its request and closes the socket.
 */
import net from 'node:net';

/** The request's bytes: GET `url` with these headers, keep-alive. */
export function getRequest(url: URL, headers: Record<string, string>): Buffer {
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

const HEAD_END = Buffer.from('\r\n\r\n');

export class HttpConnection {
  /** Set once the socket closed or failed: open another. */
  closed = false;
  private received: Buffer | null = null;
  private pending: { resolve: (status: number) => void; reject: (error: Error) => void } | null = null;

  private constructor(
    private readonly socket: net.Socket,
    private readonly request: Buffer,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  /** A connection to `url`'s host from `localAddress`, sending `request`. */
  static open(url: URL, request: Buffer, localAddress: string): Promise<HttpConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress });
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new HttpConnection(socket, request));
      });
    });
  }

  /** Sends the request (or another to the same host); resolves with the answer's status once its whole body arrived. */
  send(request = this.request): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(request);
    });
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    const received = this.received ? Buffer.concat([this.received, chunk]) : chunk;
    const headEnd = received.indexOf(HEAD_END);
    const head = headEnd < 0 ? '' : received.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    const end = length ? headEnd + HEAD_END.length + Number(length[1]) : Number.POSITIVE_INFINITY;
    if (headEnd >= 0 && !length) {
      this.fail(new Error(`an answer without content-length: ${head.split('\r\n')[0]}`));
    } else if (received.length < end) {
      this.received = received;
    } else if (received.length > end) {
      // One request at a time: nothing may follow the answer.
      this.fail(new Error('bytes after the answer'));
    } else {
      this.received = null;
      const pending = this.pending;
      this.pending = null;
      pending?.resolve(Number(head.slice(9, 12)));
    }
  }

  private fail(error: Error): void {
    if (!this.closed) this.close();
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }
}
