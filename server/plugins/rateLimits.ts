/**
 * The API's rate limits. Every contract call (/api/…, /auth/…) is counted: a signed-in one against its user, any
 * other against its client address (addressKey: an IPv6 /64 is one), across every API process (rateCounter.ts).
 * Past a limit the call is answered 429, with Retry-After (the seconds to the minute's end) and a message in the
 * caller's language, before any work is done for it.
 *
 * - Per user, RATE_LIMITS.perUser (600) calls a minute (RATE_LIMIT_PER_USER). A console screen costs one to a few
 *   calls (a list and its counts, a detail's tab, a dashboard's summaries); someone clicking through lists as fast
 *   as they read opens a screen every two or three seconds, about 100 to 200 calls a minute; a bulk action on a
 *   page of rows sends one call per row. 600 is three times a quick person's minute and still stops a script at ten
 *   a second. Staff behind one office address each have their own.
 * - Per address, RATE_LIMITS.perAddress (120) calls a minute without a valid bearer token (RATE_LIMIT_PER_ADDRESS):
 *   what a console sends so is a password login, a token refresh per tab every 14 minutes, a logout, and a file
 *   downloaded by link. An office of 50 signing in within one minute sends about 55 such calls. For logins the token
 *   endpoint's own limits (auth/loginLimits.ts: 100 attempts a minute per address, 30 failures) are the tighter
 *   ones and answer first; the 20 above them leave room for the office's refreshes and downloads meanwhile.
 *
 * The user is the one of a verified token (plugins/authenticate.ts, whose hook runs between this plugin's two), so a
 * forged `sub` is no way out of the address's count. A call without a bearer token is counted against its address
 * before anything else is done for it; one with a token, once the token is verified, against its user (a public
 * endpoint's, the token endpoint's, against the address). A call whose token is refused is answered 401 by the
 * verifier, at the cost of a signature check and no database work, and is not counted.
 *
 * Not counted: the health checks (a load balancer's probes), the console's static files and the API's docs (no
 * database work; a browser loading the console fetches dozens of files at once), and the opening of the chat socket
 * (an office reconnecting after a restart would spend its address's budget: modules/chat/realtime/limits.ts bounds
 * sockets instead).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { callContext } from '../db/callContext';
import { addressKey } from '../http/addressKey';
import { HttpError } from '../http/errors';
import { m, type Text } from '../http/text';
import { rateLimitRefusals } from '../metrics/metrics';
import { RateCounter } from './rateCounter';

export interface RateLimits {
  /** Calls a minute per signed-in user. */
  perUser: number;
  /** Calls a minute per client address without a valid bearer token. */
  perAddress: number;
}

export const RATE_LIMITS: RateLimits = { perUser: 600, perAddress: 120 };

/** How often each process adds its counts to the shared ones and reads theirs back. */
const FLUSH_EVERY_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's counts of the rate limits (tests flush them at will). */
    rateCounter: RateCounter;
  }
}

/** The refusal, singular or plural by the number of seconds. */
export function tooManyRequests(wait: number): Text {
  return wait === 1 ? m`Too many requests. Try again in ${wait} second.` : m`Too many requests. Try again in ${wait} seconds.`;
}

const hasBearer = (req: FastifyRequest) => /^bearer /i.test(req.headers.authorization ?? '');

export default fp(async (app: FastifyInstance, limits: RateLimits) => {
  const counter = new RateCounter(app.db);
  app.decorate('rateCounter', counter);
  const counted = new WeakSet<FastifyRequest>();

  /** Counts the call against `key`; the refusal when it is over `limit`. */
  function count(req: FastifyRequest, key: string, limit: number): HttpError | undefined {
    counted.add(req);
    // A call the server makes on the user's behalf (an import's rows): the user's own request was counted.
    if (callContext()) return undefined;
    const wait = counter.take(key, limit);
    if (wait === null) return undefined;
    rateLimitRefusals.inc({ scope: key.startsWith('a:') ? 'address' : 'user' });
    return new HttpError(429, tooManyRequests(wait), undefined, { 'retry-after': String(wait) });
  }
  const byAddress = (req: FastifyRequest) => count(req, `a:${addressKey(req.ip)}`, limits.perAddress);

  // Before authenticate's hook: a call without a bearer token is counted before its download token, if any, is looked up.
  app.addHook('onRequest', (req, _reply, done) => {
    if (!req.routeOptions.config.access || hasBearer(req)) return done();
    done(byAddress(req));
  });
  // After every onRequest hook, so after authenticate's: req.user is the verified token's.
  app.addHook('preParsing', (req, _reply, payload, done) => {
    if (!req.routeOptions.config.access || counted.has(req)) return done(null, payload);
    done(req.user ? count(req, `u:${req.user.id}`, limits.perUser) : byAddress(req), payload);
  });

  let failing = false;
  const flush = () =>
    counter.flush().then(
      () => {
        if (failing) app.log.info({ event: 'rate_limits.shared' }, 'rate counts shared again');
        failing = false;
      },
      (err: unknown) => {
        if (!failing) app.log.warn({ err, event: 'rate_limits.flush_failed' }, 'rate counts not shared: each process counts alone until the database answers');
        failing = true;
      },
    );
  const timer = setInterval(() => {
    if (!counter.flushing) void flush();
  }, FLUSH_EVERY_MS);
  timer.unref(); // never keeps the process alive on its own
  // Before the database closes (onClose): the last second's counts are added, for the other processes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await flush();
  });
});
