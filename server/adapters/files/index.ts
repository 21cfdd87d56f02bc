import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the bytes of stored files live. The `files` table holds what the portal knows about a file
 * (owner, sniffed type, size, SHA-256) and the key; the store only keeps bytes by key, so an object
 * store can replace the local folder behind the same three calls.
 */
export interface FileStore {
  /** Stores the bytes under a new key and returns it. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes of a key, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes a key; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9]{4}\/[0-9]{2}\/[0-9a-f-]{36}$/;

/**
 * The local default: one file per key under `dir` (DATA_DIR/files), in year/month folders so that
 * no folder grows without bound. Keys are generated here, never taken from a request.
 */
export function createLocalFileStore(dir: string): FileStore {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Invalid file key: ${key}`);
    return path.join(dir, ...key.split('/'));
  };
  return {
    async put(bytes) {
      const now = new Date();
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
