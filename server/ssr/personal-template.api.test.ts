// A household's page from the version's template (issue 24): the same bytes as the whole page rendered
// for that household, whatever its name, names, answer, language or the modules' order; and a personal
// link's page follows every change of the site (the version's prepared site and its templates go with
// the site's pages).

import type { PublicSite } from "@core/site";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { presentGuestSite } from "../operations/site-access";
import { activateSite, findSiteById } from "../operations/sites";
import { ensureDemoSite } from "../seed/demo-site";
import { freshClientAddress, registerAndLogin, testAppForThisFile } from "../test/harness";
import { createSiteFor } from "../test/helpers";
import { guestPageStats, renderGuestPage, renderWholePage } from "./guest-page";
import { rsvpInvitationOf } from "./invitation-facts";
import { loadClientAssets } from "./manifest";
import { type PreparedSite, pageCacheOf, siteForGroupsOf } from "./page-cache";

const t = testAppForThisFile({ pages: true });

type Greeting = NonNullable<Parameters<typeof renderGuestPage>[2]["invitation"]>;

const GREETINGS: Greeting[] = [
  {
    householdName: 'Familjen <Lind> & "Co"',
    firstNames: ["Sara", "Mira"],
    guests: [
      { id: "g1", name: "Sara Lind", child: false },
      { id: "g2", name: "Mira 'Lilla' Lind", child: true },
    ],
    extraGuests: 1,
    parts: [],
  },
  {
    householdName: "Moster Karin",
    firstNames: ["Karin"],
    guests: [{ id: "g3", name: "Karin Berg", child: false }],
    extraGuests: 0,
    parts: [],
  },
  {
    householdName: "Åsa, Örjan & Ægir",
    firstNames: ["Åsa", "Örjan", "Ægir", ""],
    guests: [
      { id: "g4", name: "Åsa", child: false },
      { id: "g5", name: "Örjan", child: false },
      { id: "g6", name: "Ægir </script><b>", child: true },
    ],
    extraGuests: 2,
    parts: [],
  },
];

async function demoSite(): Promise<PublicSite> {
  const row = await findSiteById(t.ctx, await ensureDemoSite(t.ctx));
  if (!row) throw new Error("no demo site");
  return presentGuestSite(t.ctx, row);
}

/** The same site with its RSVP module moved to the top (first module: its own isFirst). */
function withRsvpFirst(site: PublicSite): PublicSite {
  const rsvp = site.siteModules.filter((module) => module.siteModuleType === "Rsvp");
  const rest = site.siteModules.filter((module) => module.siteModuleType !== "Rsvp");
  expect(rsvp).toHaveLength(1);
  return { ...site, siteModules: [...rsvp, ...rest] };
}

/** The same site with a module for one group only and another also on the open page. */
function withGroupLimits(site: PublicSite): PublicSite {
  const modules = site.siteModules.map((module, index) =>
    index === 2
      ? { ...module, visibleToGroups: ["g1"] }
      : index === 3
        ? { ...module, visibleToGroups: ["g2"], visibleOnOpenPage: true }
        : module,
  );
  return { ...site, siteModules: modules } as PublicSite;
}

