/**
 * What an area of the server declares about itself (issue 32): its routes, migrations, seed steps and the
 * Spanish of its messages, in its own folder (`server/modules/<area>/area.ts`). The server's registries are built from these
 * manifests (server/areas.ts): nothing outside the area lists them by hand. Its tables are its slice of the schema
 * (`server/modules/<area>/tables.ts`, merged into server/db/schema.ts's `Database`).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Migration } from 'kysely';
import type { Area } from '../contract/areas';
import type { AppConfig } from './config';
import type { SeedStep } from './db/seed/seedStep';
import type { RouteDef } from './http/route';

export interface AreaManifest {
  name: Area;
  /** Its API modules: each an OpenAPI tag and the routes it registers from the contract, registered in this order. */
  routes: Record<string, RouteDef[]>;
  /** A Fastify plugin registered before any area's routes (chat's provider and its WebSocket hub). */
  plugin?: FastifyPluginAsync<{ config: AppConfig }>;
  /**
   * Its migrations by name: the name is what databases record in kysely_migration, so it never changes, and every
   * area's migrations run together in name order.
   */
  migrations?: Record<string, Migration>;
  /** Its steps of the demo seed by key: every area's steps run in key order, in one transaction. */
  seed?: Record<string, SeedStep>;
  /** The Spanish of the messages only this area writes (its m-tagged templates), keyed by their English source (server/http/text.es.ts). */
  spanish?: Record<string, string>;
}

/** Declares an area's manifest (typed, nothing else). */
export const defineArea = (manifest: AreaManifest): AreaManifest => manifest;
