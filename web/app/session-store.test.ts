import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "./memory-storage.test-helper";
import { readSession, removeSession, writeSession } from "./session-store";

describe("session store", () => {
  afterEach(() => vi.unstubAllGlobals());

  describe("with storage", () => {
    let storage: Storage;
    beforeEach(() => {
      storage = memoryStorage();
      vi.stubGlobal("sessionStorage", storage);
    });

    it("writes JSON and reads it back", () => {
      writeSession("a", { names: ["Maja", "Elias"], guests: 2 });
      expect(storage.getItem("a")).toBe('{"names":["Maja","Elias"],"guests":2}');
      expect(readSession("a")).toEqual({ names: ["Maja", "Elias"], guests: 2 });
    });

    it("reads a value stored by earlier code as plain text when it is JSON ('1')", () => {
      storage.setItem("seen", "1");
      expect(readSession("seen")).toBe(1);
    });

    it("gives undefined for a missing key or text that is not JSON", () => {
      expect(readSession("missing")).toBeUndefined();
      storage.setItem("broken", "{not json");
      expect(readSession("broken")).toBeUndefined();
    });

    it("removes a key", () => {
      writeSession("a", 1);
      removeSession("a");
      expect(storage.getItem("a")).toBeNull();
    });

    it("drops a write the browser refuses (storage full)", () => {
      storage.setItem = () => {
        throw new DOMException("full", "QuotaExceededError");
      };
      expect(() => writeSession("a", "x")).not.toThrow();
      expect(readSession("a")).toBeUndefined();
    });
  });

  it("tolerates storage that throws on access (private mode, blocked)", () => {
    Object.defineProperty(globalThis, "sessionStorage", {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    try {
      expect(() => writeSession("a", 1)).not.toThrow();
      expect(readSession("a")).toBeUndefined();
      expect(() => removeSession("a")).not.toThrow();
    } finally {
      Reflect.deleteProperty(globalThis, "sessionStorage");
    }
  });

  it("works without storage at all (server, tests)", () => {
    expect(typeof sessionStorage).toBe("undefined");
    expect(readSession("a")).toBeUndefined();
    expect(() => writeSession("a", 1)).not.toThrow();
  });
});
