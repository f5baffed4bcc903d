/** A console's chat socket for the tests: the frames it received, the next one wanted, how it closed. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ChatClientFrame, type ChatServerFrame } from '../../../../contract/chat';

export interface TestSocket {
  ws: WebSocket;
  frames: ChatServerFrame[];
  send(frame: ChatClientFrame | string): void;
  /** The first frame (received so far or to come) matching, after those already taken by `next`. */
  next<T extends ChatServerFrame['type']>(type: T, match?: (frame: Extract<ChatServerFrame, { type: T }>) => boolean, ms?: number): Promise<Extract<ChatServerFrame, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Starts listening on a free port (once per app) and answers the socket's URL. */
export async function socketUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${CHAT_SOCKET_PATH}`;
}

/** A socket to `app`, from `address` (a loopback address: 127.0.0.0/8 is all loopback on Linux) when given. */
export async function openSocket(app: FastifyInstance, address?: string): Promise<TestSocket> {
  const ws = new WebSocket(await socketUrl(app), address ? { localAddress: address } : {});
  const frames: ChatServerFrame[] = [];
  const taken = new Set<ChatServerFrame>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ChatServerFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(type, match = () => true, ms = 5000) {
      type Wanted = Extract<ChatServerFrame, { type: typeof type }>;
      const find = () => frames.find((f): f is Wanted => !taken.has(f) && f.type === type && match(f as Wanted));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          taken.add(found);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} frame within ${ms} ms; received ${JSON.stringify(frames)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}

/** A socket authenticated with `token` (its `ready` frame taken). */
export async function openReadySocket(app: FastifyInstance, token: string): Promise<TestSocket> {
  const socket = await openSocket(app);
  socket.send({ type: 'auth', token });
  await socket.next('ready');
  return socket;
}

/** Waits `ms` for frames that must not come. */
export const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
