import { createSiteModule, siteModuleSchema } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { isVisibleTo, questionsVisibleTo, siteForGroups } from "./group-visibility";
import { siteDocumentSchema } from "./site";

const text = (id: string, groups?: string[], open?: boolean) => ({
  ...createSiteModule("Text", id),
  ...(groups ? { visibleToGroups: groups } : {}),
  ...(open !== undefined ? { visibleOnOpenPage: open } : {}),
});

const question = (id: string, groups?: string[], open?: boolean) => ({
  id,
  label: { sv: id },
  showConditions: [],
  formElementType: "ShortText" as const,
  required: true,
  ...(groups ? { visibleToGroups: groups } : {}),
  ...(open !== undefined ? { visibleOnOpenPage: open } : {}),
});

const rsvp = () => ({
  ...createSiteModule("Rsvp", "rsvp"),
  form: {
    formElements: [
      question("qAll"),
      question("qA", ["A"]),
      question("qB", ["B"]),
      question("qAopen", ["A"], true),
    ],
  },
});

const site = () => ({
  siteModules: [
    text("all"),
    text("forA", ["A"]),
    text("forB", ["B"]),
    text("forAandOpen", ["A"], true),
    text("emptyList", []),
    rsvp(),
  ],
  giftRegistryReservations: [] as { giftRegistryId: string; quantityReserved: number }[],
});

const ids = (s: { siteModules: { id: string }[] }) => s.siteModules.map((m) => m.id);
const questionIds = (s: ReturnType<typeof site>) => {
  const module = s.siteModules.find((m) => m.siteModuleType === "Rsvp") as ReturnType<typeof rsvp>;
  return module.form.formElements.map((e) => e.id);
};

describe("isVisibleTo", () => {
  it("shows an unlimited item to everyone, the open page too", () => {
    expect(isVisibleTo({}, null)).toBe(true);
    expect(isVisibleTo({ visibleToGroups: [] }, null)).toBe(true);
    expect(isVisibleTo({}, ["A"])).toBe(true);
    expect(isVisibleTo({}, [])).toBe(true);
  });
  it("shows a limited item to its groups only, and to the open page only when ticked", () => {
    expect(isVisibleTo({ visibleToGroups: ["A"] }, ["A"])).toBe(true);
    expect(isVisibleTo({ visibleToGroups: ["A"] }, ["B", "A"])).toBe(true);
    expect(isVisibleTo({ visibleToGroups: ["A"] }, ["B"])).toBe(false);
    expect(isVisibleTo({ visibleToGroups: ["A"] }, [])).toBe(false);
    expect(isVisibleTo({ visibleToGroups: ["A"] }, null)).toBe(false);
    expect(isVisibleTo({ visibleToGroups: ["A"], visibleOnOpenPage: true }, null)).toBe(true);
    // The open page's tick does not open it to a household of another group.
    expect(isVisibleTo({ visibleToGroups: ["A"], visibleOnOpenPage: true }, ["B"])).toBe(false);
  });
});

