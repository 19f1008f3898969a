// Writes: RSVPs and form submissions per second through the HTTP layer (10 guests at a time, each
// with its own post key fetched beforehand, as a browser does when the form opens) against raw
// statements writing the same rows with the same driver on the same database (the answer row, its
// notification mail's outbox row and the use of the post key, as the product writes them, in one
// statement each: the cheapest way to write those rows); and site saves
// (PUT /api/sites/V2/{id}) p50/p95 against their raw statements (UPDATE sites, INSERT site_versions,
// UPDATE sites.current_version_id in one transaction).
//
// The site is made the way an owner makes one: register, create the site, publish it (npm run admin
// activate). On PGlite the server is stopped before the raw runs, since only one process can open
// the embedded database; on PostgreSQL too, so both runs have the machine to themselves.
import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { createSiteModule } from "@modules/schemas";
import { openDatabase } from "@server/db/client";
import { formSubmissions, postKeys, rsvps, sites, siteVersions } from "@server/db/schema";
import { hashPostKey } from "@server/operations/post-keys";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Report, ms, percentile, ratio } from "./lib/report";
import { admin, type Engine, type Running, sleep } from "./lib/server";

// Enough of each that one scheduling hiccup on a 2-core machine does not move the figure: 200
// submissions took 0.1–0.2 s, and runs of the same build differed by a third.
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS || 1000);
const SAVES = Number(process.env.BENCH_SAVES || 100);
const CONCURRENCY = 10;
// Warm-up, the same on both sides and untimed: a server that has been up is warm (JIT-compiled
// handlers, a pool whose connections have prepared their statements); so is the raw driver's pool.
const WARMUP = Number(process.env.BENCH_WARMUP || 100);
const SAVE_WARMUP = 10;

type Json = Record<string, unknown>;

/** Waits until the mail simulator's folder holds `count` mails; false after 2 minutes. */
async function mailsSent(dataDir: string, count: number): Promise<boolean> {
  const folder = join(dataDir, "mail");
  for (const until = Date.now() + 120_000; Date.now() < until; await sleep(200)) {
    const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".eml")) : [];
    if (files.length >= count) return true;
  }
  return false;
}

// The HTTP client is node:http with a keep-alive agent of CONCURRENCY sockets: the raw baseline runs
// the driver directly, and fetch (undici) costs this process about 0.6 ms of CPU per request against
// 0.25 ms for node:http, which on two cores was a third of what the "server" figure measured.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

async function call(running: Running, method: string, path: string, body?: unknown, cookie?: string) {
  const data = body === undefined ? null : Buffer.from(JSON.stringify(body));
  const { status, text, setCookie } = await new Promise<{ status: number; text: string; setCookie: string }>(
    (resolve, reject) => {
      const request = http.request(
        `${running.base}${path}`,
        {
          method,
          agent,
          headers: {
            ...(data ? { "content-type": "application/json", "content-length": data.length } : {}),
            ...(cookie ? { cookie: `session=${cookie}` } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString("utf8"),
              setCookie: (response.headers["set-cookie"] ?? []).join("; "),
            }),
          );
        },
      );
      request.on("error", reject);
      request.end(data ?? undefined);
    },
  );
  if (status !== 200) throw new Error(`${method} ${path}: ${status} ${text.slice(0, 300)}`);
  return { json: JSON.parse(text) as Json, setCookie };
}

/** Runs jobs CONCURRENCY at a time; returns the elapsed milliseconds. */
async function concurrently(count: number, job: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await job(next++);
    }),
  );
  return performance.now() - start;
}

function siteDocument(title: string) {
  const header = createSiteModule("Header", "CLIENTIDheader1");
  header.title = { sv: title, en: title };
  const rsvp = createSiteModule("Rsvp", "CLIENTIDrsvp1");
  const form = createSiteModule("Form", "CLIENTIDform1");
  return {
    siteModules: [header, rsvp, form],
    fonts: { heading: "Playfair Display", text: "Arial" },
    theme: "theme4",
    availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  };
}

type Element = { id: string; formElementType: string; options?: { id: string }[] };

function answers(elements: Element[]) {
  return elements.map((element) => {
    const option = element.formElementType === "SingleSelect" ? element.options?.[0] : undefined;
    return {
      formElement: element,
      value: option ? "" : "Anna Andersson",
      selectedOption: option ? { id: option.id, text: "" } : null,
    };
  });
}

