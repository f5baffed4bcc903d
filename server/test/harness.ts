/**
 * Per test file: a fresh migrated, seeded database and the app built on it
 * (`buildApp(db)`), closed after the file. Requests go through `app.inject`.
 *
 *   const t = withTestApp();
 *   it('...', async () => { const { access_token } = await login(t.app, 'admin'); ... });
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import type { TokenResponse } from '../../contract/auth';
import type { Access } from '../../contract/define';
import { buildApp } from '../app';
import { quickHash } from './quickHash';
import type { Db } from '../db/database';
import { createIdentity } from '../modules/identity/identities.repository';
import { openTestDatabase, type SeededUser, TEST_PASSWORDS } from './database';

export { type SeededUser, TEST_PASSWORDS };

/** A route as the app registered it (seen through an `onRoute` hook). */
export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  access: Access | undefined;
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  kind: 'pglite' | 'postgres';
  routes: RegisteredRoute[];
}

/**
 * Builds the app and records every route it registers: Fastify publishes each
 * new instance on the `fastify.initialization` channel, before any plugin runs.
 */
export async function buildAppWithRoutes(db: Db): Promise<{ app: FastifyInstance; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) routes.push({ method, url: r.url ?? r.path, access: r.config?.access });
    });
  };
  subscribe('fastify.initialization', onInit);
  try {
    return { app: await buildApp(db), routes };
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
}

/** Registers beforeAll/afterAll hooks for the file and answers the context they fill. */
export function withTestApp(): TestContext {
  let current: TestContext | undefined;
  let close = async () => {};
  beforeAll(async () => {
    const database = await openTestDatabase(inject('pgliteSnapshot'));
    try {
      const { app, routes } = await buildAppWithRoutes(database.db);
      await app.ready();
      current = { app, db: database.db, kind: database.kind, routes };
      close = async () => {
        await app.close();
        await database.close();
      };
    } catch (err) {
      await database.close();
      throw err;
    }
  });
  afterAll(() => close());
  const get = () => {
    if (!current) throw new Error('withTestApp(): the app is only available inside tests and hooks');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get kind() {
      return get().kind;
    },
    get routes() {
      return get().routes;
    },
  };
}

let addressCounter = 0;
/** A new client address: the token endpoint limits attempts per address, so logins spread over many. */
export function nextAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export function tokenRequest(app: FastifyInstance, body: unknown, opts: { address?: string; url?: string } = {}) {
  return app.inject({ method: 'POST', url: opts.url ?? '/auth/token', remoteAddress: opts.address ?? nextAddress(), payload: body as object });
}

/** Signs in with the password grant; throws with the answer when it is refused. */
export async function login(app: FastifyInstance, username: string, password?: string): Promise<TokenResponse> {
  const pw = password ?? TEST_PASSWORDS[username as SeededUser];
  const res = await tokenRequest(app, { grant_type: 'password', username, password: pw });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return res.json<TokenResponse>();
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string>;
  body?: unknown;
  url?: string;
  headers?: Record<string, string>;
  /** The client's address (the rate limit counts per address): 127.0.0.1 by default. */
  address?: string;
}

/** Calls a contract endpoint (or `url` in its place) with a bearer token. */
export function call(app: FastifyInstance, endpoint: { method: HTTPMethods; url: string }, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: endpoint.method as InjectOptions['method'],
    url: opts.url ?? endpoint.url,
    query: opts.query,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.address ? { remoteAddress: opts.address } : {}),
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
}

/** Adds a user with its own password, hashed at the test cost (quickHash: the seeded users' too). */
export async function createUser(db: Db, user: { username: string; password: string; roles: string[]; isActive?: boolean }): Promise<number> {
  const { username, password, roles } = user;
  const id = await createIdentity(
    db,
    { username, email: `${username}@example.test`, given_name: 'Test', family_name: username, password_hash: quickHash(password), created_by: 'test' },
    roles,
  );
  if (user.isActive === false) await db.updateTable('users').set({ is_active: false }).where('id', '=', id).execute();
  return id;
}
