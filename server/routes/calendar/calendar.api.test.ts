// GET /ics/{siteId}.ics through HTTP (issue 26 "Add to calendar"): a valid RFC 5545 file for a
// published page, per part with ?part=, and the public site API's visibility: 404 for a site guests
// cannot see, a page without a date or an unknown part; 401 for a password-protected site until the
// guest gave its password, never its date or place before; the open page's modules only.
import { createSiteModule } from "@modules/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../../db/schema";
import { activateSite } from "../../operations/sites";
import { invalidateSite } from "../../ssr/page-cache";
import {
  createSiteFor,
  expectError,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";
import { icsLineProblems, parseIcs, propertyOf, unescapeText } from "./ics-check";

const t = testAppForThisFile();

let hostCounter = 0;

/** A published page with a countdown and a place; `extra` changes the document first. */
async function publishedSite(change: (doc: ReturnType<typeof validSiteDocument>) => void = () => {}) {
  const owner = await registerAndLogin(t.app);
  const doc = validSiteDocument();
  const countdown = createSiteModule("Countdown", "CLIENTIDcountdown1");
  countdown.countdownDate = "2027-08-21 14:00";
  const location = createSiteModule("Location", "CLIENTIDlocation1");
  location.map.location = "Göteborgs domkyrka, Kyrkogatan 28, Göteborg";
  doc.siteModules = [...(doc.siteModules ?? []), countdown, location];
  change(doc);
  const id = await createSiteFor(t.app, owner.cookie, doc);
  hostCounter += 1;
  const host = `anna-och-erik-ics-${hostCounter}.se`;
  await activateSite(t.ctx, id, host);
  return { ...owner, id, host };
}

const getIcs = (url: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, cookies });