export async function measureWrites(report: Report, running: Running, engine: Engine): Promise<void> {
  const mail = `bench.${Date.now()}@example.se`;
  const registered = await call(running, "POST", "/api/accounts/register/", {
    mail,
    password: "bench-lösen-123",
  });
  const cookie = /session=([^;]+)/.exec(registered.setCookie)?.[1];
  if (!cookie) throw new Error("register set no session cookie");
  const created = await call(
    running,
    "POST",
    "/api/sites/V2",
    { site: siteDocument("Anna & Erik"), wizardData: null },
    cookie,
  );
  const site = created.json.site as Json & { _id: string; siteModules: (Json & { id: string })[] };
  admin(running, "activate", site._id, `bench-${Date.now()}.example.se`);
  const moduleOf = (id: string) =>
    (site.siteModules.find((m) => m.id === id) as unknown as { form: { formElements: Element[] } }).form
      .formElements;

  // Post keys first (the guest's browser fetches one when the form opens), then the 3 s a person
  // needs at least to fill in a form.
  const keys = async (kind: "rsvps" | "form-submissions") =>
    Promise.all(
      Array.from({ length: SUBMISSIONS + WARMUP }, async () =>
        String((await call(running, "GET", `/api/${kind}/post-key?siteId=${site._id}`)).json.key),
      ),
    );
  const rsvpKeys = await keys("rsvps");
  const formKeys = await keys("form-submissions");
  await sleep(3200);
  const rsvpAnswers = answers(moduleOf("CLIENTIDrsvp1"));
  const formAnswers = answers(moduleOf("CLIENTIDform1"));
  let spam = 0;
  const rsvp = async (i: number) => {
    const body = {
      guests: [{ formElements: rsvpAnswers }],
      language: "sv",
      groupIdentifier: `group-${i}`,
      postKey: rsvpKeys[i],
      formId: "CLIENTIDrsvp1",
      formTitle: "OSA",
    };
    if ((await call(running, "POST", `/api/rsvps/${site._id}/v4/`, body)).json.invertedSuccess) spam++;
  };
  const form = async (i: number) => {
    const body = {
      formElements: formAnswers,
      postKey: formKeys[i],
      formId: "CLIENTIDform1",
      language: "sv",
      formTitle: "Form",
    };
    if ((await call(running, "POST", `/api/form-submissions/${site._id}/`, body)).json.invertedSuccess)
      spam++;
  };
  // Each stored answer queues a notification mail, which the server sends after answering the guest.
  // A timed part starts once the mails of the parts before it have gone out: it then pays for its own
  // mails (part of what a submission costs) and not for another part's, and the saves, like their raw
  // statements, are timed with nothing else running.
  const drained = async (count: number) => {
    if (!(await mailsSent(running.dataDir, count - spam)))
      report.note(`writes [${engine}]: ${count - spam} notification mails were not all sent within 2 minutes`);
  };
  await concurrently(WARMUP, (i) => rsvp(SUBMISSIONS + i));
  await concurrently(WARMUP, (i) => form(SUBMISSIONS + i));
  await drained(2 * WARMUP);
  const rsvpMs = await concurrently(SUBMISSIONS, rsvp);
  await drained(2 * WARMUP + SUBMISSIONS);
  const formMs = await concurrently(SUBMISSIONS, form);
  await drained(2 * (WARMUP + SUBMISSIONS));
  if (spam > 0) report.note(`writes [${engine}]: ${spam} submissions were taken for spam (not stored)`);

  const saveTimes: number[] = [];
  const doc = siteDocument("Anna & Erik");
  for (let i = -SAVE_WARMUP; i < SAVES; i++) {
    const header = doc.siteModules[0] as { title: Record<string, string> };
    header.title = { sv: `Anna & Erik ${i}`, en: `Anna & Erik ${i}` };
    const start = performance.now();
    await call(running, "PUT", `/api/sites/V2/${site._id}`, doc, cookie);
    if (i >= 0) saveTimes.push(performance.now() - start);
  }

  agent.destroy();
  await running.stop();
  const handle = await openDatabase(
    engine === "postgres" && running.databaseUrl
      ? { engine: "postgres", url: running.databaseUrl }
      : { engine: "pglite", dataDir: running.dataDir },
  );
  try {
    const db = handle.db;
    const storedRsvps = await db.select().from(rsvps).where(eq(rsvps.siteId, site._id));
    const storedForms = await db.select().from(formSubmissions).where(eq(formSubmissions.siteId, site._id));
    // The raw side spends post keys too: issued beforehand (untimed), as the guests' were.
    const rawKeys = Array.from({ length: storedRsvps.length + storedForms.length }, (_, i) =>
      hashPostKey(`raw-${site._id}-${i}`),
    );
    await db.insert(postKeys).values(
      rawKeys.map((keyHash, i) => ({
        keyHash,
        purpose: i < storedRsvps.length ? "rsvp" : "form",
        siteId: site._id,
        createdAt: new Date(Date.now() - 10_000),
      })),
    );
    const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
    // The same rows the product wrote: the answer, its mail row (when it has recipients, as the
    // product queues one) and the key's use, in one statement.
    const rawWrite = (
      keyHash: string,
      table: SQL,
      columns: SQL,
      values: SQL,
      id: string,
      kind: string,
      mailed: boolean,
    ) =>
      db.execute(sql`
        with used as (update post_keys set used_at = now() where key_hash = ${keyHash} and used_at is null returning 1),
        stored as (insert into ${table} ${columns} values ${values} returning 1)
        insert into submission_mails (id, site_id, kind, row_ids)
        select ${id}, ${site._id}, ${kind}, ${JSON.stringify([id])}::jsonb where ${mailed}`);
    const rawRsvp = async (i: number) => {
      const row = storedRsvps[i] as typeof rsvps.$inferSelect;
      const id = `raw${row.id}`.slice(0, 24);
      await rawWrite(
        rawKeys[i] as string,
        sql`rsvps`,
        sql`(id, site_id, form_id, form_title, language, group_identifier, guest_index, form_elements, recipients)`,
        sql`(${id}, ${row.siteId}, ${row.formId}, ${row.formTitle}, ${row.language}, ${row.groupIdentifier}, ${row.guestIndex}::integer, ${json(row.formElements)}, ${json(row.recipients)})`,
        id,
        "rsvp",
        (row.recipients as string[]).length > 0,
      );
    };
    const rawForm = async (i: number) => {
      const row = storedForms[i] as typeof formSubmissions.$inferSelect;
      const id = `raw${row.id}`.slice(0, 24);
      await rawWrite(
        rawKeys[storedRsvps.length + i] as string,
        sql`form_submissions`,
        sql`(id, site_id, form_id, form_title, language, form_elements, recipients)`,
        sql`(${id}, ${row.siteId}, ${row.formId}, ${row.formTitle}, ${row.language}, ${json(row.formElements)}, ${json(row.recipients)})`,
        id,
        "form",
        (row.recipients as string[]).length > 0,
      );
    };
    // The first WARMUP rows of each kind warm the pool untimed, as the server's warm-up did.
    await concurrently(Math.min(WARMUP, storedRsvps.length), rawRsvp);
    await concurrently(Math.min(WARMUP, storedForms.length), rawForm);
    const rawRsvpMs = await concurrently(storedRsvps.length - WARMUP, (i) => rawRsvp(WARMUP + i));
    const rawFormMs = await concurrently(storedForms.length - WARMUP, (i) => rawForm(WARMUP + i));
    const perSecond = (count: number, elapsed: number) => (count / elapsed) * 1000;
    const rows: [string, number, number, number, number][] = [
      ["RSVPs/s through HTTP (one guest each)", SUBMISSIONS, rsvpMs, storedRsvps.length - WARMUP, rawRsvpMs],
      ["form submissions/s through HTTP", SUBMISSIONS, formMs, storedForms.length - WARMUP, rawFormMs],
    ];
    for (const [figure, count, elapsed, rawCount, rawElapsed] of rows) {
      const value = perSecond(count, elapsed);
      const base = perSecond(rawCount, rawElapsed);
      report.add({
        section: "writes",
        engine,
        figure: `${figure}, ${CONCURRENCY} at a time, after ${WARMUP} untimed`,
        value: value.toFixed(0),
        baseline: `${base.toFixed(0)} raw writes/s`,
        ratio: ratio(value, base),
      });
    }

    const rawTimes: number[] = [];
    for (let i = -SAVE_WARMUP; i < SAVES; i++) {
      const header = doc.siteModules[0] as { title: Record<string, string> };
      header.title = { sv: `Raw ${i}`, en: `Raw ${i}` };
      const document = doc as unknown as typeof sites.$inferSelect.document;
      const start = performance.now();
      await db.transaction(async (tx) => {
        await tx.update(sites).set({ document, updatedAt: new Date() }).where(eq(sites.id, site._id));
        const [version] = await tx
          .insert(siteVersions)
          .values({ siteId: site._id, document })
          .returning({ id: siteVersions.id });
        await tx
          .update(sites)
          .set({ currentVersionId: version?.id ?? null })
          .where(eq(sites.id, site._id));
      });
      if (i >= 0) rawTimes.push(performance.now() - start);
    }
    const [p50, p95, r50, r95] = [
      percentile(saveTimes, 0.5),
      percentile(saveTimes, 0.95),
      percentile(rawTimes, 0.5),
      percentile(rawTimes, 0.95),
    ];
    report.add({
      section: "writes",
      engine,
      figure: `site save PUT /api/sites/V2 p50 / p95 (${SAVES} saves, one after another)`,
      value: `${ms(p50)} / ${ms(p95)}`,
      baseline: `${ms(r50)} / ${ms(r95)} raw statements`,
      ratio: `p95 ${ratio(p95, r95)}`,
    });
    await db.execute(sql`select 1`);
  } finally {
    await handle.close();
  }
}
