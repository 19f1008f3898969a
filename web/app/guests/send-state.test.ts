// What the guest list derives from its sends (issue 26): each household's last send (tests aside), who
// has been invited (a failed or skipped invitation is no invitation), and the request a draft makes.
import type { DeliveryStatus, SendView } from "@core/sends";
import { describe, expect, it } from "vitest";
import { invitedHouseholds, lastSends, sendRequestOf } from "./send-state";

const send = (
  id: string,
  kind: SendView["kind"],
  deliveries: [string, DeliveryStatus][],
  test = false,
): SendView => ({
  id,
  channel: "mail",
  kind,
  text: null,
  test,
  createdAt: `2026-11-2${id}T10:00:00.000Z`,
  counts: { queued: 0, sent: 0, delivered: 0, failed: 0, skipped: 0, opened: 0 },
  deliveries: deliveries.map(([householdId, status]) => ({
    householdId,
    name: householdId,
    address: null,
    status,
    reason: status === "skipped" ? "no-address" : null,
    attempts: 1,
    sentAt: null,
    deliveredAt: null,
    openedAt: null,
    error: null,
  })),
});

describe("the guest list's sends", () => {
  // Newest first, as GET …/sends answers.
  const sends = [
    send("8", "reminder", [["holm", "sent"]], true),
    send("7", "reminder", [["holm", "failed"]]),
    send("6", "invitation", [
      ["holm", "delivered"],
      ["nord", "skipped"],
      ["berg", "failed"],
      ["lind", "queued"],
    ]),
  ];

  it("takes each household's newest send that is not a test", () => {
    const last = lastSends(sends);
    expect(last.get("holm")).toMatchObject({ kind: "reminder", status: "failed" });
    expect(last.get("nord")).toMatchObject({ kind: "invitation", status: "skipped" });
    expect(last.has("eva")).toBe(false);
  });

  it("counts as invited those an invitation went or goes to", () => {
    expect([...invitedHouseholds(sends)].sort()).toEqual(["holm", "lind"]);
  });

  it("makes the request, or says what is missing", () => {
    const draft = {
      kind: "invitation" as const,
      channel: "sms" as const,
      choice: "all" as const,
      group: "",
      ids: [],
      text: "  ",
    };
    expect(sendRequestOf(draft)).toEqual({
      request: { kind: "invitation", channel: "sms", households: "all" },
      problem: null,
    });
    expect(sendRequestOf({ ...draft, kind: "message" }).problem).toBe("text");
    expect(sendRequestOf({ ...draft, choice: "chosen" }).problem).toBe("nobody");
    expect(sendRequestOf({ ...draft, choice: "group", group: "kvall", text: " Hej " }).request).toEqual({
      kind: "invitation",
      channel: "sms",
      households: { group: "kvall" },
      text: "Hej",
    });
    expect(sendRequestOf({ ...draft, choice: "side", side: "" }).problem).toBe("nobody");
    expect(sendRequestOf({ ...draft, choice: "side", side: "partner2" }).request?.households).toEqual({
      side: "partner2",
    });
  });

  it("asks the server for the segments by answer: not answered, coming or declined (to a part), a question's option", () => {
    const draft = {
      kind: "message" as const,
      channel: "mail" as const,
      choice: "notAnswered" as const,
      group: "",
      ids: ["a".repeat(24)],
      text: "Bussen går 15.30",
    };
    expect(sendRequestOf(draft).request?.households).toEqual({ answer: "none" });
    expect(sendRequestOf({ ...draft, choice: "notInvited" }).request?.households).toEqual({ invited: false });
    expect(sendRequestOf({ ...draft, choice: "attending" }).request?.households).toEqual({
      answer: "attending",
    });
    expect(sendRequestOf({ ...draft, choice: "declined", part: "fest" }).request?.households).toEqual({
      answer: "declined",
      part: "fest",
    });
    expect(sendRequestOf({ ...draft, choice: "question", question: "buss" }).problem).toBe("nobody");
    expect(
      sendRequestOf({ ...draft, choice: "question", question: "buss", option: "ja" }).request?.households,
    ).toEqual({ question: "buss", option: "ja" });
  });
});
