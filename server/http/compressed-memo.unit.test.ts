// The memo of compressed bodies: bounded by bytes, least recently used out, one huge body never kept.
import { describe, expect, it } from "vitest";
import { bodyHash, bufferHash, CompressedMemo } from "./compressed-memo";

const kb = (n: number, fill = 1) => Buffer.alloc(n * 1024, fill);

describe("CompressedMemo", () => {
  it("drops the least recently used entries beyond its size", () => {
    const memo = new CompressedMemo(100 * 1024);
    memo.set("a", kb(10));
    memo.set("b", kb(10));
    for (let i = 0; i < 7; i++) memo.set(`f${i}`, kb(10));
    expect(memo.get("a")).toBeDefined(); // a is now the most recent
    memo.set("c", kb(10));
    memo.set("d", kb(10));
    expect(memo.get("b")).toBeUndefined();
    expect(memo.get("a")).toBeDefined();
    expect(memo.size.bytes).toBeLessThanOrEqual(100 * 1024);
  });

  it("does not keep a body larger than an eighth of its size, and replaces a key in place", () => {
    const memo = new CompressedMemo(80 * 1024);
    memo.set("big", kb(11));
    expect(memo.get("big")).toBeUndefined();
    memo.set("k", kb(5));
    memo.set("k", kb(3, 2));
    expect(memo.size).toEqual({ entries: 1, bytes: 3 * 1024 });
    expect(memo.get("k")?.[0]).toBe(2);
  });
});

describe("bodyHash", () => {
  it("is the same for the same bytes as string or buffer and differs for one byte changed", () => {
    expect(bodyHash("<p>hej</p>")).toBe(bodyHash(Buffer.from("<p>hej</p>")));
    expect(bodyHash("<p>hej</p>")).not.toBe(bodyHash("<p>Hej</p>"));
    expect(bodyHash("x")).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe("bufferHash", () => {
  it("is the body's hash, per Buffer: equal bytes in another Buffer hash alike, other bytes differ", () => {
    const page = Buffer.from("<!doctype html><p>Välkomna</p>");
    expect(bufferHash(page)).toBe(bodyHash(page));
    expect(bufferHash(page)).toBe(bufferHash(page));
    expect(bufferHash(Buffer.from(page))).toBe(bodyHash(page));
    expect(bufferHash(Buffer.from("<!doctype html><p>Nytt namn</p>"))).not.toBe(bufferHash(page));
  });
});
