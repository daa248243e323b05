/**
 * A least-recently-used cache of byte arrays, bounded by their total size: what this process
 * keeps of stored images and their resized copies. Only a cache: every entry can be made again
 * from the database.
 */
export interface ByteCache {
  get(key: string): Uint8Array | undefined;
  set(key: string, bytes: Uint8Array): void;
  /** The bytes held now. */
  readonly size: number;
}

export function createByteCache(maxBytes: number): ByteCache {
  // A Map iterates in insertion order: the first key is the least recently used.
  const entries = new Map<string, Uint8Array>();
  let size = 0;
  return {
    get(key) {
      const bytes = entries.get(key);
      if (bytes) {
        entries.delete(key);
        entries.set(key, bytes);
      }
      return bytes;
    },
    set(key, bytes) {
      const previous = entries.get(key);
      if (previous) {
        entries.delete(key);
        size -= previous.length;
      }
      // One entry may not take more than a quarter of the room, or it would empty the cache.
      if (bytes.length > maxBytes / 4) return;
      entries.set(key, bytes);
      size += bytes.length;
      for (const [oldest, old] of entries) {
        if (size <= maxBytes) break;
        entries.delete(oldest);
        size -= old.length;
      }
    },
    get size() {
      return size;
    },
  };
}
