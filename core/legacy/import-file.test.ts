// The import file's checks (issue 22 item 9): the host rules, what the database cannot store, naming a
// field of the file, the version-1 field a version-2 refusal came from, and nulls taken as left out.
import { describe, expect, it } from "vitest";
import { existingPath, fileFieldName, LEGACY_FILE_MAX_DEPTH, unstorableInFile } from "./file";
import { checkLegacyHost, productDomains } from "./host";
import { LegacyDocumentError, legacyRsvpSchema, parseLegacyWireSite } from "./schema";
import { legacySourceOf, legacyToV2 } from "./to-v2";

const domains = productDomains("staging.example.org");

describe("checkLegacyHost", () => {
  it("knows every brand's and market's domain and the configured one", () => {
    expect(domains).toEqual(
      expect.arrayContaining([
        "brollopssidan.se",
        "bryllupssiden.dk",
        "festsidan.se",
        "festsiden.dk",
        "eventsidan.se",
        "eventsiden.dk",
        "staging.example.org",
      ]),
    );
  });

  it.each([
    "brollopssidan.se",
    "www.brollopssidan.se",
    "Festsiden.DK.",
    "staging.example.org",
    "www.staging.example.org",
    "demo.eventsidan.se",
    "api.staging.example.org",
    "www.www.brollopssidan.se",
    "a.b.brollopssidan.se",
    "ab.brollopssidan.se",
    "127.0.0.1",
    "0x7f.1",
    "[::1]",
    "fe80::1",
    "anna.se:8080",
    "localhost",
    "anna.localhost",
    "skrivare.local",
    "x.vercel.app",
    "anna",
    "-anna.se",
  ])("refuses %s", (host) => {
    expect(checkLegacyHost(host, domains).ok).toBe(false);
  });

  it.each([
    ["anna-och-johan.brollopssidan.se", "anna-och-johan.brollopssidan.se"],
    ["sofie-og-mads.bryllupssiden.dk", "sofie-og-mads.bryllupssiden.dk"],
    [" WWW.Anna-Och-Johan.se. ", "anna-och-johan.se"],
    ["anna.fi", "anna.fi"],
  ])("takes %s as %s", (raw, host) => {
    expect(checkLegacyHost(raw, domains)).toEqual({ ok: true, host });
  });
});

describe("unstorableInFile", () => {
  it("finds NUL in a text or a key and unpaired surrogates, with the path", () => {
    expect(unstorableInFile({ a: [1, { b: "x\u0000" }] })).toEqual({
      path: ["a", 1, "b"],
      message: expect.stringContaining("NUL"),
    });
    expect(unstorableInFile({ a: { "k\u0000": 1 } })?.path).toEqual(["a"]);
    expect(unstorableInFile({ a: "\udc00" })?.message).toContain("surrogate");
    expect(unstorableInFile({ a: "😀 åäö", b: [null, true, 1] })).toBeNull();
  });

  it("names the first problem in the file's order", () => {
    expect(unstorableInFile({ a: ["ok", "\u0000"], b: "\u0000" })?.path).toEqual(["a", 1]);
  });

  it("stops at the depth limit without recursion, however deep the file", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const problem = unstorableInFile({ site: deep });
    expect(problem?.path).toHaveLength(LEGACY_FILE_MAX_DEPTH + 1);
    expect(problem?.message).toBe(`nested deeper than ${LEGACY_FILE_MAX_DEPTH} levels`);
  });
});

