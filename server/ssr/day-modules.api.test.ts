// The day's modules (issue 27) through the API and the guest page: a site document with a Programme,
// a FAQ and Travel and stay is saved (PUT /api/sites/V2/{id}) and read back as saved (rich text
// sanitized, a bad link refused); the published page renders them (items in the order given, each
// question a <details> with its deep-link id, a map card only for an address, 'add to calendar' per
// timed item); a module limited to a guest group is not on the open page; a programme item's calendar
// file (GET /ics/{siteId}.ics?item=) answers for a timed, visible item only.
import { type SiteModule, siteModuleSchema } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { activateSite } from "../operations/sites";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../test/harness";

const t = testAppForThisFile({ pages: true });
let hostCounter = 0;

const programme = siteModuleSchema.parse({
  id: "CLIENTIDprogramme1",
  siteModuleType: "Programme",
  title: { sv: "Lördagens program" },
  date: "2027-06-12",
  items: [
    { id: "dance", time: "22:00", endTime: "02:00", title: { sv: "Dans" }, place: "Logen" },
    { id: "ceremony", time: "14:00", title: { sv: "Vigsel" }, place: "Skoklosters kyrka" },
    { id: "note", title: { sv: "Ta med regnkläder" } },
  ],
});
const faq = siteModuleSchema.parse({
  id: "CLIENTIDfaq1",
  siteModuleType: "Faq",
  title: { sv: "Frågor och svar" },
  items: [
    {
      id: "kids",
      question: { sv: "Får vi ta med barn?" },
      answer: { sv: '<p>Ammande bebisar är välkomna.</p><script>alert("x")</script>' },
    },
    { id: "speech", question: { sv: "Får man hålla tal?" }, answer: { sv: "<p>Hör av dig till Erik.</p>" } },
  ],
});
const travel = siteModuleSchema.parse({
  id: "CLIENTIDtravel1",
  siteModuleType: "Travel",
  title: { sv: "Resa och boende" },
  items: [
    {
      id: "inn",
      kind: "STAY",
      title: { sv: "Sjövik gårds värdshus" },
      link: "example.com/sjovik",
      bookingCode: "ANNA27",
      map: { location: "Sjövik gård, Sigtuna" },
    },
    { id: "park", kind: "PARKING", title: { sv: "Parkering vid kyrkan" } },
  ],
});
const secret = siteModuleSchema.parse({
  id: "CLIENTIDfaqEvening",
  siteModuleType: "Faq",
  title: { sv: "Kvällens hemliga frågor" },
  items: [{ id: "secret", question: { sv: "Nattmacka?" }, answer: { sv: "<p>Ja</p>" } }],
});

function documentWith(modules: unknown[]) {
  const doc = validSiteDocument();
  return { ...doc, siteModules: [...(doc.siteModules as unknown[]), ...modules] };
}

async function publishedSite() {
  const owner = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, owner.cookie);
  const save = (modules: unknown[]) =>
    t.app.inject({
      method: "PUT",
      url: `/api/sites/V2/${id}`,
      cookies: { session: owner.cookie },
      payload: documentWith(modules),
    });
  const saved = await save([programme, faq, travel, { ...secret, visibleToGroups: ["evening"] }]);
  expect(saved.statusCode, saved.body).toBe(200);
  hostCounter += 1;
  const host = `dagens-moduler-${hostCounter}.se`;
  await activateSite(t.ctx, id, host);
  return { ...owner, id, host, save };
}

const guestPage = (host: string) =>
  t.app.inject({
    method: "GET",
    url: "/sv",
    headers: { host, "accept-language": "sv-SE" },
    remoteAddress: freshClientAddress(),
  });

