/** Bearer secrets the server hands out (refresh and download tokens): random, and stored only as their SHA-256 hash. */
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, in hex. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
