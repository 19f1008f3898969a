// Operator commands (npm run admin -- ...): what support staff need before there is an admin UI.
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { PRICE_TABLE } from "@core/payments";
import { desc, eq } from "drizzle-orm";
import { eventsCommand } from "../analytics/report";
import type { AppContext } from "../context";
import { accounts, payments, sessions, sites } from "../db/schema";
import { ImportError, importLegacySite } from "../legacy/import";
import { mailSchema, PASSWORD_MIN_LENGTH, setAccountPassword } from "../operations/accounts";
import { activateSite } from "../operations/sites";
import { fulfilPaidOrders, markShipped, ordersAtPrinter } from "../orders/fulfilment";
import { renderPrintPdf } from "../prints/pdf";
import { changingSite } from "../ssr/page-cache";
import { backupCommand } from "./backup-command";

export type AdminResult = { ok: boolean; output: string };

export const USAGE = `Usage: npm run admin -- <command>
  list-sites                                  List every site with its owner, host and state
  activate <siteId> <host> [months]           Publish a site on a host (default: the brand's subdomain months, 18 wedding, 12 party and event)
  payments [count]                            List the latest payments (default 50) with site, product, amount, status
  reset-password <mail> [newPassword]         Set a new password (random if not given) and end the account's sessions
  backup <file>                               Write the embedded database and the uploaded pictures to one .tar.gz (while serving)
  restore <file> [--force]                    Restore a backup into DATA_DIR, with the server stopped (--force: replace what is there)
  print-pdf <printId> <file>                  Write an invitation card's print-ready PDF (A6 with 3 mm bleed, both sides)
  orders [folder]                             Paid card orders: write each one's PDF and address label (default DATA_DIR/orders),
                                              book the parcel and mark it sent to print; then list those at the printer
  orders shipped <orderId>                    Mark an order that was sent to print as shipped
  import-site <file.json>                     Import a site made with the old editor (version 1), its RSVP answers and speeches
  events [days]                               Analytics events kept locally per day (default the last 30 days), with purchases' revenue`;

async function importSiteCommand(ctx: AppContext, file?: string): Promise<AdminResult> {
  if (!file) return { ok: false, output: "Usage: npm run admin -- import-site <file.json>" };
  if (!isAbsolute(file)) return { ok: false, output: `Give the file as an absolute path, not ${file}` };
  let input: unknown;
  try {
    input = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    return { ok: false, output: `${file} is not a JSON file: ${(error as Error).message}` };
  }
  try {
    const done = await importLegacySite(ctx, input);
    return {
      ok: true,
      output: `Imported site ${done.siteId}${done.host ? ` on ${done.host}` : ""}${
        done.account ? ` for ${done.account}` : ""
      }: ${done.rsvps} RSVP answers, ${done.speeches} speeches`,
    };
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, output: `Not imported: ${error.message}` };
    throw error;
  }
}

async function ordersCommand(ctx: AppContext, args: string[]): Promise<AdminResult> {
  if (args[0] === "shipped") {
    const orderId = args[1];
    if (!orderId) return { ok: false, output: "Usage: npm run admin -- orders shipped <orderId>" };
    return (await markShipped(ctx, orderId))
      ? { ok: true, output: `Order ${orderId} is shipped` }
      : { ok: false, output: `No order ${orderId} waiting at the printer` };
  }
  const folder = args[0] ?? join(ctx.config.dataDir, "orders");
  if (!isAbsolute(folder)) return { ok: false, output: `Give the folder as an absolute path, not ${folder}` };
  const { lines: written, failed } = await fulfilPaidOrders(ctx, folder);
  const waiting = await ordersAtPrinter(ctx);
  return {
    // An order whose PDF could not be made fails the command (its line says why; it stays paid).
    ok: failed === 0,
    output: [
      written.length > 0 ? `Sent to print (${written.length - failed}):` : "No paid orders waiting.",
      ...written,
      ...(failed > 0 ? [`${failed} paid order${failed === 1 ? "" : "s"} not sent to print: see above`] : []),
      `At the printer, not yet shipped (${waiting.length}):`,
      ...waiting.map(
        (row) =>
          `${row.id}  tracking ${row.shipmentReference ?? "-"}  since ${row.sentToPrintAt?.toISOString().slice(0, 16) ?? "-"}`,
      ),
    ].join("\n"),
  };
}

async function printPdfCommand(ctx: AppContext, printId?: string, file?: string): Promise<AdminResult> {
  if (!printId || !file)
    return { ok: false, output: "Usage: npm run admin -- print-pdf <printId> <file.pdf>" };
  // The command line makes it absolute (server/admin.ts): the server's working folder may differ.
  if (!isAbsolute(file)) return { ok: false, output: `Give the PDF file as an absolute path, not ${file}` };
  const pdf = await renderPrintPdf(ctx, printId);
  if (!pdf) return { ok: false, output: `No card with the id ${printId}` };
  await writeFile(file, pdf);
  return { ok: true, output: `Card ${printId} written to ${file} (${Math.round(pdf.length / 1024)} KB)` };
}

