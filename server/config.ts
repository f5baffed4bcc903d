/** Configuration: environment variables parsed once (the README lists them). */
import { isIP } from 'node:net';
import { z } from 'zod';
import { RATE_LIMITS } from './plugins/rateLimits';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

/** The names @fastify/proxy-addr knows for address ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(value: string): boolean {
  if (NAMED_RANGES.includes(value)) return true;
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Which proxies' X-Forwarded-For to believe: false (none, the default), true (any), a hop count
 * (the nearest N, whatever their address), or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = boolean | number | string[];

const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const v = (raw ?? '').trim();
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
    const list = v.split(',').map((item) => item.trim());
    const bad = list.filter((item) => !isAddressOrCidr(item));
    if (bad.length > 0) ctx.addIssue({ code: 'custom', message: `expected true, false, a hop count or addresses/CIDRs; not ${bad.join(', ')}` });
    return list;
  });

/** How much the heap grows between full collections, in percent (0: V8's own factor; server/heap.ts). */
export const HEAP_GROWING_PERCENT = z.coerce.number().int().min(0).max(1000).default(100);

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  // Bounds on database work, in milliseconds (0: none; database.ts's DatabaseBounds, README's "Bounded work").
  DATABASE_STATEMENT_TIMEOUT: z.coerce.number().int().min(0).default(30_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT: z.coerce.number().int().min(0).default(60_000),
  DATABASE_CONNECTION_TIMEOUT: z.coerce.number().int().min(1).default(5_000),
  EXPORT_STATEMENT_TIMEOUT: z.coerce.number().int().min(0).default(30 * 60_000),
  HEAP_GROWING_PERCENT,
  ADMIN_PASSWORD: optionalString,
  DEMO_PASSWORD: optionalString,
  DEMO_BUSINESSES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  DEMO_SERVICE_REQUESTS: z.coerce.number().int().min(0).max(100_000_000).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(900).default(900),
  REFRESH_IDLE_TTL: z.coerce.number().int().min(60).default(30 * 60),
  REFRESH_ABSOLUTE_TTL: z.coerce.number().int().min(60).default(12 * 60 * 60),
  AUTH_JWKS_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
  CORS_ORIGINS: optionalString,
  TRUST_PROXY: trustProxy,
  // The API's rate limits, calls a minute (plugins/rateLimits.ts argues the figures).
  RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(RATE_LIMITS.perUser),
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(RATE_LIMITS.perAddress),
  // Chat through SendBird (both set) instead of the built-in provider; SENDBIRD_API_URL overrides the Platform API's address.
  SENDBIRD_APP_ID: optionalString,
  SENDBIRD_API_TOKEN: optionalString,
  SENDBIRD_API_URL: optionalString,
  // The Prometheus metrics (plugins/metrics.ts): `/metrics` with this bearer token, or on a port of their own.
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export type Config = z.infer<typeof configSchema>;

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes a function: Fastify 5.12 takes a bare
 * number as "trust nothing" (a hop count cannot tell a proxy from a client reaching the server
 * directly), so it is only for a server that can be reached through its proxies alone.
 */
/** What buildApp reads of the configuration (tests build apps with their own). */
export type AppConfig = Pick<
  Config,
  | 'ACCESS_TOKEN_TTL'
  | 'REFRESH_IDLE_TTL'
  | 'REFRESH_ABSOLUTE_TTL'
  | 'AUTH_JWKS_URL'
  | 'LOG_LEVEL'
  | 'STATIC_DIR'
  | 'TRUST_PROXY'
  | 'RATE_LIMIT_PER_USER'
  | 'RATE_LIMIT_PER_ADDRESS'
  | 'SENDBIRD_APP_ID'
  | 'SENDBIRD_API_TOKEN'
  | 'SENDBIRD_API_URL'
  | 'METRICS_TOKEN'
>;

export function trustProxyOption(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
