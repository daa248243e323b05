/**
 * A least-recently-used cache bounded by the total size of its values (`sizeOf`): what this
 * process keeps of stored images, their resized copies and the encoded pages it sends. Only a
 * cache: every entry can be made again.
 */
export interface SizedCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
  /** The total size held now. */
  readonly size: number;
}

export function createSizedCache<V>(maxSize: number, sizeOf: (value: V) => number): SizedCache<V> {
  // A Map iterates in insertion order: the first key is the least recently used.
  const entries = new Map<string, V>();
  let size = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      const previous = entries.get(key);
      if (previous !== undefined) {
        entries.delete(key);
        size -= sizeOf(previous);
      }
      // One entry may not take more than a quarter of the room, or it would empty the cache.
      const added = sizeOf(value);
      if (added > maxSize / 4) return;
      entries.set(key, value);
      size += added;
      for (const [oldest, old] of entries) {
        if (size <= maxSize) break;
        entries.delete(oldest);
        size -= sizeOf(old);
      }
    },
    clear() {
      entries.clear();
      size = 0;
    },
    get size() {
      return size;
    },
  };
}

/** A cache of byte arrays, bounded by their total length. */
export type ByteCache = SizedCache<Uint8Array>;

export const createByteCache = (maxBytes: number): ByteCache =>
  createSizedCache<Uint8Array>(maxBytes, (bytes) => bytes.length);
