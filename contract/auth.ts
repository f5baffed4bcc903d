/** The auth service (spec §7 "Authentication posts credentials to a separate auth service"). */
import { z } from 'zod';
import { endpoint } from './define';
import { r } from './refusal';

const passwordGrant = z.strictObject({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1, r('username is required')).max(128),
  password: z.string().min(1, r('password is required')).max(1024),
});
const refreshGrant = z.strictObject({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1, r('refresh_token is required')).max(512),
});

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

const jwk = z.record(z.string(), z.unknown());

export const authContract = {
  token: endpoint({
    base: '/auth',
    method: 'POST',
    path: 'token',
    summary: 'OAuth2-style token endpoint: password and refresh-token grants',
    access: 'public',
    body: z.discriminatedUnion('grant_type', [passwordGrant, refreshGrant]),
    response: tokenResponse,
  }),
  logout: endpoint({
    base: '/auth',
    method: 'POST',
    path: 'logout',
    summary: 'Revokes a refresh token and every token rotated from the same login',
    access: 'public',
    body: z.strictObject({ refresh_token: z.string().min(1).max(512) }),
    response: z.object({ revoked: z.boolean() }),
  }),
  jwks: endpoint({
    base: '/auth',
    method: 'GET',
    path: '.well-known/jwks.json',
    summary: 'Public keys that verify access tokens (JWKS)',
    access: 'public',
    response: z.object({ keys: z.array(jwk) }),
  }),
};
