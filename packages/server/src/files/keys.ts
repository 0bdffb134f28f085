import { randomUUID } from 'node:crypto';

/** Files under this prefix are readable by anyone with the address (avatars, product images). */
export const PUBLIC_PREFIX = 'uploads/';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 512;

/** True for a key the stores accept: slash-separated plain segments, nothing that climbs out. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function isPublicKey(key: string): boolean {
  return key.startsWith(PUBLIC_PREFIX);
}

/** A file name reduced to characters safe in a key and an address, keeping its extension. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(-120);
  return cleaned || 'file';
}

/** A fresh key for an upload by this user: uploads/<user>/<uuid>/<name>. */
export function uploadKey(userId: number, fileName: string): string {
  return `${PUBLIC_PREFIX}${userId}/${randomUUID()}/${safeFileName(fileName)}`;
}

/** True when the key was handed to this user by uploadKey. */
export function isUploadKeyOf(key: string, userId: number): boolean {
  return isValidKey(key) && key.startsWith(`${PUBLIC_PREFIX}${userId}/`);
}

/** Keys in addresses: each segment encoded, the slashes kept. */
export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
