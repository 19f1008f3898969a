// The seating plan's routes (issue 27), on PGlite and PostgreSQL: GET an empty plan, PUT with the
// version it was made from (version + 1), a stale version is 409 with the current plan and changes
// nothing, a bad plan is 400 and changes nothing, another site's guests are refused, a stranger and a
// signed-out visitor are refused, guests who stop attending drop out. The PDFs are printed by real
// Chromium (CHROME_PATH, else Debian's /usr/bin/chromium; skipped without one) from this app listening
// on a loopback port, and read back with poppler (pdfinfo, pdftotext).
import { execFileSync } from "node:child_process";
import { accessSync, constants, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SeatingPlan, SeatingView } from "@core/seating";
import { describe, expect, it } from "vitest";
import { householdAnswers } from "../../db/schema";
import {
  createTestApp,
  expectError,
  ownerWithSite,
  registerAndLogin,
  testAppForThisFile,
} from "../../test/harness";

function executable(path: string | undefined): path is string {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
const chrome = [process.env.CHROME_PATH, "/usr/bin/chromium"].find(executable);
const poppler = executable("/usr/bin/pdfinfo") && executable("/usr/bin/pdftotext");

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
const port = await freePort();
const t = testAppForThisFile({
  pages: true,
  env: { PORT: String(port), HOST: "127.0.0.1", ...(chrome ? { CHROME_PATH: chrome } : {}) },
});

/** Starting Chromium on a busy machine takes seconds; a timeout is not what these tests assert. */
const CHROMIUM_TIMEOUT = 180_000;

type Owner = { cookie: string; siteId: string };

async function household(owner: Owner, name: string, guests: string[], extraGuests = 0) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/sites/${owner.siteId}/households`,
    cookies: { session: owner.cookie },
    payload: { name, guests: guests.map((guest) => ({ name: guest })), extraGuests },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json().household as { id: string; guests: { id: string; name: string }[] };
  return body;
}

async function answer(owner: Owner, householdId: string, guests: { guestId: string; attending: boolean }[]) {
  const response = await t.app.inject({
    method: "PUT",
    url: `/api/sites/${owner.siteId}/households/${householdId}/answers`,
    cookies: { session: owner.cookie },
    payload: { guests },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const get = (owner: Owner, cookie = owner.cookie) =>
  t.app.inject({ method: "GET", url: `/api/sites/${owner.siteId}/seating`, cookies: { session: cookie } });
const put = (owner: Owner, body: unknown, cookie: string | null = owner.cookie) =>
  t.app.inject({
    method: "PUT",
    url: `/api/sites/${owner.siteId}/seating`,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    payload: body as object,
  });

const table = (id: string, name: string, guests: string[], seats = 8, shape: "round" | "long" = "round") => ({
  id,
  name,
  shape,
  seats,
  x: 100,
  y: 100,
  guests,
});

/** An owner with two households: the Eks (Anna, Bo and one extra guest coming; Carl declined) and Lund (Dora coming). */
async function ownerWithGuests() {
  const owner = await ownerWithSite(t.app);
  const ek = await household(owner, "Familjen Ek", ["Anna Ek", "Bo Ek", "Carl Ek"], 1);
  const lund = await household(owner, "Lund", ["Dora Lund"]);
  const [anna, bo, carl] = ek.guests.map((guest) => guest.id) as [string, string, string];
  const dora = lund.guests[0]?.id as string;
  await answer(owner, ek.id, [
    { guestId: anna, attending: true },
    { guestId: bo, attending: true },
    { guestId: carl, attending: false },
  ]);
  await answer(owner, lund.id, [{ guestId: dora, attending: true }]);
  // The extra guest's answer, as the household's RSVP stores it.
  await t.ctx.db.insert(householdAnswers).values({
    householdId: ek.id,
    siteId: owner.siteId,
    guestKey: "extra-0",
    partId: "",
    attending: true,
    child: false,
    setBy: "guest",
  });
  return { ...owner, ek, lund, anna, bo, carl, dora, extra: `${ek.id}:extra-0` };
}

describe("GET and PUT /api/sites/{siteId}/seating", () => {
  it("starts empty at version 0, lists the attending guests (extra guests too), and saves with version + 1", async () => {
    const o = await ownerWithGuests();
    const first = await get(o);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["cache-control"]).toContain("no-store");
    const view = first.json() as SeatingView;
    expect(view.version).toBe(0);
    expect(view.plan).toEqual({ partId: null, tables: [] });
    expect(view.guests.map((guest) => guest.name)).toEqual([
      "Anna Ek",
      "Bo Ek",
      "Gäst till Familjen Ek",
      "Dora Lund",
    ]);
    expect(view.guests.find((guest) => guest.id === o.extra)?.householdId).toBe(o.ek.id);

    const plan: SeatingPlan = {
      partId: null,
      tables: [table("t1", "Bord 1", [o.anna, o.extra]), table("t2", "Bord 2", [o.dora], 10, "long")],
    };
    const saved = await put(o, { version: 0, plan });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as SeatingView).version).toBe(1);
    const again = await put(o, {
      version: 1,
      plan: { ...plan, tables: [table("t1", "Bord 1", [o.anna, o.bo])] },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as SeatingView).version).toBe(2);
    const read = (await get(o)).json() as SeatingView;
    expect(read.version).toBe(2);
    expect(read.plan.tables).toEqual([table("t1", "Bord 1", [o.anna, o.bo])]);
  });

  it("refuses a stale version with 409 and the current plan, changing nothing (two tabs)", async () => {
    const o = await ownerWithGuests();
    const mine = { partId: null, tables: [table("t1", "Bord 1", [o.anna])] };
    expect((await put(o, { version: 0, plan: mine })).statusCode).toBe(200);
    // The other tab still thinks there is no plan, then thinks it is version 1 after a save of version 2.
    const stale = await put(o, { version: 0, plan: { partId: null, tables: [table("x", "Annat", [o.bo])] } });
    const body = expectError(stale, 409, "SEATING_PLAN_CHANGED");
    expect((body as unknown as { current: SeatingView }).current.plan.tables).toEqual(mine.tables);
    expect((body as unknown as { current: SeatingView }).current.version).toBe(1);
    expect((await put(o, { version: 1, plan: mine })).statusCode).toBe(200);
    expectError(
      await put(o, { version: 1, plan: { partId: null, tables: [] } }),
      409,
      "SEATING_PLAN_CHANGED",
    );
    const read = (await get(o)).json() as SeatingView;
    expect(read.version).toBe(2);
    expect(read.plan.tables).toEqual(mine.tables);
  });

  it("refuses a bad plan with 400 and changes nothing", async () => {
    const o = await ownerWithGuests();
    const good = { partId: null, tables: [table("t1", "Bord 1", [o.anna])] };
    expect((await put(o, { version: 0, plan: good })).statusCode).toBe(200);
    for (const bad of [
      { version: 1, plan: { tables: [table("t1", "Bord 1", [o.anna]), table("t2", "Bord 2", [o.anna])] } },
      { version: 1, plan: { tables: [table("t1", "Bord 1", [], 0)] } },
      { version: 1, plan: { tables: [{ ...table("t1", "Bord 1", []), shape: "square" }] } },
      { version: 1, plan: { tables: [table("t1", "", [])] } },
      { version: 1, plan: { tables: [table("t1", "Bord 1", ["<script>"])] } },
      { version: "1", plan: good },
      { plan: good },
      { version: 1 },
    ])
      expectError(await put(o, bad), 400, "INVALID_INPUT");
    const read = (await get(o)).json() as SeatingView;
    expect(read.version).toBe(1);
    expect(read.plan.tables).toEqual(good.tables);
  });

  it("refuses guests of another site, and unknown guests, with 400", async () => {
    const o = await ownerWithGuests();
    const other = await ownerWithGuests();
    for (const stranger of [other.anna, other.extra, "0123456789abcdef01234567"]) {
      const response = await put(o, {
        version: 0,
        plan: { partId: null, tables: [table("t1", "Bord 1", [o.anna, stranger])] },
      });
      const body = expectError(response, 400, "INVALID_INPUT");
      expect(JSON.stringify(body.issues)).toContain(stranger);
    }
    expect(((await get(o)).json() as SeatingView).version).toBe(0);
    expect(((await get(other)).json() as SeatingView).version).toBe(0);
  });

  it("drops a guest who no longer attends, or whose household is deleted, when the plan is read and saved", async () => {
    const o = await ownerWithGuests();
    const plan = { partId: null, tables: [table("t1", "Bord 1", [o.anna, o.bo, o.dora, o.extra])] };
    expect((await put(o, { version: 0, plan })).statusCode).toBe(200);
    await answer(o, o.ek.id, [{ guestId: o.bo, attending: false }]);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/sites/${o.siteId}/households/${o.lund.id}`,
      cookies: { session: o.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const read = (await get(o)).json() as SeatingView;
    expect(read.plan.tables[0]?.guests).toEqual([o.anna, o.extra]);
    expect(read.dropped).toBe(2);
    expect(read.guests.map((guest) => guest.id)).not.toContain(o.bo);
    // A save still naming them (a tab opened before) stores them left out, not an error.
    const saved = await put(o, { version: 1, plan });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as SeatingView).plan.tables[0]?.guests).toEqual([o.anna, o.extra]);
  });

  it("seats the guests coming to the plan's part when it names one", async () => {
    const o = await ownerWithSite(t.app);
    const settings = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${o.siteId}/guest-list/settings`,
      cookies: { session: o.cookie },
      payload: {
        parts: [
          { id: "vigsel", name: "Vigsel" },
          { id: "middag", name: "Middag" },
        ],
        groups: [],
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const h = await household(o, "Berg", ["Eva Berg", "Filip Berg"]);
    const [eva, filip] = h.guests.map((guest) => guest.id) as [string, string];
    const parts = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${o.siteId}/households/${h.id}/answers`,
      cookies: { session: o.cookie },
      payload: {
        guests: [
          {
            guestId: eva,
            parts: [
              { partId: "vigsel", attending: true },
              { partId: "middag", attending: true },
            ],
          },
          {
            guestId: filip,
            parts: [
              { partId: "vigsel", attending: true },
              { partId: "middag", attending: false },
            ],
          },
        ],
      },
    });
    expect(parts.statusCode, parts.body).toBe(200);
    const any = (await get(o)).json() as SeatingView;
    expect(any.guests.map((guest) => guest.name)).toEqual(["Eva Berg", "Filip Berg"]);
    expect(any.parts.map((part) => part.id)).toEqual(["vigsel", "middag"]);
    const saved = await put(o, {
      version: 0,
      plan: { partId: "middag", tables: [table("t1", "Bord 1", [eva, filip])] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const dinner = (await get(o)).json() as SeatingView;
    expect(dinner.plan.partId).toBe("middag");
    expect(dinner.guests.map((guest) => guest.name)).toEqual(["Eva Berg"]);
    expect(dinner.plan.tables[0]?.guests).toEqual([eva]);
  });

  it("is the owner's only: 401 signed out, 403 for another account, 404 for no such site; nothing changes", async () => {
    const o = await ownerWithGuests();
    const stranger = await registerAndLogin(t.app);
    const plan = { partId: null, tables: [table("t1", "Bord 1", [o.anna])] };
    expectError(await get(o, "no-such-session"), 401, "NOT_LOGGED_IN");
    expectError(await put(o, { version: 0, plan }, null), 401, "NOT_LOGGED_IN");
    expectError(await get(o, stranger.cookie), 403, "FORBIDDEN");
    expectError(await put(o, { version: 0, plan }, stranger.cookie), 403, "FORBIDDEN");
    for (const path of ["plan.pdf", "place-cards.pdf"]) {
      const url = `/api/sites/${o.siteId}/seating/${path}`;
      expectError(await t.app.inject({ method: "GET", url }), 401, "NOT_LOGGED_IN");
      expectError(
        await t.app.inject({ method: "GET", url, cookies: { session: stranger.cookie } }),
        403,
        "FORBIDDEN",
      );
    }
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/sites/0123456789abcdef01234567/seating",
      cookies: { session: o.cookie },
    });
    expect([403, 404]).toContain(missing.statusCode);
    expect(((await get(o)).json() as SeatingView).version).toBe(0);
    // The print page opens with a key made for one print only.
    expectError(
      await t.app.inject({
        method: "GET",
        url: `/api/sites/${o.siteId}/seating/print/${"a".repeat(43)}?kind=plan`,
      }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("a print that cannot be made", () => {
  it("is 503 PRINT_FAILED, and a paper that is not one is 400", async () => {
    // Its own app, whose Chromium is not there: the print step fails as with a broken browser.
    const broken = await createTestApp({ env: { CHROME_PATH: "/nonexistent/chromium" } });
    try {
      const o = await ownerWithSite(broken.app);
      for (const path of ["plan.pdf?paper=A3", "place-cards.pdf"])
        expectError(
          await broken.app.inject({
            method: "GET",
            url: `/api/sites/${o.siteId}/seating/${path}`,
            cookies: { session: o.cookie },
          }),
          503,
          "PRINT_FAILED",
        );
      expectError(
        await broken.app.inject({
          method: "GET",
          url: `/api/sites/${o.siteId}/seating/plan.pdf?paper=A5`,
          cookies: { session: o.cookie },
        }),
        400,
        "INVALID_INPUT",
      );
    } finally {
      await broken.close();
    }
  }, 60_000);
});

describe.skipIf(!chrome || !poppler)("the prints (Chromium, poppler)", () => {
  const folder = process.env.SEATING_PDF_DIR ?? mkdtempSync(join(tmpdir(), "seating-pdf-"));
  const pdfInfo = (file: string) => execFileSync("pdfinfo", [file], { encoding: "utf8" });
  /** The first page's size in points, from pdfinfo (Chromium rounds to its own units: within a point). */
  const expectPageSize = (info: string, width: number, height: number) => {
    const match = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    expect(match, info).not.toBeNull();
    expect(Math.abs(Number(match?.[1]) - width), info).toBeLessThan(1);
    expect(Math.abs(Number(match?.[2]) - height), info).toBeLessThan(1);
  };
  const pdfText = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });

  async function pdf(o: Owner, path: string, name: string): Promise<string> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/sites/${o.siteId}/seating/${path}`,
      cookies: { session: o.cookie },
    });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="[a-z]+\.pdf"$/);
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const file = join(folder, name);
    writeFileSync(file, response.rawPayload);
    return file;
  }

  it(
    "prints the table plan on A4 and A3 landscape and place cards on A4, with the tables' and guests' names",
    async () => {
      await t.app.listen({ port, host: "127.0.0.1" });
      const o = await ownerWithGuests();
      const plan = {
        partId: null,
        tables: [
          table("t1", "Rosenbordet", [o.anna, o.bo, o.extra]),
          table("t2", "Bord 7", [o.dora], 10, "long"),
        ],
      };
      expect((await put(o, { version: 0, plan })).statusCode).toBe(200);

      const a4 = await pdf(o, "plan.pdf", "plan-a4.pdf");
      const a4Info = pdfInfo(a4);
      // A4 landscape: 841.89 × 595.28 points; the tables, then the guests A–Z.
      expectPageSize(a4Info, 841.89, 595.28);
      expect(a4Info).toMatch(/Pages:\s+2\n/);
      const text = pdfText(a4);
      for (const name of ["Rosenbordet", "Bord 7", "Anna Ek", "Bo Ek", "Dora Lund", "Gäst till Familjen Ek"])
        expect(text).toContain(name);
      // Set in capitals by the print's CSS.
      expect(text).toContain("BORDSPLACERING");
      expect(text).not.toContain("Carl Ek");

      const a3 = await pdf(o, "plan.pdf?paper=A3", "plan-a3.pdf");
      expectPageSize(pdfInfo(a3), 1190.55, 841.89);
      expect(pdfText(a3)).toContain("Dora Lund");

      const cards = await pdf(o, "place-cards.pdf", "cards.pdf");
      const cardsInfo = pdfInfo(cards);
      // A4 portrait, four guests: one sheet of six cards.
      expectPageSize(cardsInfo, 595.28, 841.89);
      expect(cardsInfo).toMatch(/Pages:\s+1\n/);
      const cardText = pdfText(cards);
      for (const name of ["Anna Ek", "Bo Ek", "Dora Lund"]) expect(cardText).toContain(name);
      // The table's name under each (in capitals).
      for (const name of ["ROSENBORDET", "BORD 7"]) expect(cardText).toContain(name);

      // Seven more guests: two sheets of cards.
      const many = await household(o, "Stora familjen", ["G1", "G2", "G3", "G4", "G5", "G6", "G7"]);
      await answer(
        o,
        many.id,
        many.guests.map((guest) => ({ guestId: guest.id, attending: true })),
      );
      const bigger = {
        ...plan,
        tables: [
          ...plan.tables,
          table(
            "t3",
            "Bord 3",
            many.guests.map((g) => g.id),
          ),
        ],
      };
      expect((await put(o, { version: 1, plan: bigger })).statusCode).toBe(200);
      expect(pdfInfo(await pdf(o, "place-cards.pdf", "cards-2.pdf"))).toMatch(/Pages:\s+2\n/);
    },
    CHROMIUM_TIMEOUT,
  );
});
