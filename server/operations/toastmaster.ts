// The toastmaster's part (issue 28): what a toastmaster may read and change of a site, and nothing more.
//   - the guest list as names and groups only: households with their guests' names, the groups' names;
//     no mail, phone, address, note, personal link token or print code ever leaves this file;
//   - the answers of the forms the owner shares with the toastmaster (the Form module's
//     `shareWithToastmaster`), with the question labels; answers to mail and phone questions dropped;
//   - the Programme modules' contents, saved as a new version of the site with the version check
//     (409 SAVE_CONFLICT on a stale one) and who saved it; the guest pages invalidated as a save does.
// A submission has no household link (form_submissions); one is matched to the guest list by a
// non-contact answer that is a guest's name (core/guest-import.ts nameKey). That match is shown to the
// toastmaster as a hint only: nothing is sent on it (see docs/decisions.md).
import { type FormElement, formElementSchema } from "@core/form";
import { nameKey } from "@core/guest-import";
import type { GuestGroup } from "@core/guest-list";
import type { SiteDocument } from "@core/site";
import type { Translation } from "@core/translation";
import type { ProgrammeModule } from "@modules/programme/schema";
import { programmeSchema } from "@modules/programme/schema";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../context";
import {
  formDefinitions,
  formSubmissions,
  guestListSettings,
  householdGuests,
  households,
  sites,
  siteVersions,
} from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { invalidateSite } from "../ssr/page-cache";
import { isForeignKeyViolation } from "./sites";
import { pruneVersions } from "./versions";

export type ToastmasterHousehold = {
  id: string;
  name: string;
  groupIds: string[];
  guests: { id: string; name: string; child: boolean }[];
};

export type ToastmasterAnswer = { label: Translation; value: string };

export type ToastmasterSubmission = {
  id: string;
  createdAt: string;
  answers: ToastmasterAnswer[];
  /** The guest-list household whose guest's name is one of the answers; null when none or several match. */
  householdId: string | null;
};

export type ToastmasterForm = {
  formId: string;
  title: Translation;
  submissions: ToastmasterSubmission[];
};

export type ToastmasterView = {
  households: ToastmasterHousehold[];
  groups: { id: string; name: string }[];
  forms: ToastmasterForm[];
  programmes: ProgrammeModule[];
};

/** Questions whose answers are contact details: never shown to the toastmaster. */
const isContactQuestion = (element: FormElement): boolean =>
  element.formElementType === "ShortText" && (element.inputKind === "email" || element.inputKind === "phone");

type FormModuleLike = {
  id: string;
  siteModuleType: string;
  title?: Translation;
  shareWithToastmaster?: boolean;
};

/** The Form modules the owner shares with the toastmaster. */
export function sharedForms(document: SiteDocument): FormModuleLike[] {
  return (document.siteModules as FormModuleLike[]).filter(
    (module) => module.siteModuleType === "Form" && module.shareWithToastmaster === true,
  );
}

export function programmesOf(document: SiteDocument): ProgrammeModule[] {
  return document.siteModules.filter(
    (module): module is ProgrammeModule => module.siteModuleType === "Programme",
  );
}

export async function toastmasterView(ctx: AppContext, site: SiteRow): Promise<ToastmasterView> {
  const siteId = site.id;
  const [householdRows, guestRows, settings] = await Promise.all([
    ctx.db
      .select({ id: households.id, name: households.name, groupIds: households.groupIds })
      .from(households)
      .where(and(eq(households.siteId, siteId), isNull(households.deletedAt)))
      .orderBy(asc(households.position)),
    ctx.db
      .select({
        id: householdGuests.id,
        householdId: householdGuests.householdId,
        name: householdGuests.name,
        child: householdGuests.child,
      })
      .from(householdGuests)
      .where(eq(householdGuests.siteId, siteId))
      .orderBy(asc(householdGuests.position)),
    ctx.db
      .select({ groups: guestListSettings.groups })
      .from(guestListSettings)
      .where(eq(guestListSettings.siteId, siteId)),
  ]);
  const byHousehold = new Map<string, ToastmasterHousehold>();
  const list: ToastmasterHousehold[] = householdRows.map((row) => {
    const household = { id: row.id, name: row.name, groupIds: row.groupIds ?? [], guests: [] };
    byHousehold.set(row.id, household);
    return household;
  });
  for (const guest of guestRows)
    byHousehold.get(guest.householdId)?.guests.push({ id: guest.id, name: guest.name, child: guest.child });

  // A guest's name → the household(s) it is in, for matching a sign-up to the list.
  const householdsByName = new Map<string, Set<string>>();
  for (const household of list)
    for (const guest of household.guests) {
      const key = nameKey(guest.name);
      if (!key) continue;
      const set = householdsByName.get(key) ?? new Set<string>();
      set.add(household.id);
      householdsByName.set(key, set);
    }

  const shared = sharedForms(site.document);
  const forms: ToastmasterForm[] = [];
  if (shared.length > 0) {
    const rows = await ctx.db
      .select({
        id: formSubmissions.id,
        formId: formSubmissions.formId,
        createdAt: formSubmissions.createdAt,
        definitionHash: formSubmissions.definitionHash,
        answers: formSubmissions.answers,
      })
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.siteId, siteId),
          inArray(
            formSubmissions.formId,
            shared.map((form) => form.id),
          ),
        ),
      )
      .orderBy(desc(formSubmissions.createdAt));
    const hashes = [...new Set(rows.map((row) => row.definitionHash))];
    const definitions = new Map<string, FormElement[]>();
    if (hashes.length > 0) {
      const defined = await ctx.db
        .select({ hash: formDefinitions.hash, elements: formDefinitions.elements })
        .from(formDefinitions)
        .where(inArray(formDefinitions.hash, hashes));
      for (const row of defined) {
        const parsed = formElementSchema.array().safeParse(row.elements);
        definitions.set(row.hash, parsed.success ? parsed.data : []);
      }
    }
    for (const form of shared) {
      const submissions: ToastmasterSubmission[] = rows
        .filter((row) => row.formId === form.id)
        .map((row) => {
          const elements = definitions.get(row.definitionHash) ?? [];
          const answers: ToastmasterAnswer[] = [];
          const matched = new Set<string>();
          elements.forEach((element, index) => {
            if (isContactQuestion(element)) return;
            const stored = row.answers[index];
            const value = stored?.selectedOption ? stored.selectedOption.text : (stored?.value ?? "");
            answers.push({ label: element.label, value });
            if (element.formElementType === "ShortText")
              for (const id of householdsByName.get(nameKey(value)) ?? []) matched.add(id);
          });
          return {
            id: row.id,
            createdAt: row.createdAt.toISOString(),
            answers,
            householdId: matched.size === 1 ? ([...matched][0] ?? null) : null,
          };
        });
      forms.push({ formId: form.id, title: form.title ?? {}, submissions });
    }
  }

  return {
    households: list,
    groups: ((settings[0]?.groups ?? []) as GuestGroup[]).map((group) => ({
      id: group.id,
      name: group.name,
    })),
    forms,
    programmes: programmesOf(site.document),
  };
}