describe("a household's page from its version's template", () => {
  // The countdown shows the moment it is rendered: one moment for the two renders compared.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T12:00:00.500Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is byte for byte the whole page rendered for that household", async () => {
    const demo = await demoSite();
    const kinds = demo.siteModules.map((module) => module.siteModuleType);
    // The demo has the per-request islands (RSVP, countdown) among islands kept in the template.
    expect(kinds).toEqual(expect.arrayContaining(["Rsvp", "Countdown", "Form", "ImageGallery"]));
    const brand = t.ctx.config.brandDefinition;
    const assets = loadClientAssets();
    const languages = demo.availableLanguages.map((l) => l.languageCode);
    expect(languages.length).toBeGreaterThan(0);
    for (const site of [demo, withRsvpFirst(demo)]) {
      for (const language of languages) {
        for (const linkQuery of ["", "?domainHost=example.se"]) {
          const optionsFor = (greeting: Greeting) => ({
            brand,
            assets,
            isDemo: false,
            linkQuery,
            invitation: greeting,
            rsvp: { invitation: rsvpInvitationOf(greeting) },
          });
          // The site object's first household page is rendered whole; from the second on, the template.
          const first = guestPageStats.fromTemplate;
          renderGuestPage(site, language, optionsFor(GREETINGS[1] as Greeting));
          expect(guestPageStats.fromTemplate).toBe(first);
          for (const greeting of GREETINGS) {
            const options = optionsFor(greeting);
            const before = guestPageStats.fromTemplate;
            const page = renderGuestPage(site, language, options);
            expect(guestPageStats.fromTemplate).toBe(before + 1);
            const whole = renderWholePage(site, language, options);
            expect(page).toBe(whole);
            expect(page).toContain(greeting.guests[0]?.id);
          }
        }
      }
    }
  });

  it("is the whole page of the household's group view, one view object per set of groups", async () => {
    const limited = withGroupLimits(await demoSite());
    const prepared = { row: {} as PreparedSite["row"], site: limited };
    const brand = t.ctx.config.brandDefinition;
    const assets = loadClientAssets();
    const views = new Set<PublicSite>();
    for (const groups of [["g1"], ["g2"], [], ["g2", "g1"]]) {
      const view = siteForGroupsOf(prepared, limited, groups);
      // The same object for the same groups in any order: its template is made once and reused.
      expect(siteForGroupsOf(prepared, limited, [...groups].reverse())).toBe(view);
      views.add(view);
      for (const greeting of GREETINGS) {
        const options = {
          brand,
          assets,
          isDemo: false,
          linkQuery: "",
          invitation: greeting,
          rsvp: { invitation: rsvpInvitationOf(greeting) },
        };
        expect(renderGuestPage(view, "sv", options)).toBe(renderWholePage(view, "sv", options));
      }
    }
    expect(views.size).toBe(4);
    const before = guestPageStats.fromTemplate;
    const view = siteForGroupsOf(prepared, limited, ["g1"]);
    const options = {
      brand,
      assets,
      isDemo: false,
      linkQuery: "",
      invitation: GREETINGS[0] as Greeting,
      rsvp: { invitation: rsvpInvitationOf(GREETINGS[0] as Greeting) },
    };
    const page = renderGuestPage(view, "sv", options);
    expect(guestPageStats.fromTemplate).toBe(before + 1);
    // The group's own module is there, the other group's is not (its open-page mark is for the open page).
    const g1 = limited.siteModules[2]?.id ?? "";
    const g2 = limited.siteModules[3]?.id ?? "";
    expect(page).toContain(`data-module-id="${g1}"`);
    expect(page).not.toContain(`data-module-id="${g2}"`);
  });

  it("is the household's own: another household's name is not in it", async () => {
    const site = await demoSite();
    const brand = t.ctx.config.brandDefinition;
    const assets = loadClientAssets();
    const pages = GREETINGS.map((greeting) =>
      renderGuestPage(site, "sv", {
        brand,
        assets,
        isDemo: false,
        linkQuery: "",
        invitation: greeting,
        rsvp: { invitation: rsvpInvitationOf(greeting) },
      }),
    );
    expect(pages[0]).toContain("Sara Lind");
    expect(pages[1]).toContain("Karin Berg");
    expect(pages[1]).not.toContain("Sara Lind");
    expect(pages[0]).not.toContain("Karin Berg");
  });
});

describe("personal links' pages and the site's changes", () => {
  it("renders each household's page from one read of the version and shows a save at once", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const demo = await findSiteById(t.ctx, await ensureDemoSite(t.ctx));
    const siteId = await createSiteFor(t.app, cookie, demo?.document);
    const host = "personlig-mall.se";
    await activateSite(t.ctx, siteId, host);
    const tokens: string[] = [];
    for (const name of ["Familjen Lind", "Moster Karin", "Farbror Olle"]) {
      const added = await t.app.inject({
        method: "POST",
        url: `/api/sites/${siteId}/households`,
        cookies: { session: cookie },
        payload: { name, guests: [{ name: `${name.split(" ")[1]} Gäst` }] },
      });
      expect(added.statusCode, added.body).toBe(200);
      tokens.push((added.json() as { household: { token: string } }).household.token);
    }
    const page = (token: string) =>
      t.app.inject({
        method: "GET",
        url: "/sv",
        headers: { host, "accept-language": "sv-SE" },
        cookies: { [`invitation_${siteId}`]: token },
        remoteAddress: freshClientAddress(),
      });
    const cache = pageCacheOf(t.ctx);
    const version = (await findSiteById(t.ctx, siteId))?.currentVersionId ?? null;
    for (const [index, token] of tokens.entries()) {
      const answer = await page(token);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["x-cache"]).toBe("personal");
      expect(answer.body).toContain(["Lind Gäst", "Karin Gäst", "Olle Gäst"][index]);
    }
    // Read for the first two households' pages, then kept: the third one's came from it.
    expect(cache.preparedSite(siteId, version)).toBeDefined();

    // A save: the next household page is of the new version, at once.
    const document = structuredClone(demo?.document) as {
      siteModules: { siteModuleType: string; title?: Record<string, string> }[];
    };
    const header = document.siteModules.find((module) => module.siteModuleType === "Header");
    expect(header).toBeDefined();
    if (header) header.title = { sv: "Ett helt nytt namn", en: "A whole new name", da: "Et helt nyt navn" };
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/sites/V2/${siteId}`,
      cookies: { session: cookie },
      remoteAddress: freshClientAddress(),
      payload: document,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(cache.preparedSite(siteId, version)).toBeUndefined();
    const after = await page(tokens[0] ?? "");
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain("Ett helt nytt namn");
    expect(after.body).toContain("Lind Gäst");
  });
});
