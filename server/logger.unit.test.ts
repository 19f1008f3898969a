// Request log lines never carry a path's secret (issue 25: nothing about guests in logs): a household's
// personal link, its invitation API, a print's server access key.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createLogger, loggedUrl } from "./logger";

const TOKEN = "Zk3v9QmT1xY7bN2cR8pL0sW4hJ6dF5gA-_qEuIoPaSd";

describe("loggedUrl", () => {
  it("replaces the secret of a personal link, the invitation API and a print's access key", () => {
    expect(loggedUrl(`/i/${TOKEN}`)).toBe("/i/…");
    expect(loggedUrl(`/i/${TOKEN}?domainHost=a.se`)).toBe("/i/…?domainHost=a.se");
    expect(loggedUrl(`/api/invitations/${TOKEN}`)).toBe("/api/invitations/…");
    expect(loggedUrl("/api/prints/abc123/serverAccess/s3cr3t")).toBe("/api/prints/abc123/serverAccess/…");
    expect(loggedUrl("/api/sites/abc/households")).toBe("/api/sites/abc/households");
    expect(loggedUrl("/sv")).toBe("/sv");
  });

  it("is what Fastify's request lines show", async () => {
    const lines: string[] = [];
    const log = createLogger({
      level: "info",
      destination: { write: (line: string) => void lines.push(line) },
    });
    const app = Fastify({ loggerInstance: log });
    app.get("/api/invitations/:token", async () => ({ ok: true }));
    await app.inject({ method: "GET", url: `/api/invitations/${TOKEN}` });
    await app.close();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).toContain("/api/invitations/…");
    expect(lines.join("\n")).not.toContain(TOKEN);
  });
});