describe("siteForGroups", () => {
  it("gives group A its modules and questions, never B's", () => {
    const forA = siteForGroups(site(), ["A"]);
    expect(ids(forA)).toEqual(["all", "forA", "forAandOpen", "emptyList", "rsvp"]);
    expect(questionIds(forA)).toEqual(["qAll", "qA", "qAopen"]);
  });

  it("gives group B its modules and questions, never A's", () => {
    const forB = siteForGroups(site(), ["B"]);
    expect(ids(forB)).toEqual(["all", "forB", "emptyList", "rsvp"]);
    expect(questionIds(forB)).toEqual(["qAll", "qB"]);
    expect(JSON.stringify(forB)).not.toContain("forA");
    expect(JSON.stringify(forB)).not.toContain('"qA"');
    expect(JSON.stringify(forB)).not.toContain('"qAopen"');
  });

  it("gives the open page what everyone sees and what is marked for the open page", () => {
    const open = siteForGroups(site(), null);
    expect(ids(open)).toEqual(["all", "forAandOpen", "emptyList", "rsvp"]);
    expect(questionIds(open)).toEqual(["qAll", "qAopen"]);
  });

  it("gives a household in no group only what everyone sees", () => {
    const none = siteForGroups(site(), []);
    expect(ids(none)).toEqual(["all", "emptyList", "rsvp"]);
    expect(questionIds(none)).toEqual(["qAll"]);
  });

  it("never hands a guest the owner's group ids", () => {
    const json = JSON.stringify(siteForGroups(site(), ["A"]));
    expect(json).not.toContain("visibleToGroups");
    expect(json).not.toContain("visibleOnOpenPage");
  });

  it("returns a site without limits as it is (no copy)", () => {
    const plain = { siteModules: [text("a"), createSiteModule("Rsvp", "r")], giftRegistryReservations: [] };
    expect(siteForGroups(plain, null)).toBe(plain);
    expect(siteForGroups(plain, ["A"])).toBe(plain);
  });

  it("drops the reservations of a gift registry the guest does not see", () => {
    const gifts = siteModuleSchema.parse({
      id: "gifts",
      siteModuleType: "GiftRegistry",
      visibleToGroups: ["A"],
      giftRegistry: { items: [{ id: "item1", quantity: 2 }] },
    });
    const withGifts = {
      siteModules: [text("all"), gifts],
      giftRegistryReservations: [{ giftRegistryId: "item1", quantityReserved: 1 }],
    };
    expect(siteForGroups(withGifts, ["B"]).giftRegistryReservations).toEqual([]);
    expect(siteForGroups(withGifts, ["A"]).giftRegistryReservations).toHaveLength(1);
  });
});

describe("questionsVisibleTo", () => {
  it("names the questions a guest may answer", () => {
    const form = rsvp().form;
    expect(questionsVisibleTo(form, ["B"]).map((q) => q.id)).toEqual(["qAll", "qB"]);
    expect(questionsVisibleTo(form, null).map((q) => q.id)).toEqual(["qAll", "qAopen"]);
  });
});

describe("the schema's group fields", () => {
  const document = (modules: unknown[]) => ({ siteModules: modules });

  it("keeps documents saved before valid, without the fields", () => {
    const parsed = siteDocumentSchema.parse(document([{ id: "t", siteModuleType: "Text" }]));
    expect(parsed.siteModules[0]).not.toHaveProperty("visibleToGroups");
    expect(parsed.siteModules[0]).not.toHaveProperty("visibleOnOpenPage");
  });

  it("keeps a module's and an RSVP question's groups", () => {
    const parsed = siteDocumentSchema.parse(
      document([
        { id: "t", siteModuleType: "Text", visibleToGroups: ["g-1"], visibleOnOpenPage: true },
        { id: "r", siteModuleType: "Rsvp", form: { formElements: [question("q", ["g_2"])] } },
      ]),
    );
    expect(parsed.siteModules[0]).toMatchObject({ visibleToGroups: ["g-1"], visibleOnOpenPage: true });
    const module = parsed.siteModules[1];
    expect(module?.siteModuleType === "Rsvp" && module.form.formElements[0]?.visibleToGroups).toEqual([
      "g_2",
    ]);
  });

  it.each([
    ["a string", "A"],
    ["a number in the list", [1]],
    ["an id with junk", ["<script>"]],
    ["an empty id", [""]],
    ["a group twice", ["A", "A"]],
    ["too many groups", Array.from({ length: 21 }, (_, i) => `g${i}`)],
  ])("refuses %s as groups", (_, groups) => {
    expect(
      siteDocumentSchema.safeParse(document([{ id: "t", siteModuleType: "Text", visibleToGroups: groups }]))
        .success,
    ).toBe(false);
    expect(
      siteDocumentSchema.safeParse(
        document([
          {
            id: "r",
            siteModuleType: "Rsvp",
            form: { formElements: [{ ...question("q"), visibleToGroups: groups }] },
          },
        ]),
      ).success,
    ).toBe(false);
  });

  it("refuses a non-boolean open-page mark", () => {
    expect(
      siteDocumentSchema.safeParse(
        document([{ id: "t", siteModuleType: "Text", visibleToGroups: ["A"], visibleOnOpenPage: "yes" }]),
      ).success,
    ).toBe(false);
  });
});
