// Importing a version-1 site (issue 14 item 1; `npm run admin -- import-site <file.json>`): the file
// holds the site in the old wire format, its RSVP answers and speech sign-ups, and its owner's mail.
// Everything is checked first (a malformed file names the field and changes nothing); then one
// transaction stores the site with its V1 document and the version-2 document it is served from
// (core/legacy/to-v2.ts), its first version, and the old answers. The owner's account is found by mail,
// or made without a usable password (the owner sets one with 'Glömt lösenord').
//
// Every refusal names the field of the file as the operator finds it there (core/legacy/file.ts:
// `site.modules[3].properties.items[0].link: ...`), whether the old format, the database (NUL,
// unpaired surrogates, nesting), the version-2 page made from it, or the host is what refuses it.
// The host is checked with the owner's address rules (core/legacy/host.ts).
import { randomBytes } from "node:crypto";
import { existingPath, type FilePath, fileFieldName, unstorableInFile } from "@core/legacy/file";
import { checkLegacyHost, productDomains } from "@core/legacy/host";
import { LegacyDocumentError, legacyImportSchema, parseLegacyWireSite } from "@core/legacy/schema";
import { legacyToV2 } from "@core/legacy/to-v2";
import { eq } from "drizzle-orm";
import { hashPassword } from "../auth/passwords";
import type { AppContext } from "../context";
import { accounts, customDomains, legacyRsvps, legacySpeeches, sites } from "../db/schema";
import { ID_PATTERN, newId } from "../ids";
import { insertVersion, isUniqueViolation } from "../operations/sites";
import { invalidateSite } from "../ssr/page-cache";

export class ImportError extends Error {}

export type ImportResult = {
  siteId: string;
  host: string | null;
  rsvps: number;
  speeches: number;
  account: string | null;
};

/** A refusal naming the field of the file (`path` from the file's top). */
const refusal = (file: unknown, path: FilePath, reason: string) =>
  new ImportError(`${fileFieldName(file, path)}: ${reason}`);

export async function importLegacySite(ctx: AppContext, input: unknown): Promise<ImportResult> {
  const unstorable = unstorableInFile(input);
  if (unstorable) throw refusal(input, unstorable.path, unstorable.message);
  const file = legacyImportSchema.safeParse(input);
  if (!file.success) {
    const issue = file.error.issues[0];
    throw refusal(input, (issue?.path ?? []) as FilePath, issue?.message ?? "not valid");
  }
  const site = file.data.site;
  let legacy: ReturnType<typeof parseLegacyWireSite>;
  try {
    legacy = parseLegacyWireSite(site);
  } catch (error) {
    if (error instanceof LegacyDocumentError) throw refusal(input, ["site", ...error.path], error.reason);
    throw error;
  }
  const converted = legacyToV2(legacy);
  if (!converted.ok) throw refusal(input, ["site", ...existingPath(site, converted.path)], converted.reason);
  const document = converted.document;
  let host: string | null = null;
  if (legacy.host?.trim()) {
    const checked = checkLegacyHost(legacy.host, productDomains(ctx.config.brandDefinition.domain));
    if (!checked.ok) throw new ImportError(`site.host: ${checked.reason}`);
    host = checked.host;
  }
  // The old document keeps the host it is served on.
  legacy = { ...legacy, host };
  const siteId = legacy._id && ID_PATTERN.test(legacy._id) ? legacy._id : newId();
  const mail = file.data.account?.mail ?? null;
  const unusable = mail ? await hashPassword(randomBytes(24).toString("base64url")) : null;

  try {
    await ctx.db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
      if (taken) throw new ImportError(`site._id: a site ${siteId} exists already`);
      if (host) {
        const [other] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.host, host)).limit(1);
        const [domain] = await tx
          .select({ id: customDomains.id })
          .from(customDomains)
          .where(eq(customDomains.domain, host))
          .limit(1);
        if (other || domain) throw new ImportError(`site.host: ${host} is another site's`);
      }
      let accountId: string | null = null;
      if (mail && unusable) {
        const [existing] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.mail, mail))
          .limit(1);
        accountId = existing?.id ?? newId();
        if (!existing) await tx.insert(accounts).values({ id: accountId, mail, passwordHash: unusable });
      }
      const activeDate = legacy.activeDate ? new Date(legacy.activeDate) : legacy.active ? new Date() : null;
      await tx.insert(sites).values({
        id: siteId,
        accountId,
        host,
        document,
        legacyDocument: legacy as unknown as Record<string, unknown>,
        active: legacy.active,
        activeDate,
        activeExpireDate: legacy.activeExpireDate
          ? new Date(legacy.activeExpireDate)
          : activeDate
            ? new Date(activeDate.getTime() + 365 * 86_400_000)
            : null,
        password: legacy.password?.trim() || null,
        metaNoindex: legacy.metaNoindex ?? false,
      });
      await insertVersion(tx, siteId, document, legacy as unknown as Record<string, unknown>);
      if (file.data.rsvps.length > 0) {
        await tx.insert(legacyRsvps).values(
          file.data.rsvps.map((rsvp) => ({
            id: rsvp._id && ID_PATTERN.test(rsvp._id) ? rsvp._id : newId(),
            siteId,
            data: { ...rsvp, site: siteId } as Record<string, unknown>,
            ip: rsvp.registered.ip ?? null,
            createdAt: new Date(rsvp.registered.date),
          })),
        );
      }
      if (file.data.speeches.length > 0) {
        await tx.insert(legacySpeeches).values(
          file.data.speeches.map((speech) => ({
            id: speech._id && ID_PATTERN.test(speech._id) ? speech._id : newId(),
            siteId,
            data: speech as Record<string, unknown>,
            createdAt: new Date(speech.registered.date),
          })),
        );
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, "sites_account_unique"))
      throw new ImportError(`account.mail: ${mail} has a site already`);
    if (isUniqueViolation(error, "sites_host_unique"))
      throw new ImportError(`site.host: ${host} is another site's`);
    throw error;
  }
  await invalidateSite(ctx, siteId);
  return {
    siteId,
    host,
    rsvps: file.data.rsvps.length,
    speeches: file.data.speeches.length,
    account: mail,
  };
}
