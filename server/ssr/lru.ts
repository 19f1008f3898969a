// A least-recently-used map bounded by entry count and by bytes, whose entries carry a tag (a site id)
// so that everything of one tag can be dropped at once. Pure: no clock, no I/O (page-cache.ts uses it).

export type LruLimits = { maxEntries: number; maxBytes: number };

type Slot<V> = { value: V; bytes: number; tag: string };

export class TaggedLru<V> {
  // A Map iterates in insertion order: the first key is the least recently used one.
  private readonly slots = new Map<string, Slot<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  private total = 0;

  constructor(private readonly limits: LruLimits) {}

  get size(): number {
    return this.slots.size;
  }

  get bytes(): number {
    return this.total;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  /** The value without making it the most recently used. */
  peek(key: string): V | undefined {
    return this.slots.get(key)?.value;
  }

  has(key: string): boolean {
    return this.slots.has(key);
  }

  /**
   * Stores the value as the most recently used, then evicts the least recently used until both limits
   * hold. A value larger than the whole byte budget is not stored at all (it would evict everything).
   */
  set(key: string, value: V, bytes: number, tag: string): boolean {
    this.delete(key);
    if (bytes > this.limits.maxBytes || this.limits.maxEntries < 1) return false;
    this.slots.set(key, { value, bytes, tag });
    this.total += bytes;
    let keys = this.byTag.get(tag);
    if (!keys) {
      keys = new Set();
      this.byTag.set(tag, keys);
    }
    keys.add(key);
    while (this.slots.size > this.limits.maxEntries || this.total > this.limits.maxBytes) {
      const oldest = this.slots.keys().next().value as string;
      this.delete(oldest);
    }
    return true;
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.total -= slot.bytes;
    const keys = this.byTag.get(slot.tag);
    keys?.delete(key);
    if (keys?.size === 0) this.byTag.delete(slot.tag);
  }

  /** Drops every entry stored with the tag; answers how many. */
  deleteTag(tag: string): number {
    const keys = this.byTag.get(tag);
    if (!keys) return 0;
    const count = keys.size;
    for (const key of [...keys]) this.delete(key);
    return count;
  }

  clear(): void {
    this.slots.clear();
    this.byTag.clear();
    this.total = 0;
  }
}
