import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ConfigError, type LogEntry, loadConfig } from "./config";

// Loads with a spy logger; never reads the real process.env.
function load(env: Record<string, string | undefined>) {
  const log = vi.fn<(entry: LogEntry) => void>();
  return { log, run: () => loadConfig(env, log) };
}

// The seller's details a production start needs (SellerConfig).
const SELLER = {
  SELLER_NAME: "Sidbolaget AB",
  SELLER_ORG_NUMBER: "556677-8899",
  SELLER_VAT_NUMBER: "SE556677889901",
  SELLER_ADDRESS: "Storgatan 1, 111 22 Stockholm",
};

function failure(env: Record<string, string | undefined>) {
  const { log, run } = load(env);
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ConfigError);
  return { error: caught as ConfigError, log };
}

describe("loadConfig defaults", () => {
  it("is the Swedish wedding brand on port 3000 with embedded storage", () => {
    const { log, run } = load({});
    const config = run();
    expect(config).toMatchObject({
      brand: "wedding",
      market: "se",
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      database: { kind: "pglite" },
      mailUrl: null,
      publicUrl: "http://localhost:3000",
      nodeEnv: "development",
      sessionCookieSecure: false,
      editorDomains: ["brollopssidan.se", "www.brollopssidan.se", "localhost"],
    });
    expect(config.brandDefinition).toMatchObject({
      domain: "brollopssidan.se",
      contactMail: "info@brollopssidan.se",
      demoHost: "demo.brollopssidan.se",
      currency: "SEK",
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  it("returns a frozen config", () => {
    const config = load({}).run();
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.database)).toBe(true);
    expect(Object.isFrozen(config.editorDomains)).toBe(true);
  });

  it("treats empty and blank variables as unset", () => {
    const config = load({ BRAND: "", MARKET: "  ", PORT: "", DATABASE_URL: "" }).run();
    expect(config).toMatchObject({
      brand: "wedding",
      market: "se",
      port: 3000,
      database: { kind: "pglite" },
    });
  });
});

describe("loadConfig overrides", () => {
  it("reads every variable", () => {
    const config = load({
      BRAND: "party",
      MARKET: "dk",
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/sida",
      DATABASE_URL: "postgres://user:secret@db:5432/sida",
      MAIL_URL: "smtps://user:pw@mail.example.dk:465",
      SITE_DOMAIN: "WWW.Staging.Festsiden.dk",
      PUBLIC_URL: "https://staging.festsiden.dk/",
      NODE_ENV: "production",
      ...SELLER,
    }).run();
    expect(config).toMatchObject({
      brand: "party",
      market: "dk",
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/sida",
      database: { kind: "postgres", url: "postgres://user:secret@db:5432/sida" },
      mailUrl: "smtps://user:pw@mail.example.dk:465",
      publicUrl: "https://staging.festsiden.dk",
      nodeEnv: "production",
      sessionCookieSecure: true,
      editorDomains: ["staging.festsiden.dk", "www.staging.festsiden.dk"],
    });
    expect(config.brandDefinition).toMatchObject({
      displayName: "Festsiden",
      contactMail: "info@staging.festsiden.dk",
      defaultLanguage: "da",
      currency: "DKK",
    });
  });

  it("resolves a relative DATA_DIR against the working directory", () => {
    expect(load({ DATA_DIR: "tmp/data" }).run().dataDir).toBe(path.resolve("tmp/data"));
  });

  it("derives the default PUBLIC_URL from PORT", () => {
    expect(load({ PORT: "3100" }).run().publicUrl).toBe("http://localhost:3100");
  });

  it("accepts brand and market in any case", () => {
    expect(load({ BRAND: "Event", MARKET: "DK" }).run()).toMatchObject({ brand: "event", market: "dk" });
  });

  it("defaults SESSION_COOKIE_SECURE to whether PUBLIC_URL is https, and lets it be set", () => {
    expect(load({ PUBLIC_URL: "http://sida.local" }).run().sessionCookieSecure).toBe(false);
    expect(load({ PUBLIC_URL: "https://brollopssidan.se" }).run().sessionCookieSecure).toBe(true);
    expect(
      load({ PUBLIC_URL: "https://x.se", SESSION_COOKIE_SECURE: "false" }).run().sessionCookieSecure,
    ).toBe(false);
    expect(load({ SESSION_COOKIE_SECURE: "TRUE" }).run().sessionCookieSecure).toBe(true);
    expect(load({ SESSION_COOKIE_SECURE: "0" }).run().sessionCookieSecure).toBe(false);
  });

  it("accepts postgresql:// too", () => {
    expect(load({ DATABASE_URL: "postgresql://localhost/sida" }).run().database).toEqual({
      kind: "postgres",
      url: "postgresql://localhost/sida",
    });
  });
});

describe("loadConfig errors", () => {
  it("logs an unknown brand at severity 3 and throws naming the valid brands", () => {
    const { error, log } = failure({ BRAND: "weding" });
    expect(error.message).toContain("Unknown BRAND 'weding': use one of wedding, party, event");
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({ severity: 3, message: error.message });
  });

  it("logs an unknown market at severity 3 and throws naming the valid markets", () => {
    const { error, log } = failure({ MARKET: "no" });
    expect(error.message).toContain("Unknown MARKET 'no': use one of se, dk");
    expect(log).toHaveBeenCalledWith({ severity: 3, message: error.message });
  });

  it.each(["0", "65536", "abc", "30.5", "-1", "3000x"])("rejects PORT %j", (port) => {
    const { error, log } = failure({ PORT: port });
    expect(error.message).toContain(`Invalid PORT '${port}': use an integer from 1 to 65535`);
    expect(log).toHaveBeenCalledWith({ severity: 3, message: error.message });
  });

  it("accepts the PORT limits", () => {
    expect(load({ PORT: "1" }).run().port).toBe(1);
    expect(load({ PORT: "65535" }).run().port).toBe(65535);
  });

  it("reads RATE_LIMIT_ALLOW as a list of IP addresses and refuses anything else", () => {
    expect(load({}).run().rateLimitAllow).toEqual([]);
    expect(load({ RATE_LIMIT_ALLOW: " 127.0.0.1, ::1 ,," }).run().rateLimitAllow).toEqual([
      "127.0.0.1",
      "::1",
    ]);
    expect(failure({ RATE_LIMIT_ALLOW: "127.0.0.1, example.com" }).error.problems[0]).toContain(
      "RATE_LIMIT_ALLOW",
    );
  });

  it("reports every problem at once", () => {
    const { error, log } = failure({ BRAND: "x", MARKET: "y", PORT: "0" });
    expect(error.problems).toHaveLength(3);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("rejects bad URLs without echoing them, since they may hold passwords", () => {
    const { error } = failure({ DATABASE_URL: "mysql://root:hunter2@db/x", MAIL_URL: "nope:hunter2" });
    expect(error.message).toContain("Invalid DATABASE_URL: use a postgres:// or postgresql:// URL");
    expect(error.message).toContain("Invalid MAIL_URL: use an smtp:// or smtps:// URL");
    expect(error.message).not.toContain("hunter2");
  });

  it.each([
    [{ PUBLIC_URL: "brollopssidan.se" }, "Invalid PUBLIC_URL 'brollopssidan.se'"],
    [{ SITE_DOMAIN: "https://x.se" }, "Invalid SITE_DOMAIN 'https://x.se'"],
    [{ NODE_ENV: "staging" }, "Invalid NODE_ENV 'staging': use one of development, production, test"],
    [{ SESSION_COOKIE_SECURE: "maybe" }, "Invalid SESSION_COOKIE_SECURE 'maybe': use true or false"],
  ])("rejects %j", (env, message) => {
    expect(failure(env).error.message).toContain(message);
  });
});

describe("loadConfig maps", () => {
  const tiles = {
    MAP_TILE_URL: "https://tile.example.org/{z}/{x}/{y}.png?key=hunter2",
    MAP_GEOCODER_URL: "https://geocode.example.org/",
  };

  it("draws the offline card by default, credited to OpenStreetMap with the brand's contact in the User-Agent", () => {
    expect(load({}).run().maps).toEqual({
      provider: "offline",
      attribution: "© OpenStreetMap contributors",
      userAgent: "Bröllopssidan-maps/1 (+http://localhost:3000; info@brollopssidan.se)",
    });
  });

  it("uses tiles when a tile server is named, with the geocoder URL without its trailing slash", () => {
    expect(load(tiles).run().maps).toMatchObject({
      provider: "tiles",
      tileUrl: tiles.MAP_TILE_URL,
      geocoderUrl: "https://geocode.example.org",
      geocoderIntervalMs: 1000,
    });
    expect(load({ ...tiles, MAP_GEOCODER_INTERVAL_MS: "0" }).run().maps).toMatchObject({
      geocoderIntervalMs: 0,
    });
  });

  it("lets MAP_PROVIDER choose the offline card even with a tile server, and takes the credit and User-Agent", () => {
    const config = load({
      ...tiles,
      MAP_PROVIDER: "Offline",
      MAP_ATTRIBUTION: "© Kartfirman",
      MAP_USER_AGENT: "x/1",
    }).run();
    expect(config.maps).toEqual({ provider: "offline", attribution: "© Kartfirman", userAgent: "x/1" });
  });

  it.each([
    [{ MAP_PROVIDER: "tiles" }, "MAP_PROVIDER tiles needs both MAP_TILE_URL and MAP_GEOCODER_URL"],
    [{ MAP_TILE_URL: tiles.MAP_TILE_URL }, "MAP_PROVIDER tiles needs both MAP_TILE_URL and MAP_GEOCODER_URL"],
    [{ MAP_PROVIDER: "google" }, "Invalid MAP_PROVIDER 'google': use one of offline, tiles"],
    [
      { ...tiles, MAP_TILE_URL: "https://tile.example.org/{z}/{x}.png?key=hunter2" },
      "Invalid MAP_TILE_URL: use an http(s) URL template",
    ],
    [{ ...tiles, MAP_TILE_URL: "ftp://tile.example.org/{z}/{x}/{y}.png" }, "Invalid MAP_TILE_URL"],
    [{ ...tiles, MAP_GEOCODER_URL: "geocode.example.org" }, "Invalid MAP_GEOCODER_URL"],
    [{ MAP_ATTRIBUTION: "x".repeat(121) }, "Invalid MAP_ATTRIBUTION"],
    [{ ...tiles, MAP_GEOCODER_INTERVAL_MS: "-1" }, "Invalid MAP_GEOCODER_INTERVAL_MS '-1'"],
  ])("rejects %j without echoing the URLs", (env, message) => {
    const { error } = failure(env);
    expect(error.message).toContain(message);
    expect(error.message).not.toContain("hunter2");
  });
});

describe("loadConfig analytics", () => {
  it("sends nothing in local development and keeps events in our own table elsewhere", () => {
    expect(load({}).run().analytics).toEqual({ provider: "off" });
    expect(load({ NODE_ENV: "production", ...SELLER }).run().analytics).toEqual({ provider: "local" });
    expect(load({ NODE_ENV: "test" }).run().analytics).toEqual({ provider: "local" });
    expect(load({ NODE_ENV: "production", ANALYTICS: "off", ...SELLER }).run().analytics).toEqual({
      provider: "off",
    });
  });

  it("speaks to Plausible for the brand's domain unless another is named", () => {
    expect(load({ ANALYTICS: "plausible", BRAND: "party" }).run().analytics).toEqual({
      provider: "plausible",
      apiUrl: "https://plausible.io",
      domain: "festsidan.se",
    });
    expect(
      load({
        ANALYTICS: "plausible",
        PLAUSIBLE_API_URL: "https://stats.example.org/",
        PLAUSIBLE_DOMAIN: "Festsidan.SE",
      }).run().analytics,
    ).toEqual({ provider: "plausible", apiUrl: "https://stats.example.org", domain: "festsidan.se" });
  });

  it("refuses an unknown provider and a bad Plausible address", () => {
    expect(failure({ ANALYTICS: "google" }).error.message).toContain("ANALYTICS");
    expect(failure({ ANALYTICS: "plausible", PLAUSIBLE_API_URL: "ftp://x" }).error.message).toContain(
      "PLAUSIBLE_API_URL",
    );
  });
});

describe("loadConfig seller (issue 23 item 10)", () => {
  it("reads the seller's name, numbers and address, normalised", () => {
    const config = load({
      NODE_ENV: "production",
      SELLER_NAME: "Sidbolaget AB",
      SELLER_ORG_NUMBER: "5566778899",
      SELLER_VAT_NUMBER: "se 5566 7788 9901",
      SELLER_ADDRESS: "Storgatan 1, 111 22 Stockholm",
    }).run();
    expect(config.seller).toEqual({
      name: "Sidbolaget AB",
      orgNumber: "556677-8899",
      vatNumber: "SE556677889901",
      address: "Storgatan 1, 111 22 Stockholm",
      placeholder: [],
    });
    expect(Object.isFrozen(config.seller)).toBe(true);
    expect(
      load({
        ...SELLER,
        MARKET: "dk",
        SELLER_ORG_NUMBER: "12345674",
        SELLER_VAT_NUMBER: "DK 12 34 56 74",
      }).run().seller,
    ).toMatchObject({ orgNumber: "12345674", vatNumber: "DK12345674" });
  });

  it("stops a production start without the seller, naming what is missing", () => {
    const { error, log } = failure({ NODE_ENV: "production", SELLER_NAME: "Sidbolaget AB" });
    expect(error.message).toContain(
      "SELLER_ORG_NUMBER, SELLER_VAT_NUMBER, SELLER_ADDRESS must be set in production",
    );
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ severity: 3 }));
  });

  it("uses an obvious placeholder per market in development and test, and says which are missing", () => {
    const se = load({}).run().seller;
    expect(se).toMatchObject({ orgNumber: "000000-0000", vatNumber: "SE000000000001" });
    expect(se.name).toMatch(/PLACEHOLDER.*SELLER_NAME/);
    expect(se.address).toContain("SELLER_ADDRESS");
    expect(se.placeholder).toEqual([
      "SELLER_NAME",
      "SELLER_ORG_NUMBER",
      "SELLER_VAT_NUMBER",
      "SELLER_ADDRESS",
    ]);
    const dk = load({ NODE_ENV: "test", MARKET: "dk", SELLER_NAME: "Sideselskabet ApS" }).run().seller;
    expect(dk).toMatchObject({ name: "Sideselskabet ApS", orgNumber: "00000000", vatNumber: "DK00000000" });
    expect(dk.placeholder).toEqual(["SELLER_ORG_NUMBER", "SELLER_VAT_NUMBER", "SELLER_ADDRESS"]);
  });

  it.each([
    [{ SELLER_ORG_NUMBER: "556677-8898" }, "Invalid SELLER_ORG_NUMBER '556677-8898'"],
    [{ SELLER_ORG_NUMBER: "12345675" }, "Invalid SELLER_ORG_NUMBER '12345675'"],
    [{ SELLER_ORG_NUMBER: "55667788" }, "Invalid SELLER_ORG_NUMBER"],
    [{ SELLER_VAT_NUMBER: "SE556677889900" }, "Invalid SELLER_VAT_NUMBER 'SE556677889900'"],
    [{ SELLER_VAT_NUMBER: "DK12345675" }, "Invalid SELLER_VAT_NUMBER"],
    [{ SELLER_VAT_NUMBER: "moms" }, "Invalid SELLER_VAT_NUMBER"],
    [{ SELLER_NAME: "A" }, "Invalid SELLER_NAME"],
    [{ SELLER_ADDRESS: "Storgatan 1\u0007" }, "Invalid SELLER_ADDRESS"],
    [
      { ...SELLER, SELLER_VAT_NUMBER: "SE556012579001" },
      "SELLER_VAT_NUMBER SE556012579001 is not the VAT number of SELLER_ORG_NUMBER 556677-8899",
    ],
  ])("refuses %j", (env, message) => {
    expect(failure(env).error.message).toContain(message);
  });
});
