/** The lines an app logs, kept for a test to read: pass `stream` as buildApp's `logStream`. */
import { Writable } from 'node:stream';

export function capturedLog(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}
