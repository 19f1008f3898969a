// Fulfilment for operators (issue 13 item 6; `npm run admin -- orders`): each paid order's print-ready
// PDF (the card as it was ordered) and address label are written to a folder, its parcel is booked with
// the shipping provider, and it is marked SENT_TO_PRINT; `orders shipped <id>` marks it SHIPPED. The
// owner's confirmation page shows each step. An order is moved on only from the step before, so running
// the command twice writes nothing twice. A card that cannot be printed as drawn (a picture that did not
// load: server/prints/pdf.ts) gets no PDF: its order stays PAID for the next run, the command's output
// names it and fails, and the log has it at severity 3; the other orders go on.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { carrierName } from "@core/orders/schema";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context";
import { orders } from "../db/schema";
import { ID_PATTERN } from "../ids";
import { renderPrintPdf } from "../prints/pdf";
import { parcelOf } from "../shipping/provider";
import { type OrderRow, presentOrder, shippingProviderOf } from "./records";

type Renderer = (ctx: AppContext, printId: string, orderId: string) => Promise<Buffer | null>;

/** The address label: the brand as sender, the carrier, method and tracking number, the receiver. */
export function addressLabel(ctx: AppContext, row: OrderRow, trackingNumber: string): string {
  const order = presentOrder(row);
  const to = order.shippingAddress;
  return [
    `${ctx.config.brandDefinition.displayName}`,
    `Order ${order._id}`,
    `${carrierName(order.shipment.carrier).name} – ${order.shipment.name}`,
    `Tracking ${trackingNumber}`,
    "",
    `${to.firstName} ${to.lastName}`,
    to.addressLine1,
    `${to.postCode} ${to.city}`,
    ctx.config.market === "dk" ? "DANMARK" : "SVERIGE",
    `${to.phone}`,
    "",
    `${order.quantity} × A6, ${order.envelopes === "none" ? "no envelopes" : `${order.envelopes} envelopes`}, ${
      order.trim === "rounded" ? "rounded corners" : "straight corners"
    }`,
    "",
  ].join("\n");
}

/** What one run did: the lines the command prints, and how many paid orders could not be sent. */
export type FulfilmentRun = { lines: string[]; failed: number };

/** Writes, books and marks every paid order whose PDF could be made. */
export async function fulfilPaidOrders(
  ctx: AppContext,
  folder: string,
  render: Renderer = renderPrintPdf,
): Promise<FulfilmentRun> {
  const paid = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.status, "PAID"))
    .orderBy(asc(orders.paidAt));
  const lines: string[] = [];
  let failed = 0;
  if (paid.length > 0) await mkdir(folder, { recursive: true });
  for (const row of paid) {
    if (!row.printId) {
      lines.push(`${row.id}  skipped: its card no longer exists`);
      continue;
    }
    let pdf: Buffer | null;
    try {
      pdf = await render(ctx, row.printId, row.id);
    } catch (error) {
      failed += 1;
      const reason = (error as Error).message;
      ctx.log.error(
        { err: error, job: "orders", severity: 3, orderId: row.id, printId: row.printId },
        "paid order not sent to print: its PDF could not be made",
      );
      lines.push(`${row.id}  NOT sent to print (still paid, no PDF written): ${reason}`);
      continue;
    }
    if (!pdf) {
      lines.push(`${row.id}  skipped: no card ${row.printId}`);
      continue;
    }
    const order = presentOrder(row);
    const { trackingNumber } = await shippingProviderOf(ctx).book({
      reference: row.id,
      shipmentMethodUid: order.shipment.shipmentMethodUid,
      to: order.shippingAddress,
      country: ctx.config.market === "dk" ? "DK" : "SE",
      parcel: parcelOf(row.quantity, row.envelopes !== "none"),
    });
    const pdfFile = join(folder, `${row.id}.pdf`);
    const labelFile = join(folder, `${row.id}-label.txt`);
    await writeFile(pdfFile, pdf);
    await writeFile(labelFile, addressLabel(ctx, row, trackingNumber));
    await ctx.db
      .update(orders)
      .set({ status: "SENT_TO_PRINT", sentToPrintAt: new Date(), shipmentReference: trackingNumber })
      .where(and(eq(orders.id, row.id), eq(orders.status, "PAID")));
    lines.push(
      `${row.id}  ${row.quantity} cards  ${order.shippingAddress.firstName} ${order.shippingAddress.lastName}, ${order.shippingAddress.city}  ${pdfFile}  ${labelFile}  tracking ${trackingNumber}`,
    );
  }
  return { lines, failed };
}

/** Orders sent to print and not yet shipped (the operator's to-do after printing). */
export async function ordersAtPrinter(ctx: AppContext): Promise<OrderRow[]> {
  return ctx.db
    .select()
    .from(orders)
    .where(inArray(orders.status, ["SENT_TO_PRINT"]))
    .orderBy(asc(orders.sentToPrintAt));
}

/** Marks an order sent to print as shipped; false when it is not one. */
export async function markShipped(ctx: AppContext, orderId: string): Promise<boolean> {
  if (!ID_PATTERN.test(orderId)) return false;
  const [row] = await ctx.db
    .update(orders)
    .set({ status: "SHIPPED", shippedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "SENT_TO_PRINT")))
    .returning({ id: orders.id });
  return row !== undefined;
}