describe("GET /ics/{siteId}.ics", () => {
  it("answers the event as a valid calendar file", async () => {
    const { id, host } = await publishedSite();
    const response = await getIcs(`/ics/${id}.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="Anna-Erik.ics"');
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(icsLineProblems(response.body)).toEqual([]);
    const root = parseIcs(response.body);
    expect(root.name).toBe("VCALENDAR");
    expect(root.components.map((c) => c.name)).toEqual(["VTIMEZONE", "VEVENT"]);
    expect(propertyOf(root.components[0], "TZID")?.value).toBe("Europe/Stockholm");
    const event = root.components[1];
    expect(propertyOf(event, "UID")?.value).toBe(`${id}@brollopssidan.se`);
    expect(propertyOf(event, "DTSTAMP")?.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(propertyOf(event, "DTSTART")).toMatchObject({
      params: { TZID: "Europe/Stockholm" },
      value: "20270821T140000",
    });
    expect(propertyOf(event, "DTEND")?.value).toBe("20270821T200000");
    expect(propertyOf(event, "SUMMARY")?.value).toBe("Anna & Erik");
    expect(unescapeText(propertyOf(event, "LOCATION")?.value ?? "")).toBe(
      "Göteborgs domkyrka, Kyrkogatan 28, Göteborg",
    );
    expect(propertyOf(event, "URL")?.value).toBe(`https://${host}/`);
    // The same file again: a calendar that imports it twice has one event.
    expect((await getIcs(`/ics/${id}.ics`)).body).toBe(response.body);
  });

  it("takes the texts in a language of the page when asked, else its first", async () => {
    const { id } = await publishedSite((doc) => {
      const header = doc.siteModules?.[0] as { title: Record<string, string> };
      header.title = { sv: "Anna & Erik", en: "Anna and Erik" };
    });
    const english = await getIcs(`/ics/${id}.ics?lang=en`);
    expect(english.body).toContain("SUMMARY:Anna and Erik\r\n");
    expect(english.body).toContain("PRODID:-//Bröllopssidan//event//EN\r\n");
    expect((await getIcs(`/ics/${id}.ics?lang=fi`)).body).toContain("SUMMARY:Anna & Erik\r\n");
  });

  it("uses Copenhagen's time zone on a Danish page", async () => {
    const { id } = await publishedSite((doc) => {
      doc.availableLanguages = [{ languageCode: "da" }, { languageCode: "sv" }];
    });
    const response = await getIcs(`/ics/${id}.ics`);
    expect(response.body).toContain("DTSTART;TZID=Europe/Copenhagen:20270821T140000\r\n");
    expect(response.body).toContain("TZID:Europe/Copenhagen\r\n");
  });

  it("answers a file per part of the guest list, and 404 for an unknown part", async () => {
    const { id, cookie } = await publishedSite();
    const settings = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${id}/guest-list/settings`,
      cookies: { session: cookie },
      payload: {
        parts: [
          { id: "vigsel", name: "Vigsel" },
          { id: "fest", name: "Middag & fest" },
        ],
        groups: [],
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const part = await getIcs(`/ics/${id}.ics?part=fest`);
    expect(part.statusCode, part.body).toBe(200);
    expect(icsLineProblems(part.body)).toEqual([]);
    const event = parseIcs(part.body).components[1];
    expect(propertyOf(event, "UID")?.value).toBe(`${id}-fest@brollopssidan.se`);
    expect(propertyOf(event, "SUMMARY")?.value).toBe("Anna & Erik – Middag & fest");
    expect(part.headers["content-disposition"]).toBe('attachment; filename="Anna-Erik-Middag-fest.ics"');
    expectError(await getIcs(`/ics/${id}.ics?part=nope`), 404, "NOT_FOUND");
  });

  it("answers 404 for an unknown, malformed, unpublished or expired site and a page without a date", async () => {
    expectError(await getIcs("/ics/0123456789abcdef01234567.ics"), 404, "NOT_FOUND");
    expectError(await getIcs("/ics/nope!.ics"), 404, "NOT_FOUND");
    expectError(await getIcs("/ics/0123456789abcdef01234567.txt"), 404, "NOT_FOUND");

    const owner = await registerAndLogin(t.app);
    const doc = validSiteDocument();
    doc.siteModules = [...(doc.siteModules ?? []), createSiteModule("Countdown", "CLIENTIDcountdown1")];
    const unpublished = await createSiteFor(t.app, owner.cookie, doc);
    const response = expectError(await getIcs(`/ics/${unpublished}.ics`), 404, "NOT_FOUND");
    expect(JSON.stringify(response)).not.toContain("Anna");

    const { id } = await publishedSite();
    await t.ctx.db
      .update(sites)
      .set({ activeExpireDate: new Date(Date.now() - 60_000) })
      .where(eq(sites.id, id));
    invalidateSite(t.ctx, id);
    expectError(await getIcs(`/ics/${id}.ics`), 404, "NOT_FOUND");

    const undated = await publishedSite((d) => {
      d.siteModules = d.siteModules?.filter((m) => m.siteModuleType !== "Countdown");
    });
    expectError(await getIcs(`/ics/${undated.id}.ics`), 404, "NOT_FOUND");
  });

  it("reveals neither date nor place of a password-protected page before its password", async () => {
    const { id, cookie } = await publishedSite();
    await t.ctx.db.update(sites).set({ password: "gästlösen" }).where(eq(sites.id, id));
    invalidateSite(t.ctx, id);
    const refused = await getIcs(`/ics/${id}.ics`);
    expectError(refused, 401, "PASSWORD_REQUIRED");
    for (const text of ["2027", "20270821", "domkyrka", "Anna", "VCALENDAR"])
      expect(refused.body).not.toContain(text);
    // Being the owner does not open it, as for the public site API.
    expectError(await getIcs(`/ics/${id}.ics`, { session: cookie }), 401, "PASSWORD_REQUIRED");
    // A part's file neither.
    expectError(await getIcs(`/ics/${id}.ics?part=x`), 401, "PASSWORD_REQUIRED");

    const login = await t.app.inject({
      method: "POST",
      url: `/api/sites/public/${id}/login`,
      payload: { password: "gästlösen" },
    });
    expect(login.statusCode, login.body).toBe(200);
    const access = login.cookies.find((c) => c.name === `site_access_${id}`);
    expect(access).toBeDefined();
    const opened = await getIcs(`/ics/${id}.ics`, { [`site_access_${id}`]: access?.value ?? "" });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.body).toContain("DTSTART;TZID=Europe/Stockholm:20270821T140000\r\n");
    // Only for this visitor: no shared cache keeps it.
    expect(opened.headers["cache-control"]).toBe("private, no-store");
  });

  it("leaves out what the open page does not show: a hidden place, a place for some groups only", async () => {
    const hidden = await publishedSite((doc) => {
      const location = doc.siteModules?.find((m) => m.siteModuleType === "Location") as { hide: boolean };
      location.hide = true;
    });
    const response = await getIcs(`/ics/${hidden.id}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/^LOCATION/m);
    expect(response.body).not.toContain("domkyrka");

    const forGroups = await publishedSite((doc) => {
      const location = doc.siteModules?.find((m) => m.siteModuleType === "Location") as {
        visibleToGroups?: string[];
      };
      location.visibleToGroups = ["familjen"];
    });
    const open = await getIcs(`/ics/${forGroups.id}.ics`);
    expect(open.statusCode).toBe(200);
    expect(open.body).not.toContain("domkyrka");

    // A household of that group, come by its personal link (its cookie), sees the place, as on its page.
    const settings = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${forGroups.id}/guest-list/settings`,
      cookies: { session: forGroups.cookie },
      payload: { parts: [], groups: [{ id: "familjen", name: "Familjen", partIds: [] }] },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const created = await t.app.inject({
      method: "POST",
      url: `/api/sites/${forGroups.id}/households`,
      cookies: { session: forGroups.cookie },
      payload: { name: "Familjen Andersson", groups: ["familjen"], guests: [{ name: "Anna Andersson" }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = created.json().household.token as string;
    const personal = await getIcs(`/ics/${forGroups.id}.ics`, { [`invitation_${forGroups.id}`]: token });
    expect(personal.statusCode, personal.body).toBe(200);
    expect(personal.body).toContain("Göteborgs domkyrka");
    expect(personal.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("GET /ics/{siteId}.ics beside the guest pages", () => {
  const withPages = testAppForThisFile({ pages: true });

  it("is answered on the page's own host and on the product's, not taken for a guest page", async () => {
    const owner = await registerAndLogin(withPages.app);
    const doc = validSiteDocument();
    doc.siteModules = [...(doc.siteModules ?? []), createSiteModule("Countdown", "CLIENTIDcountdown1")];
    const id = await createSiteFor(withPages.app, owner.cookie, doc);
    await activateSite(withPages.ctx, id, "ics-pages.se");
    for (const host of ["ics-pages.se", "localhost:3000"]) {
      const response = await withPages.app.inject({
        method: "GET",
        url: `/ics/${id}.ics`,
        headers: { host },
      });
      expect(response.statusCode, `${host}: ${response.body.slice(0, 200)}`).toBe(200);
      expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(response.body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    }
  });
});
