// Fulfilment (issue 13 item 6): paid orders get their PDF (the card as ordered) and address label
// written, their parcel booked, and move to SENT_TO_PRINT once; `shipped` moves them to SHIPPED; the
// owner's order shows each step. The print renderer reads the ordered card with the card's own key.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Order } from "@core/orders/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runAdminCommand } from "../admin/commands";
import { prints } from "../db/schema";
import { applyPaidPayment } from "../payments/effects";
import { createOrderPayment, setStatus } from "../payments/records";
import { expectError, testAppForThisFile } from "../test/harness";
import { fulfilPaidOrders, markShipped } from "./fulfilment";
import { type CardOwner, ownerWithCard, placeOrder, testCard } from "./test-helpers";

const t = testAppForThisFile();
const rendered: string[] = [];
const render = async (_ctx: unknown, printId: string, orderId: string) => {
  rendered.push(`${printId}/${orderId}`);
  return Buffer.from(`%PDF-1.7 ${orderId}`);
};

async function paidOrder(owner: CardOwner): Promise<string> {
  const orderId = await placeOrder(t.app, owner);
  const payment = await createOrderPayment(t.ctx, orderId, "card");
  await setStatus(t.ctx, payment.id, "PAID");
  await applyPaidPayment(t.ctx, payment.id);
  return orderId;
}
const orderOf = async (orderId: string, cookie: string) =>
  (
    await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, cookies: { session: cookie } })
  ).json() as Order;

describe("fulfilling paid orders", () => {
  it("writes each paid order's PDF and label once, books it, and marks it sent to print, then shipped", async () => {
    const owner = await ownerWithCard(t.app);
    const unpaid = await placeOrder(t.app, owner);
    const orderId = await paidOrder(owner);
    const folder = mkdtempSync(join(tmpdir(), "orders-"));

    const lines = await fulfilPaidOrders(t.ctx, folder, render);
    expect(lines.join("\n")).toContain(orderId);
    expect(lines.join("\n")).not.toContain(unpaid);
    expect(rendered).toContain(`${owner.printId}/${orderId}`);
    expect(readFileSync(join(folder, `${orderId}.pdf`), "utf8")).toBe(`%PDF-1.7 ${orderId}`);
    const label = readFileSync(join(folder, `${orderId}-label.txt`), "utf8");
    expect(label).toContain("Anna Svensson\nStorgatan 1\n621 55 Visby\nSVERIGE");
    expect(existsSync(join(folder, `${unpaid}.pdf`))).toBe(false);

    const sent = await orderOf(orderId, owner.cookie);
    expect(sent.status).toBe("SENT_TO_PRINT");
    expect(sent.sentToPrintAt).not.toBeNull();
    expect(sent.shipmentReference).toMatch(/^\d{12,20}$/);
    expect(label).toContain(`Tracking ${sent.shipmentReference}`);
    expect((await orderOf(unpaid, owner.cookie)).status).toBe("CREATED");

    // Run again: nothing is written or booked twice.
    const before = readdirSync(folder).length;
    expect(await fulfilPaidOrders(t.ctx, folder, render)).toEqual([]);
    expect(readdirSync(folder)).toHaveLength(before);
    expect((await orderOf(orderId, owner.cookie)).shipmentReference).toBe(sent.shipmentReference);

    expect(await markShipped(t.ctx, unpaid)).toBe(false);
    expect(await markShipped(t.ctx, orderId)).toBe(true);
    expect(await markShipped(t.ctx, orderId)).toBe(false);
    const shipped = await orderOf(orderId, owner.cookie);
    expect(shipped.status).toBe("SHIPPED");
    expect(shipped.shippedAt).not.toBeNull();
  });

  it("answers the operator's command: a relative folder and an unknown order are refused", async () => {
    expect(await runAdminCommand(t.ctx, ["orders", "relative/folder"])).toMatchObject({ ok: false });
    expect(await runAdminCommand(t.ctx, ["orders", "shipped"])).toMatchObject({ ok: false });
    expect(await runAdminCommand(t.ctx, ["orders", "shipped", "0123456789abcdef01234567"])).toMatchObject({
      ok: false,
      output: "No order 0123456789abcdef01234567 waiting at the printer",
    });
  });

  it("gives the print renderer the card as it was ordered, with the card's key only", async () => {
    const owner = await ownerWithCard(t.app);
    const other = await ownerWithCard(t.app);
    const orderId = await placeOrder(t.app, owner);
    const othersOrder = await placeOrder(t.app, other);
    await t.app.inject({
      method: "PUT",
      url: `/api/prints/${owner.printId}`,
      payload: { print: { ...testCard(), trim: "rounded" } },
      cookies: { session: owner.cookie },
    });
    const [row] = await t.ctx.db.select().from(prints).where(eq(prints.id, owner.printId));
    const key = encodeURIComponent(row?.serverAccessKey ?? "");
    const access = (query: string) =>
      t.app.inject({ method: "GET", url: `/api/prints/${owner.printId}/serverAccess/${key}${query}` });
    expect((await access("")).json().print.trim).toBe("rounded");
    expect((await access(`?order=${orderId}`)).json().print.trim).toBe("none");
    expectError(await access(`?order=${othersOrder}`), 404, "NOT_FOUND");
    expectError(await access("?order=nonsense"), 404, "NOT_FOUND");
  });
});
