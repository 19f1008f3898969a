import { describe, expect, it } from "vitest";
import { giftItemState, safeGiftLink } from "./status";

const texts = { reservedSingular: "Reserverad", quantity: "Önskat antal", reservedPlural: "Reserverade" };

describe("giftItemState (SPEC §4 gift item)", () => {
  it("shows nothing and offers no buttons for an item that is not reservable", () => {
    expect(giftItemState({ reservable: false, quantity: 3 }, 0, texts)).toMatchObject({
      status: [],
      canReserve: false,
      canCancel: false,
    });
  });

  it("quantity 1: the reserved text only when reserved", () => {
    expect(giftItemState({ reservable: true, quantity: 1 }, 0, texts)).toMatchObject({
      status: [],
      canReserve: true,
      canCancel: false,
      maxReserve: 1,
    });
    expect(giftItemState({ reservable: true, quantity: 1 }, 1, texts)).toMatchObject({
      status: ["Reserverad"],
      canReserve: false,
      canCancel: true,
      fullyReserved: true,
    });
  });

  it("larger quantities: the quantity, and the reserved count when there is one", () => {
    expect(giftItemState({ reservable: true, quantity: 4 }, 0, texts).status).toEqual(["Önskat antal: 4"]);
    const partly = giftItemState({ reservable: true, quantity: 4 }, 3, texts);
    expect(partly).toMatchObject({
      status: ["Önskat antal: 4", "Reserverade: 3"],
      canReserve: true,
      canCancel: true,
      maxReserve: 1,
    });
    expect(giftItemState({ reservable: true, quantity: 4 }, 4, texts)).toMatchObject({
      canReserve: false,
      maxReserve: 0,
    });
  });

  it("no quantity: always reservable, with the reserved count", () => {
    expect(giftItemState({ reservable: true, quantity: null }, 0, texts)).toMatchObject({
      status: [],
      canReserve: true,
      maxReserve: null,
    });
    expect(giftItemState({ reservable: true, quantity: null }, 7, texts).status).toEqual(["Reserverade: 7"]);
  });
});

describe("safeGiftLink", () => {
  it.each([
    ["https://butik.se/vas", "https://butik.se/vas"],
    ["http://butik.se", "http://butik.se"],
    ["butik.se/vas?x=1", "https://butik.se/vas?x=1"],
    ["  https://butik.se ", "https://butik.se"],
    ["javascript:alert(1)", null],
    ["JavaScript:alert(1)", null],
    ["data:text/html,<b>", null],
    ["", null],
    ["vbscript:x", null],
    ["www.rörstrand.se/vas", "https://www.rörstrand.se/vas"],
    ["butik.se:8080/vas", "https://butik.se:8080/vas"],
    ["HTTPS://BUTIK.SE", "HTTPS://BUTIK.SE"],
    ["mailto:anna@butik.se", null],
    ["//butik.se", null],
    ["https://", null],
    ["https://localhost/", null],
    ["butik", null],
    ["butik .se", null],
    ["ftp://butik.se", null],
  ])("%s -> %s", (link, expected) => {
    expect(safeGiftLink(link)).toBe(expected);
  });
});
