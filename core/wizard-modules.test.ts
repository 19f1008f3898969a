// The parts a wedding page needs (issue 8 item 9): countdown, place and RSVP on the wizard's page.
import { WEDDING_RSVP } from "@server/seed/demo-forms";
import { describe, expect, it } from "vitest";
import { generateWizardSite } from "./wizard";

const NOW = new Date(2026, 0, 20, 10, 30);
const moduleOf = (site: ReturnType<typeof generateWizardSite>, id: string) =>
  site.siteModules.find((m) => m.id === id);
const textOf = (module: unknown, language: string) =>
  (module as { text: Record<string, string> }).text[language];

/** A copy with every translation cut to sv, en and da, the demo pages' languages. */
function inDemoLanguages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inDemoLanguages);
  if (!value || typeof value !== "object") return value;
  if ("sv" in value && Object.values(value).every((v) => typeof v === "string")) {
    const { sv, en, da } = value as Record<string, string>;
    return { sv, en, da };
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inDemoLanguages(inner)]));
}

describe("the parts a wedding page needs (issue 8)", () => {
  const site = generateWizardSite(
    { location: "Visby domkyrka", dateStart: "2027-08-07T14:00", languages: ["sv", "en", "da", "de"] },
    { now: NOW },
  );
  const ofKind = (id: string, kind: string) => {
    const module = moduleOf(site, id);
    expect(module?.siteModuleType).toBe(kind);
    return module as Record<string, unknown> & { title: Record<string, string> };
  };

  it("come in a sensible order: header, welcome, countdown, programme, place, travel, practical texts, questions, RSVP, gifts", () => {
    expect(site.siteModules.map((m) => m.id)).toEqual([
      "wizardHeader",
      "wizardWelcome",
      "wizardCountdown",
      "wizardProgramme",
      "wizardLocation",
      "wizardTravel",
      "wizardDressCode",
      "wizardChildren",
      "wizardFaq",
      "wizardRsvp",
      "wizardGifts",
    ]);
  });

  it("a countdown to the wizard's date and time, with unit words in each language, hidden in the menu", () => {
    const countdown = ofKind("wizardCountdown", "Countdown");
    expect(countdown.countdownDate).toBe("2027-08-07 14:00");
    expect(countdown.hideInMenu).toBe(true);
    expect(countdown.days).toEqual({ sv: "dagar", en: "days", da: "dage", de: "Tage" });
    expect(countdown.title.sv).toBe("Snart säger vi ja");
  });

  it("no countdown when the date is not decided: there is nothing to count down to", () => {
    const undecided = generateWizardSite({ dateNotDecided: true }, { now: NOW });
    expect(undecided.siteModules.some((m) => m.siteModuleType === "Countdown")).toBe(false);
    expect(moduleOf(undecided, "wizardLocation")).toBeDefined();
    expect(moduleOf(undecided, "wizardRsvp")).toBeDefined();
  });

  it("the place on a map, with a title and a helpful text in each language", () => {
    const location = ofKind("wizardLocation", "Location");
    expect(location.map).toMatchObject({ location: "Visby domkyrka", zoom: 12, mapTheme: "NORMAL" });
    expect(location.title).toEqual({ sv: "Plats", en: "Venue", da: "Sted", de: "Venue" });
    expect(textOf(location, "sv")).toContain("parkering");
    expect(textOf(location, "de")).toBe(textOf(location, "en"));
  });

  it("an RSVP with the demo wedding's questions: contact, attending, food and allergies when coming, a message", () => {
    const rsvp = ofKind("wizardRsvp", "Rsvp") as unknown as {
      title: Record<string, string>;
      form: { formElements: { id: string; label: Record<string, string>; required: boolean }[] };
      sendButton: Record<string, string>;
    };
    const elements = rsvp.form.formElements;
    expect(elements.map((e) => e.id)).toEqual([
      "rsvpFirstName",
      "rsvpLastName",
      "rsvpEmail",
      "rsvpPhone",
      "rsvpAttending",
      "rsvpFood",
      "rsvpAllergies",
      "rsvpMessage",
    ]);
    // The questions the demo wedding also asks are its questions, word for word (sv, en, da).
    for (const element of elements) {
      const demo = WEDDING_RSVP.find((e) => e.id === element.id);
      if (demo) expect(inDemoLanguages(element), element.id).toEqual(demo);
    }
    expect(elements.filter((e) => WEDDING_RSVP.some((d) => d.id === e.id))).toHaveLength(7);
    expect(elements.find((e) => e.id === "rsvpMessage")?.label.sv).toBe("Hälsning till brudparet");
    expect(rsvp.title).toEqual({ sv: "OSA", en: "RSVP", da: "Svar udbedes", de: "RSVP" });
    for (const element of elements)
      expect(Object.keys(element.label).sort()).toEqual(["da", "de", "en", "sv"]);
  });
});

describe("the day's programme, travel and questions (issue 27)", () => {
  const site = generateWizardSite(
    { location: "Visby domkyrka", dateStart: "2027-08-07T15:30", languages: ["sv", "en"] },
    { now: NOW },
  );

  it("a programme on the wizard's day, its first item at the wizard's time and the rest moved alike", () => {
    const programme = moduleOf(site, "wizardProgramme");
    if (programme?.siteModuleType !== "Programme") throw new Error("no programme");
    expect(programme.date).toBe("2027-08-07");
    expect(programme.items.map((item) => item.time)).toEqual(["15:30", "17:00", "19:30"]);
    expect(programme.items.map((item) => item.title.sv)).toEqual([
      "Vigsel",
      "Mingel och fotografering",
      "Middag och fest",
    ]);
    expect(new Set(programme.items.map((item) => item.id)).size).toBe(3);
  });

  it("keeps the example times when moving them would pass midnight, and no day when none is decided", () => {
    const late = moduleOf(
      generateWizardSite({ dateStart: "2027-08-07T22:00" }, { now: NOW }),
      "wizardProgramme",
    );
    expect(late?.siteModuleType === "Programme" && late.items.map((item) => item.time)).toEqual([
      "14:00",
      "15:30",
      "18:00",
    ]);
    const undecided = moduleOf(generateWizardSite({ dateNotDecided: true }, { now: NOW }), "wizardProgramme");
    expect(undecided?.siteModuleType === "Programme" && undecided.date).toBe("");
  });

  it("travel and stay after the place and questions before the RSVP, each item with its own id", () => {
    const travel = moduleOf(site, "wizardTravel");
    const faq = moduleOf(site, "wizardFaq");
    expect(travel?.siteModuleType === "Travel" && travel.items.map((item) => item.kind)).toEqual([
      "STAY",
      "PARKING",
      "TRANSPORT",
    ]);
    expect(faq?.siteModuleType === "Faq" && faq.items.map((item) => item.question.sv)).toEqual([
      "Får vi ta med barn?",
      "Får man hålla tal?",
      "Får vi fotografera under vigseln?",
    ]);
    if (faq?.siteModuleType === "Faq") expect(new Set(faq.items.map((item) => item.id)).size).toBe(3);
  });
});