async function listSites(ctx: AppContext): Promise<AdminResult> {
  const rows = await ctx.db
    .select({
      id: sites.id,
      host: sites.host,
      active: sites.active,
      isDemo: sites.isDemo,
      mail: accounts.mail,
      updatedAt: sites.updatedAt,
    })
    .from(sites)
    .leftJoin(accounts, eq(accounts.id, sites.accountId))
    .orderBy(desc(sites.updatedAt));
  const lines = rows.map((row) =>
    [
      row.id,
      (row.host ?? "-").padEnd(30),
      (row.isDemo ? "demo" : row.active ? "active" : "draft").padEnd(6),
      (row.mail ?? "-").padEnd(30),
      row.updatedAt.toISOString().slice(0, 10),
    ].join("  "),
  );
  return { ok: true, output: [`${rows.length} site(s)`, ...lines].join("\n") };
}

async function activate(
  ctx: AppContext,
  siteId?: string,
  host?: string,
  months?: string,
): Promise<AdminResult> {
  if (!siteId || !host) return { ok: false, output: USAGE };
  if (!/^[a-z0-9.-]+$/i.test(host)) return { ok: false, output: `Not a host name: ${host}` };
  const { brand, market } = ctx.config;
  const monthCount = months ? Number(months) : PRICE_TABLE[market][brand].subdomain.months;
  if (!Number.isInteger(monthCount) || monthCount < 1 || monthCount > 120) {
    return { ok: false, output: `Months must be a whole number from 1 to 120, not ${months}` };
  }
  const row = await changingSite(ctx, siteId, () => activateSite(ctx, siteId, host, { months: monthCount }));
  return {
    ok: true,
    output: `Site ${row.id} is active on ${row.host} until ${row.activeExpireDate?.toISOString().slice(0, 10)}`,
  };
}

async function listPayments(ctx: AppContext, count?: string): Promise<AdminResult> {
  const limit = count ? Number(count) : 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    return { ok: false, output: `Count must be a whole number from 1 to 10000, not ${count}` };
  }
  const rows = await ctx.db.select().from(payments).orderBy(desc(payments.createdAt)).limit(limit);
  const lines = rows.map((row) =>
    [
      row.createdAt.toISOString().slice(0, 16).replace("T", " "),
      row.reference,
      (row.siteId ?? "-").padEnd(24),
      row.product.padEnd(50),
      row.method.padEnd(5),
      `${(row.amount / 100).toFixed(2)} ${row.currency}`.padStart(14),
      row.status.padEnd(9),
      row.refundStatus
        ? `refund ${row.refundStatus} (${row.refundReason ?? "?"})`
        : row.effectAppliedAt
          ? "applied"
          : "-",
      row.target ?? "",
      row.errorMessage ?? "",
    ]
      .join("  ")
      .trimEnd(),
  );
  return { ok: true, output: [`${rows.length} payment(s), newest first`, ...lines].join("\n") };
}

async function resetPassword(ctx: AppContext, mail?: string, password?: string): Promise<AdminResult> {
  const parsed = mailSchema.safeParse(mail ?? "");
  if (!parsed.success) return { ok: false, output: USAGE };
  const newPassword = password ?? randomBytes(9).toString("base64url");
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, output: `The password needs at least ${PASSWORD_MIN_LENGTH} characters` };
  }
  const [account] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.mail, parsed.data));
  if (!account) return { ok: false, output: `No account with the mail ${parsed.data}` };
  await setAccountPassword(ctx, account.id, newPassword);
  await ctx.db.delete(sessions).where(eq(sessions.accountId, account.id));
  return { ok: true, output: `New password for ${parsed.data}: ${newPassword}` };
}

export async function runAdminCommand(ctx: AppContext, args: string[]): Promise<AdminResult> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case "list-sites":
        return await listSites(ctx);
      case "activate":
        return await activate(ctx, rest[0], rest[1], rest[2]);
      case "payments":
        return await listPayments(ctx, rest[0]);
      case "reset-password":
        return await resetPassword(ctx, rest[0], rest[1]);
      case "backup":
        return await backupCommand(ctx, rest[0]);
      case "print-pdf":
        return await printPdfCommand(ctx, rest[0], rest[1]);
      case "orders":
        return await ordersCommand(ctx, rest);
      case "import-site":
        return await importSiteCommand(ctx, rest[0]);
      case "events":
        return await eventsCommand(ctx, rest[0]);
      case "restore":
        // Only with the server stopped (server/admin.ts runs it without opening the database).
        return {
          ok: false,
          output: "restore replaces the database: stop the server first, then run it again",
        };
      default:
        return { ok: false, output: USAGE };
    }
  } catch (error) {
    return { ok: false, output: (error as Error).message };
  }
}