/**
 * Saves one Programme module of the site as the toastmaster (or an owner) changed it: the stored
 * document with that module replaced, as a new version saved by `accountId`. The body must be a
 * Programme module with the id of one in the document (else 400 / 404); the module's id and kind stay.
 * `base` given, a document changed since that version is 409 SAVE_CONFLICT with nothing written: the
 * site's row is locked while checking and writing.
 */
export async function saveProgrammeModule(
  ctx: AppContext,
  siteId: string,
  moduleId: string,
  body: unknown,
  accountId: string,
  base: number | null,
): Promise<{ version: number; module: ProgrammeModule }> {
  const parsed = programmeSchema.safeParse(body);
  if (!parsed.success)
    throw new ApiError("INVALID_INPUT", {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    });
  if (parsed.data.id !== moduleId)
    throw new ApiError("INVALID_INPUT", {
      issues: [{ path: "id", message: "the module's id cannot change" }],
    });
  const module = parsed.data;
  try {
    const version = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ document: sites.document, currentVersionId: sites.currentVersionId })
        .from(sites)
        .where(eq(sites.id, siteId))
        .for("update");
      if (!row) throw new ApiError("NOT_FOUND");
      if (base !== null && row.currentVersionId !== base) throw new ApiError("SAVE_CONFLICT");
      const modules = row.document.siteModules;
      const index = modules.findIndex((candidate) => candidate.id === moduleId);
      const current = modules[index];
      if (!current) throw new ApiError("NOT_FOUND");
      // Only a Programme module: any other kind is not the toastmaster's (403, as for a route not theirs).
      if (current.siteModuleType !== "Programme") throw new ApiError("FORBIDDEN");
      const document: SiteDocument = {
        ...row.document,
        siteModules: modules.map((candidate, i) => (i === index ? module : candidate)),
      };
      const [inserted] = await tx
        .insert(siteVersions)
        .values({ siteId, document, savedBy: accountId })
        .returning({ id: siteVersions.id });
      if (!inserted) throw new ApiError("NOT_FOUND");
      await tx
        .update(sites)
        .set({ document, currentVersionId: inserted.id, legacyDocument: null, updatedAt: new Date() })
        .where(eq(sites.id, siteId));
      return inserted.id;
    });
    await invalidateSite(ctx, siteId);
    // Each save adds a version; the oldest beyond the retention rule go, as after an owner's save
    // (a toastmaster saves seldom: looked into on every save of theirs).
    await pruneVersions(ctx, siteId);
    return { version, module };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiError("NOT_FOUND");
    throw error;
  }
}

/**
 * The households a toastmaster's message goes to: those a shared form's sign-up was matched to (one
 * household only: a name two households share matches neither). Sign-ups matched to none are counted
 * so the screen can say they will not get it. Nobody else is ever a recipient.
 */
export function speakerHouseholds(view: Pick<ToastmasterView, "forms">): {
  ids: string[];
  unmatched: number;
} {
  const ids = new Set<string>();
  let unmatched = 0;
  for (const form of view.forms)
    for (const submission of form.submissions) {
      if (submission.householdId) ids.add(submission.householdId);
      else unmatched += 1;
    }
  return { ids: [...ids], unmatched };
}