describe("the day's modules saved and shown to guests", () => {
  it("are saved as sent, the answer's script removed and the travel link made https", async () => {
    const { id, cookie, save } = await publishedSite();
    const site = (
      await t.app.inject({ method: "GET", url: `/api/sites/${id}`, cookies: { session: cookie } })
    ).json();
    const byId = (moduleId: string) => site.siteModules.find((m: SiteModule) => m.id === moduleId);
    expect(byId("CLIENTIDprogramme1")).toMatchObject({
      siteModuleType: "Programme",
      date: "2027-06-12",
      items: [{ id: "dance", endTime: "02:00" }, { id: "ceremony" }, { id: "note", time: "" }],
    });
    expect(byId("CLIENTIDfaq1").items[0].answer.sv).toBe("<p>Ammande bebisar är välkomna.</p>");
    expect(byId("CLIENTIDtravel1").items[0]).toMatchObject({
      link: "https://example.com/sjovik",
      bookingCode: "ANNA27",
      map: { location: "Sjövik gård, Sigtuna" },
    });
    expect(byId("CLIENTIDfaqEvening").visibleToGroups).toEqual(["evening"]);
    // A time that is not one, and a link guests cannot open, are refused with the field named.
    const badTime = { ...programme, items: [{ id: "x", time: "25:00" }] };
    const refused = expectError(await save([badTime]), 400, "INVALID_INPUT");
    expect(JSON.stringify(refused.issues)).toContain("siteModules.3.items.0.time");
    const badLink = { ...travel, items: [{ id: "x", link: "javascript:alert(1)" }] };
    expectError(await save([badLink]), 400, "INVALID_INPUT");
  });

  it("render on the guest page: the programme as written, questions with their ids, a map for an address", async () => {
    const { id, host } = await publishedSite();
    const response = await guestPage(host);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const html = response.body;
    const titles = Array.from(html.matchAll(/class="module-programme__title">([^<]*)</g), (m) => m[1]);
    expect(titles).toEqual(["Dans", "Vigsel", "Ta med regnkläder"]);
    expect(html).toContain(`href="/ics/${id}.ics?item=dance&amp;lang=sv"`);
    expect(html).toContain(`href="/ics/${id}.ics?item=ceremony&amp;lang=sv"`);
    expect(html).not.toContain("item=note");
    expect(html).toMatch(/<details class="module-faq__item" id="faq-kids" name="faq-CLIENTIDfaq1">/);
    expect(html).toMatch(/<details class="module-faq__item" id="faq-speech"/);
    expect(html).not.toContain("alert(");
    const travelHtml = html.slice(html.indexOf('class="module-travel"'));
    const [inn, park] = travelHtml.split('<li class="module-travel__item').slice(1);
    expect(inn).toContain("module-location__map");
    expect(inn).toContain("ANNA27");
    expect(park).not.toContain("module-location__map");
    // The evening's questions are for that group only.
    expect(html).not.toContain("Kvällens hemliga frågor");
    expect(html).not.toContain("Nattmacka");
  });

  it("answer a calendar file for a timed programme item on the page, 404 for others", async () => {
    const { id, save } = await publishedSite();
    const ics = (item: string) => t.app.inject({ method: "GET", url: `/ics/${id}.ics?item=${item}` });
    const ceremony = await ics("ceremony");
    expect(ceremony.statusCode, ceremony.body).toBe(200);
    expect(ceremony.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(ceremony.body).toContain("DTSTART;TZID=Europe/Stockholm:20270612T140000\r\n");
    expect(ceremony.body).toContain("SUMMARY:Anna & Erik – Vigsel\r\n");
    expect(ceremony.body).toContain(`UID:${id}-item-ceremony@`);
    const dance = await ics("dance");
    expect(dance.body).toContain("DTEND;TZID=Europe/Stockholm:20270613T020000\r\n");
    expectError(await ics("note"), 404, "NOT_FOUND");
    expectError(await ics("nope"), 404, "NOT_FOUND");
    // A hidden programme's items are not the page's.
    expect((await save([{ ...programme, hide: true }])).statusCode).toBe(200);
    expectError(await ics("ceremony"), 404, "NOT_FOUND");
    // Nor are those of a programme for one group only, on the open page.
    expect((await save([{ ...programme, visibleToGroups: ["evening"] }])).statusCode).toBe(200);
    expectError(await ics("ceremony"), 404, "NOT_FOUND");
  });
});