describe("the file's field names", () => {
  const file = {
    site: {
      modules: [
        { properties: [] },
        {
          properties: [
            { key: "title", value: "x" },
            { key: "items", value: [{ link: "a" }, { link: "b" }] },
          ],
        },
      ],
    },
  };

  it("names a wire property by its key, numbers in brackets", () => {
    expect(fileFieldName(file, ["site", "modules", 1, "properties", 1, "value", 0, "link"])).toBe(
      "site.modules[1].properties.items[0].link",
    );
    expect(fileFieldName(file, ["site", "modules", 1, "properties", "items", 1, "link"])).toBe(
      "site.modules[1].properties.items[1].link",
    );
    expect(fileFieldName(file, ["site", "modules", 1, "properties", 0, "key"])).toBe(
      "site.modules[1].properties[0].key",
    );
    expect(fileFieldName(file, ["rsvps", 2, "registered"])).toBe("rsvps[2].registered");
    expect(fileFieldName(file, [])).toBe("file");
  });

  it("keeps the part of a path the file has", () => {
    expect(existingPath(file.site, ["modules", 1, "properties", "title", "sv"])).toEqual([
      "modules",
      1,
      "properties",
      "title",
    ]);
    expect(existingPath(file.site, ["modules", 1, "properties", "items", 1, "link"])).toHaveLength(6);
  });

  it("finds the version-1 field a version-2 field was made from", () => {
    expect(legacySourceOf(["siteModules", 3, "giftRegistry", "items", 1, "link"])).toEqual([
      "modules",
      3,
      "properties",
      "items",
      1,
      "link",
    ]);
    expect(legacySourceOf(["siteModules", 0, "title", "sv"])).toEqual([
      "modules",
      0,
      "properties",
      "title",
      "sv",
    ]);
    expect(legacySourceOf(["siteModules", 0, "menuTitle", "sv"])).toEqual(["modules", 0, "menuTitle", "sv"]);
    expect(legacySourceOf(["siteModules", 2, "video", "videoUrl"])).toEqual([
      "modules",
      2,
      "properties",
      "videoUrl",
    ]);
    expect(legacySourceOf(["siteModules", 1, "form", "formElements", 4, "label"])).toEqual([
      "modules",
      1,
      "properties",
    ]);
    expect(legacySourceOf(["formRecipients", 0])).toEqual(["mailReceivers"]);
  });
});

describe("a version-1 document", () => {
  const site = (extra: Record<string, unknown>, properties: unknown[] = []) => ({
    modules: [
      { module: "Text", _id: "t0", properties: [] },
      { module: "GiftRegistry", _id: "g1", properties },
    ],
    ...extra,
  });

  it("takes null for a field it may leave out as left out", () => {
    const parsed = parseLegacyWireSite(
      site({ colorScheme: null, fonts: null, theme: null, availableLanguages: null, mailReceivers: null }, [
        { key: "title", value: null },
        { key: "items", value: [{ id: "i1", link: null, quantity: null, description: null }] },
      ]),
    );
    expect(parsed.colorScheme).toBeUndefined();
    expect(parsed.availableLanguages).toEqual([{ languageCode: "sv" }]);
    const converted = legacyToV2(parsed);
    expect(converted.ok).toBe(true);
    // Null where it means something stays: a gift without a limit.
    if (converted.ok) expect(JSON.stringify(converted.document)).toContain('"quantity":null');
    expect(
      legacyRsvpSchema.parse({
        weddingYesOrNo: "no",
        lastName: null,
        registered: { ip: null, date: "2026-01-01T00:00:00Z" },
      }).lastName,
    ).toBe("");
  });

  it("names a bad property by the module's place and the property's key", () => {
    const bad = site({}, [{ key: "items", value: [{ id: "i1", link: "javascript:alert(1)" }] }]);
    try {
      parseLegacyWireSite(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LegacyDocumentError);
      const { path, reason, message } = error as LegacyDocumentError;
      expect(path).toEqual(["modules", 1, "properties", "items", 0, "link"]);
      expect(reason).toMatch(/^A gift link must be/);
      // The editor's API keeps naming the module by its id.
      expect(message).toMatch(/^modules\.g1\.properties\.items\.0\.link: /);
    }
  });

  it("answers what the version-2 page refuses with the version-1 field", () => {
    const parsed = parseLegacyWireSite({
      modules: [{ module: "header", _id: "h1", properties: [{ key: "title", value: "x".repeat(3000) }] }],
    });
    const converted = legacyToV2(parsed);
    expect(converted).toMatchObject({ ok: false, path: ["modules", 0, "properties", "title", "sv"] });
  });
});
