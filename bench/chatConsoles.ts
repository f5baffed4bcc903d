/**
 * bench:chat's consoles: WebSocket clients of the built-in chat, each from a loopback address of its own (the API
 * limits requests per address, as it would many staff browsers) with an HTTP agent on the same address for its
 * sends. A message is sent by one console (POST message/InsertUserMessage to its own server) and timed from the
 * send until each of the other consoles has it.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerFrame } from '../contract/chat';
import { agentFrom } from './businessLoad';

export interface Console {
  ws: WebSocket;
  base: URL;
  agent: http.Agent;
}

let nextAddress = 0;
/** Addresses apart from businessLoad's (127.1.x.y). */
const takeAddress = () => {
  nextAddress += 1;
  return `127.2.${Math.floor(nextAddress / 254)}.${(nextAddress % 254) + 1}`;
};

/** A console connected to `base` and authenticated with `token` (its `ready` received). */
export function openConsole(base: URL, token: string, onFrame: (frame: ChatServerFrame, console: Console) => void): Promise<Console> {
  const address = takeAddress();
  const ws = new WebSocket(new URL(CHAT_SOCKET_PATH, base.href.replace(/^http/, 'ws')), { localAddress: address });
  const console: Console = { ws, base, agent: agentFrom(address) };
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`socket closed (${code}) before ready`)));
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatServerFrame;
      if (frame.type === 'ready') resolve(console);
      else onFrame(frame, console);
    });
  });
}

function post(c: Console, path: string, token: string, body: object): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, c.base), {
      method: 'POST',
      agent: c.agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export interface Delivery {
  /** Send to seen, per other console, in ms. */
  latencies: number[];
  sent: number;
  failedSends: number;
  /** Deliveries expected (each message by every console but its sender) that did not come. */
  missing: number;
}

/**
 * Sends `messages` messages, `perSecond` a second, each by the next console into one of `channelUrls`, and
 * waits `settleMs` for the last to arrive. `heard` is called by the consoles' frame handler (openConsole).
 */
export function deliveryRun(consoles: () => Console[], token: string) {
  const pending = new Map<string, { started: number; sender: Console; seen: number }>();
  const latencies: number[] = [];
  let sent = 0;
  let failedSends = 0;
  /** Sends message `i` into `channelUrl` by the next console; its status and time to answer. */
  const send = async (channelUrl: string, i: number, as = token): Promise<{ status: number; ms: number }> => {
    const all = consoles();
    const sender = all[i % all.length];
    const clientId = randomUUID();
    const started = performance.now();
    pending.set(clientId, { started, sender, seen: 0 });
    sent += 1;
    const status = await post(sender, '/api/message/InsertUserMessage', as, { channelUrl, text: `Bench message ${i}`, clientId }).catch(() => 0);
    if (status !== 200) failedSends += 1;
    return { status, ms: performance.now() - started };
  };
  /** What the messages sent so far came to: each by every console but its sender. */
  const result = (): Delivery => {
    const others = consoles().length - 1;
    const missing = [...pending.values()].reduce((sum, p) => sum + (others - p.seen), 0);
    return { latencies, sent, failedSends, missing };
  };
  return {
    heard(frame: ChatServerFrame, by: Console) {
      if (frame.type !== 'message' || !frame.message.clientId) return;
      const p = pending.get(frame.message.clientId);
      if (!p || p.sender === by) return;
      latencies.push(performance.now() - p.started);
      p.seen += 1;
    },
    send,
    result,
    async run(opts: { messages: number; perSecond: number; channelUrls: string[]; settleMs: number }): Promise<Delivery> {
      const sends: Promise<unknown>[] = [];
      for (let i = 0; i < opts.messages; i++) {
        sends.push(send(opts.channelUrls[i % opts.channelUrls.length], i));
        await sleep(1000 / opts.perSecond);
      }
      await Promise.all(sends);
      await sleep(opts.settleMs);
      return result();
    },
  };
}
