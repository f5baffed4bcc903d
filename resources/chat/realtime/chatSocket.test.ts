import { CHAT_SOCKET_CLOSE, type ChatMessage } from '../../../contract/chat';
import type { ChatEvent } from './chatEvents';
import { backoff, connectChatSocket, socketUrl } from './chatSocket';

/** A WebSocket the test drives: it records what the console sends and plays the server's part. */
class FakeSocket {
  static OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  frame(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const message = { messageId: 41, channelUrl: 'sr_1', type: 'received' } as ChatMessage;

function connect(token = { value: 'token-1' }) {
  FakeSocket.made = [];
  const events: ChatEvent[] = [];
  const refresh = vi.fn(async () => {
    token.value = 'token-2';
    return true;
  });
  const socket = connectChatSocket({
    path: '/api/chat/socket',
    token: () => token.value,
    refresh,
    lastSeenId: () => 41,
    onEvent: (e) => events.push(e),
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    location: { protocol: 'https:', host: 'console.example' },
  });
  return { socket, events, refresh, token };
}

describe("the built-in chat's socket", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on this origin (wss under https) and sends the token in its first frame, never in the URL', () => {
    connect();
    const [ws] = FakeSocket.made;
    expect(ws.url).toBe('wss://console.example/api/chat/socket');
    expect(socketUrl('/api/chat/socket', { protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/api/chat/socket');
    ws.open();
    expect(ws.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
  });

  it('passes messages and channel changes on, and sends a token refreshed elsewhere again at the next ping', async () => {
    const { events, token } = connect();
    const [ws] = FakeSocket.made;
    ws.open();
    ws.frame({ type: 'ready', userId: '2', expiresAt: Date.now() + 600_000 });
    ws.frame({ type: 'message', message, channelType: 'ServiceRequest' });
    ws.frame({ type: 'channel', channelUrl: 'sr_1', channelType: 'ServiceRequest', removed: true });
    expect(events).toEqual([
      { kind: 'message', message, channelType: 'ServiceRequest' },
      { kind: 'channel', channelUrl: 'sr_1', removed: true },
    ]);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(ws.sent.at(-1)).toEqual({ type: 'ping' });
    token.value = 'token-2';
    await vi.advanceTimersByTimeAsync(25_000);
    expect(ws.sent.at(-1)).toEqual({ type: 'auth', token: 'token-2' });
  });

  it('refreshes the token a minute before the expiry the server announced, and sends the new one', async () => {
    const { refresh } = connect();
    const [ws] = FakeSocket.made;
    ws.open();
    ws.frame({ type: 'ready', userId: '2', expiresAt: Date.now() + 300_000 });
    await vi.advanceTimersByTimeAsync(239_000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(refresh).toHaveBeenCalledOnce();
    expect(ws.sent.at(-1)).toEqual({ type: 'auth', token: 'token-2' });
  });

  it('reconnects after a drop with backoff, authenticates and resumes after the last message seen', async () => {
    connect();
    FakeSocket.made[0].open();
    FakeSocket.made[0].frame({ type: 'ready', userId: '2', expiresAt: Date.now() + 600_000 });
    FakeSocket.made[0].drop();
    expect(FakeSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(backoff(0, () => 1));
    expect(FakeSocket.made).toHaveLength(2);
    const ws = FakeSocket.made[1];
    ws.open();
    ws.frame({ type: 'ready', userId: '2', expiresAt: Date.now() + 600_000 });
    expect(ws.sent).toEqual([{ type: 'auth', token: 'token-1' }, { type: 'resume', afterId: 41 }]);
  });

  it('takes a fresh token before reconnecting when closed as unauthorized; stays closed when revoked or closed by the screen', async () => {
    const { refresh } = connect();
    FakeSocket.made[0].drop(4401);
    expect(refresh).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1].open();
    expect(FakeSocket.made[1].sent).toEqual([{ type: 'auth', token: 'token-2' }]);
    FakeSocket.made[1].drop(4403);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(2);

    const { socket } = connect();
    socket.close();
    FakeSocket.made[0].drop(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('resumes once per reconnected socket: not again when a renewed token is answered on the same socket', async () => {
    const { token } = connect();
    FakeSocket.made[0].open();
    FakeSocket.made[0].frame({ type: 'ready', userId: '2', expiresAt: Date.now() + 600_000 });
    FakeSocket.made[0].drop();
    await vi.advanceTimersByTimeAsync(backoff(0, () => 1));
    const ws = FakeSocket.made[1];
    ws.open();
    ws.frame({ type: 'ready', userId: '2', expiresAt: Date.now() + 600_000 });
    token.value = 'token-2';
    await vi.advanceTimersByTimeAsync(25_000);
    ws.frame({ type: 'ready', userId: '2', expiresAt: Date.now() + 900_000 });
    expect(ws.sent).toEqual([{ type: 'auth', token: 'token-1' }, { type: 'resume', afterId: 41 }, { type: 'auth', token: 'token-2' }]);
  });

  it('waits the longest backoff before reconnecting when closed for too many frames, not half a second', async () => {
    connect();
    FakeSocket.made[0].open();
    FakeSocket.made[0].frame({ type: 'ready', userId: '2', expiresAt: Date.now() + 600_000 });
    FakeSocket.made[0].drop(CHAT_SOCKET_CLOSE.tooManyFrames);
    await vi.advanceTimersByTimeAsync(backoff(Number.POSITIVE_INFINITY, () => 0) - 1);
    expect(FakeSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(backoff(Number.POSITIVE_INFINITY, () => 1));
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('tries again a few seconds later, and longer each time, when the server is busy', async () => {
    connect();
    for (const [made, attempt] of [
      [1, 3],
      [2, 4],
    ]) {
      FakeSocket.made[made - 1].drop(CHAT_SOCKET_CLOSE.busy);
      await vi.advanceTimersByTimeAsync(backoff(attempt, () => 0) - 1);
      expect(FakeSocket.made).toHaveLength(made);
      await vi.advanceTimersByTimeAsync(backoff(attempt, () => 1));
      expect(FakeSocket.made).toHaveLength(made + 1);
    }
  });

  it('waits longer after each failed attempt, up to 30 s', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3].map((n) => backoff(n, mid))).toEqual([500, 1000, 2000, 4000]);
    expect(backoff(20, mid)).toBe(30_000);
  });
});
