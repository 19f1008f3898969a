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
import { PrintRenderError, renderPrintPdf } from "../prints/pdf";
import { createLogger } from "../logger";
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

    const { lines } = await fulfilPaidOrders(t.ctx, folder, render);
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
    expect(await fulfilPaidOrders(t.ctx, folder, render)).toEqual({ lines: [], failed: 0 });
    expect(readdirSync(folder)).toHaveLength(before);
    expect((await orderOf(orderId, owner.cookie)).shipmentReference).toBe(sent.shipmentReference);

    expect(await markShipped(t.ctx, unpaid)).toBe(false);
    expect(await markShipped(t.ctx, orderId)).toBe(true);
    expect(await markShipped(t.ctx, orderId)).toBe(false);
    const shipped = await orderOf(orderId, owner.cookie);
    expect(shipped.status).toBe("SHIPPED");
    expect(shipped.shippedAt).not.toBeNull();
  });

  it("writes no PDF for a card whose picture did not load: the order stays paid, the output and the log say why", async () => {
    // Issue 22 item 5: the PDF carried a broken-image box. The renderer now refuses such a page
    // (server/prints/pdf.unit.test.ts); here what fulfilment does with that refusal.
    const owner = await ownerWithCard(t.app);
    const broken = await paidOrder(owner);
    const fine = await paidOrder(owner);
    const folder = mkdtempSync(join(tmpdir(), "orders-"));
    const logged: Record<string, unknown>[] = [];
    const log = createLogger({
      level: "info",
      destination: { write: (line: string) => void logged.push(JSON.parse(line)) },
    });
    const failing = async (ctx: unknown, printId: string, orderId: string) => {
      if (orderId === broken)
        throw new PrintRenderError("the card's pictures did not load: /media/uploads/x/gone.jpg (404)", [
          "/media/uploads/x/gone.jpg (404)",
        ]);
      return render(ctx, printId, orderId);
    };

    const result = await fulfilPaidOrders({ ...t.ctx, log }, folder, failing);
    expect(result.failed).toBe(1);
    const line = result.lines.find((l) => l.startsWith(broken));
    expect(line).toContain("NOT sent to print");
    expect(line).toContain("/media/uploads/x/gone.jpg (404)");
    expect(existsSync(join(folder, `${broken}.pdf`))).toBe(false);
    expect(existsSync(join(folder, `${broken}-label.txt`))).toBe(false);
    expect((await orderOf(broken, owner.cookie)).status).toBe("PAID");
    expect((await orderOf(broken, owner.cookie)).shipmentReference).toBeNull();
    // The other paid order goes on.
    expect(existsSync(join(folder, `${fine}.pdf`))).toBe(true);
    expect((await orderOf(fine, owner.cookie)).status).toBe("SENT_TO_PRINT");
    expect(logged).toContainEqual(
      expect.objectContaining({ severity: 3, orderId: broken, printId: owner.printId, level: 50 }),
    );

    // The operator's command fails with the order named (here Chromium cannot even start).
    const command = await runAdminCommand(
      { ...t.ctx, log, config: { ...t.ctx.config, chromePath: "/nonexistent/chromium" } },
      ["orders", folder],
    );
    expect(command.ok).toBe(false);
    expect(command.output).toMatch(new RegExp(`${broken}\\s+NOT sent to print`));
    expect(command.output).toMatch(/1 paid order not sent to print/);
    expect(existsSync(join(folder, `${broken}.pdf`))).toBe(false);
    expect((await orderOf(broken, owner.cookie)).status).toBe("PAID");
    expect(logged).toContainEqual(
      expect.objectContaining({ job: "print-pdf", severity: 3, printId: owner.printId, orderId: broken }),
    );
  }, 120_000);

  it.skipIf(!existsSync(process.env.CHROME_PATH ?? "/usr/bin/chromium"))(
    "says why the print page could not be printed without the card's key",
    async () => {
      const owner = await ownerWithCard(t.app);
      const [row] = await t.ctx.db.select().from(prints).where(eq(prints.id, owner.printId));
      const key = row?.serverAccessKey as string;
      const logged: string[] = [];
      const log = createLogger({
        level: "info",
        destination: { write: (line: string) => void logged.push(line) },
      });
      // Nothing listens on port 1: Chromium's error names the page it could not open.
      const ctx = { ...t.ctx, log, config: { ...t.ctx.config, port: 1 } };
      const failure = await renderPrintPdf(ctx, owner.printId).then(
        () => null,
        (error: Error) => error,
      );
      expect(failure).toBeInstanceOf(PrintRenderError);
      expect(failure?.message).toContain(`the print page of card ${owner.printId}`);
      for (const text of [failure?.message ?? "", ...logged]) {
        expect(text).not.toContain(key);
        expect(text).not.toContain(encodeURIComponent(key));
      }
      expect(logged.join("\n")).toContain('"severity":3');
    },
    120_000,
  );

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
