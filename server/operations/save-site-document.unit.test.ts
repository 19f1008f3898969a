// parseSavedDocument is parseInput(siteDocumentSchema, ...) with each unchanged module parsed once: the
// same document (to the byte, in the same key order) and the same 400 for every input, first time and
// from the kept parses.
import { BRANDS } from "@core/brands";
import { siteDocumentSchema } from "@core/site";
import { DEMO_ARTWORK } from "@design/artwork/render";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../errors";
import { type DemoImages, demoSiteDocument } from "../seed/demo-content";
import { validSiteDocument } from "../test/helpers";
import { parseInput } from "../validation";
import { forgetParsedModules, parseSavedDocument } from "./save-site-document";

function fakeImages(): DemoImages {
  const images: DemoImages = {};
  for (const name of Object.values(DEMO_ARTWORK).flat()) {
    images[name] = { path: "/media/demo/", fileName: `${name}.jpg`, sizes: [], isDemoImage: true };
  }
  return images;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The schema's answer: the document as JSON, or the 400's issues. */
function expected(body: unknown): string {
  try {
    return JSON.stringify(parseInput(siteDocumentSchema, clone(body)));
  } catch (error) {
    if (error instanceof ApiError) return `400 ${JSON.stringify(error.issues)}`;
    throw error;
  }
}

/** A save's parse, its modules kept for the next (as a save by the owner does). */
function saved(siteId: string, body: unknown) {
  const { document, remember } = parseSavedDocument(siteId, body);
  remember();
  return document;
}

function actual(siteId: string, body: unknown): string {
  try {
    return JSON.stringify(saved(siteId, clone(body)));
  } catch (error) {
    if (error instanceof ApiError) return `400 ${JSON.stringify(error.issues)}`;
    throw error;
  }
}

/** A complete document as the editor sends it back: the parse of the input, every default filled in. */
const complete = (input: unknown) => JSON.parse(expected(input)) as Record<string, unknown>;

beforeEach(() => forgetParsedModules());

describe("parseSavedDocument", () => {
  const demos = BRANDS.map((brand) => [brand, demoSiteDocument(brand, fakeImages())] as const);

  it.each(demos)(
    "gives the schema's document for the %s demo, first time and from kept parses",
    (_, demo) => {
      for (const body of [demo, complete(demo), complete(demo)]) {
        expect(actual("site1", body)).toBe(expected(body));
        expect(actual("site1", body)).toBe(expected(body));
      }
    },
  );

  it("parses a changed module again: its new text is sanitised, the others come from before", () => {
    const body = complete(validSiteDocument()) as { siteModules: { title: Record<string, string> }[] };
    expect(actual("site1", body)).toBe(expected(body));
    const changed = clone(body);
    (changed.siteModules[0] as { title: Record<string, string> }).title = { sv: "Ny titel" };
    const withScript = clone(body) as { siteModules: Record<string, unknown>[] };
    const text = withScript.siteModules.find((m) => m.siteModuleType === "Text") as Record<string, unknown>;
    text.text = { sv: '<p>Hej<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' };
    for (const b of [changed, withScript, body, withScript]) expect(actual("site1", b)).toBe(expected(b));
    expect(actual("site1", withScript)).not.toContain("script");
  });

  it("fills in the defaults each time (a module missing fields is not kept)", () => {
    const minimal = {
      siteModules: [
        { id: "c1", siteModuleType: "Countdown" },
        { id: "h1", siteModuleType: "Header" },
      ],
    };
    expect(actual("site1", minimal)).toBe(expected(minimal));
    expect(actual("site1", minimal)).toBe(expected(minimal));
  });

  it("fills in a countdown's date of today, not of the day its module was first parsed", () => {
    vi.useFakeTimers();
    try {
      const minimal = { siteModules: [{ id: "c1", siteModuleType: "Countdown" }] };
      vi.setSystemTime(new Date("2026-01-10T12:00:00Z"));
      const first = actual("site1", minimal);
      expect(first).toBe(expected(minimal));
      vi.setSystemTime(new Date("2026-03-20T12:00:00Z"));
      expect(actual("site1", minimal)).toBe(expected(minimal));
      expect(actual("site1", minimal)).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers the schema's 400 for whatever the schema refuses, also after the same modules were kept", () => {
    const body = complete(validSiteDocument()) as { siteModules: Record<string, unknown>[] } & Record<
      string,
      unknown
    >;
    expect(actual("site1", body)).toBe(expected(body));
    const first = body.siteModules[0] as Record<string, unknown>;
    const refused: unknown[] = [
      null,
      [],
      "text",
      {},
      { ...body, siteModules: "none" },
      { ...body, siteModules: [...body.siteModules, first] },
      { ...body, siteModules: Array.from({ length: 101 }, (_, i) => ({ ...first, id: `m${i}` })) },
      { ...body, siteModules: [{ ...first, siteModuleType: "Nothing" }] },
      { ...body, siteModules: [{ ...first, id: "not an id!" }] },
      { ...body, theme: 12 },
      { ...body, availableLanguages: [] },
      { ...body, siteModules: [null] },
    ];
    for (const b of refused) {
      expect(actual("site1", b)).toBe(expected(b));
      expect(actual("site1", b)).toMatch(/^400 /);
    }
  });

  it("does not take a number written as null for a null", () => {
    const body = complete(demoSiteDocument("wedding", fakeImages())) as {
      siteModules: Record<string, unknown>[];
    };
    const gifts = body.siteModules.find((m) => m.siteModuleType === "GiftRegistry") as {
      giftRegistry: { items: { quantity: number | null }[] };
    };
    const item = gifts.giftRegistry.items[0];
    if (!item) throw new Error("the demo's gift registry has no item");
    item.quantity = null;
    expect(actual("site1", body)).toBe(expected(body));
    item.quantity = JSON.parse("1e400"); // Infinity, which JSON writes as null
    expect(() => parseInput(siteDocumentSchema, body)).toThrow(ApiError);
    expect(parseSavedDocumentOf(body)).toMatch(/^400 /);
  });

  it("returns the same document for the same modules of another site, parsed for it", () => {
    const body = complete(validSiteDocument());
    expect(actual("site1", body)).toBe(expected(body));
    expect(actual("site2", body)).toBe(expected(body));
  });

  it("keeps the parsed modules frozen", () => {
    const body = complete(validSiteDocument());
    saved("site1", clone(body));
    const again = saved("site1", clone(body));
    expect(Object.isFrozen(again.siteModules[0])).toBe(true);
  });

  it("keeps nothing of a parse that is not remembered (a stranger's save)", () => {
    const body = complete(validSiteDocument());
    const first = parseSavedDocument("site1", clone(body)).document;
    expect(Object.isFrozen(first.siteModules[0])).toBe(true); // frozen, but not kept
    const again = parseSavedDocument("site1", clone(body)).document;
    expect(again.siteModules[0]).not.toBe(first.siteModules[0]);
    expect(JSON.stringify(again)).toBe(expected(body));
  });
});

/** actual() without the JSON round trip of clone(), which would turn Infinity into null. */
function parseSavedDocumentOf(body: unknown): string {
  try {
    return JSON.stringify(saved("site1", body));
  } catch (error) {
    if (error instanceof ApiError) return `400 ${JSON.stringify(error.issues)}`;
    throw error;
  }
}
