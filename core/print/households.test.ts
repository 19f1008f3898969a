import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { createOrderBodySchema } from "../orders/schema";
import {
  hostOfLink,
  householdBlockTexts,
  householdCardsOf,
  type ListedHousehold,
  personalLink,
  qrPath,
} from "./households";

const token = (letter: string) => letter.repeat(43);
const household = (over: Partial<ListedHousehold> & { id: string; position: number }): ListedHousehold => ({
  name: `Familjen ${over.id}`,
  code: "ABC234",
  token: token(over.id.slice(0, 1)),
  linkEnabled: true,
  ...over,
});

describe("one card per household", () => {
  it("gives each household with its link on a card, in list order, with its personal link", () => {
    const cards = householdCardsOf(
      [
        household({ id: "c", position: 2, name: "Familjen Berg", code: "CCC333" }),
        household({ id: "a", position: 0, name: "Familjen Lind", code: "AAA222" }),
        household({ id: "b", position: 1, linkEnabled: false }),
        household({ id: "d", position: 2, name: "Ove Holm", code: "DDD444" }),
      ],
      "anna-och-johan.brollopssidan.se",
    );
    expect(cards).toEqual([
      {
        id: "a",
        name: "Familjen Lind",
        code: "AAA222",
        url: `https://anna-och-johan.brollopssidan.se/i/${token("a")}`,
      },
      // Same position: the order given (the list's: created first).
      {
        id: "c",
        name: "Familjen Berg",
        code: "CCC333",
        url: `https://anna-och-johan.brollopssidan.se/i/${token("c")}`,
      },
      {
        id: "d",
        name: "Ove Holm",
        code: "DDD444",
        url: `https://anna-och-johan.brollopssidan.se/i/${token("d")}`,
      },
    ]);
    expect(householdCardsOf([], "x.se")).toEqual([]);
  });

  it("writes the block in the card's language: the greeting, the address and the code", () => {
    const card = { name: "Familjen Lind", code: "ABC234", url: personalLink("annajohan.se", token("x")) };
    expect(hostOfLink(card.url)).toBe("annajohan.se");
    expect(householdBlockTexts(card, "sv")).toMatchObject({
      greeting: "Till Familjen Lind",
      codeLine: "eller gå till annajohan.se och ange koden ABC234",
    });
    expect(householdBlockTexts(card, "en")).toMatchObject({
      greeting: "To Familjen Lind",
      codeLine: "or go to annajohan.se and enter the code ABC234",
    });
    expect(householdBlockTexts(card, "da")).toMatchObject({
      greeting: "Til Familjen Lind",
      codeLine: "eller gå ind på annajohan.se og indtast koden ABC234",
    });
    expect(householdBlockTexts(card, "de").greeting).toBe("To Familjen Lind");
  });

  it("draws a QR code's dark modules as one path of row runs, and only those", () => {
    expect(qrPath(3, (row, column) => row === 1 || (row === 0 && column === 2))).toBe(
      "M2 0h1v1h-1zM0 1h3v1h-3z",
    );
    const url = personalLink("anna-och-johan.brollopssidan.se", token("q"));
    const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
    const path = qrPath(modules.size, (r, c) => modules.get(r, c) !== 0);
    // Every dark module is covered once: the runs' lengths add up to the dark modules' count.
    const dark = [...modules.data].filter((bit) => bit !== 0).length;
    const covered = [...path.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(covered).toBe(dark);
  });

  it("an order of one card per household takes no count from the browser; other orders need tens", () => {
    const base = {
      print: "p1",
      site: "s1",
      envelopes: "none",
      shipmentMethodUid: "m1",
      shippingAddress: {
        firstName: "Anna",
        lastName: "Lind",
        addressLine1: "Storgatan 1",
        postCode: "621 55",
        city: "Visby",
        email: "anna@example.se",
        phone: "+46700000000",
      },
    };
    expect(
      createOrderBodySchema.parse({ ...base, perHousehold: true, quantity: 7 }).quantity,
    ).toBeUndefined();
    expect(createOrderBodySchema.parse({ ...base, perHousehold: true }).perHousehold).toBe(true);
    expect(createOrderBodySchema.parse({ ...base, quantity: 20 })).toMatchObject({
      quantity: 20,
      perHousehold: false,
    });
    expect(createOrderBodySchema.safeParse({ ...base, quantity: 7 }).success).toBe(false);
    expect(createOrderBodySchema.safeParse(base).success).toBe(false);
  });
});
