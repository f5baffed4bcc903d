/**
 * What one process lets chat sockets do (socket.ts, connection.ts), measured against what a console sends
 * (resources/chat/realtime/chatSocket.ts): `auth` when its socket opens and again when its token is renewed
 * (every 14 minutes), one `resume` after a reconnect, a `ping` every 25 s. That is a frame every 20 s or so, two
 * back to back at most (auth, then resume). Past a limit the socket is closed with a code the console acts on
 * (contract/chat.ts CHAT_SOCKET_CLOSE).
 *
 * - Sockets waiting for their `auth` frame (closed after AUTH_TIMEOUT_MS, 5 s): WAITING.perAddress from one
 *   client address (addressKey: an IPv6 /64 counts as one), WAITING.total in all; the next is closed at once
 *   with `busy`. A console waits one round trip for its `auth` to arrive: an office of 50 reconnecting together
 *   (a restart closes every socket; each comes back within a second, spread by its backoff's jitter) keeps about
 *   ten waiting at once, a third of the per-address figure. An attacker keeps at most 32 sockets of one address
 *   open for 5 s, and 256 of all addresses (300 were held in the test, unbounded).
 * - Frames: a token bucket per socket of FRAMES.burst, refilled FRAMES.perSecond a second (ten times a console's
 *   two back to back, and twenty times its pace); a frame past it closes the socket with `tooManyFrames`. Each
 *   frame is parsed, and an `auth` verifies a signature: the bucket keeps one socket to 60 of them a minute.
 * - Resumes: one in flight per socket (a second one before the first is sent closes it), and a bucket of
 *   RESUMES.burst refilled one every RESUMES.refillSeconds. A resume reads and sends up to RESUME_LIMIT (1000)
 *   messages (messageFrames.ts): the 200 resumes in a row pushed /healthz to 981 ms. A console resumes
 *   once per reconnect.
 * - Closing: a peer that does not answer the server's close within CLOSE_GRACE_MS is cut. ws would wait 30 s for
 *   it: a socket closed for a limit, or for sending no `auth` within 5 s, would stay open half a minute more, and a
 *   socket refused as `busy` is counted nowhere while it lingers. A console answers within a round trip.
 */
export const WAITING = { perAddress: 32, total: 256 } as const;
export const FRAMES = { burst: 10, perSecond: 1 } as const;
export const RESUMES = { burst: 3, refillSeconds: 20 } as const;
export const CLOSE_GRACE_MS = 1000;

/** `capacity` takes at most, refilled `perSecond` a second. */
export class TokenBucket {
  #tokens: number;
  #at: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#tokens = capacity;
    this.#at = now();
  }

  /** Takes one, or answers false when none is left. */
  take(): boolean {
    const at = this.now();
    this.#tokens = Math.min(this.capacity, this.#tokens + ((at - this.#at) / 1000) * this.perSecond);
    this.#at = at;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}

/** The sockets waiting for their `auth` frame, by client address. */
export class WaitingSockets {
  #byAddress = new Map<string, number>();
  #total = 0;

  constructor(private readonly limits: { perAddress: number; total: number } = WAITING) {}

  get total(): number {
    return this.#total;
  }

  /** Counts a socket of `address` in, and answers how to count it out (once: later calls do nothing); null when full. */
  admit(address: string): (() => void) | null {
    const here = this.#byAddress.get(address) ?? 0;
    if (here >= this.limits.perAddress || this.#total >= this.limits.total) return null;
    this.#byAddress.set(address, here + 1);
    this.#total += 1;
    let out = false;
    return () => {
      if (out) return;
      out = true;
      this.#total -= 1;
      const left = (this.#byAddress.get(address) ?? 1) - 1;
      if (left === 0) this.#byAddress.delete(address);
      else this.#byAddress.set(address, left);
    };
  }
}
