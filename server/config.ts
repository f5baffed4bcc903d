/** Configuration: environment variables parsed once (the README lists them). */
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  ADMIN_PASSWORD: optionalString,
  DEMO_PASSWORD: optionalString,
  DEMO_BUSINESSES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(900).default(900),
  REFRESH_IDLE_TTL: z.coerce.number().int().min(60).default(30 * 60),
  REFRESH_ABSOLUTE_TTL: z.coerce.number().int().min(60).default(12 * 60 * 60),
  AUTH_JWKS_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
  CORS_ORIGINS: optionalString,
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
