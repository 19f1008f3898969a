// The seating plan's PDFs (issue 27): this server's own print page for the plan (routes/seating
// …/seating/print/{key}, the HTML of seating-print.ts) printed by the cards' Chromium path
// (pdf.ts printUrlToPdf: CHROME_PATH, one browser at a time, pictures checked before printing; the
// page's CSS @page names the paper). The page is read with a key made for this one print.
import type { PlanPaper } from "@core/seating";
import type { AppContext } from "../context";
import { issuePrintKey, revokePrintKey } from "../operations/seating";
import { PrintRenderError, printUrlToPdf, queuedPrint } from "./pdf";

export type SeatingPrintKind = "plan" | "cards";

export async function renderSeatingPdf(
  ctx: AppContext,
  siteId: string,
  kind: SeatingPrintKind,
  paper: PlanPaper,
): Promise<Buffer> {
  const host = ctx.config.host === "0.0.0.0" || ctx.config.host === "::" ? "127.0.0.1" : ctx.config.host;
  const key = issuePrintKey(siteId);
  const path = `/api/sites/${encodeURIComponent(siteId)}/seating/print/${key}?${new URLSearchParams({ kind, paper })}`;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${ctx.config.port}${path}`;
  try {
    return await queuedPrint(() => printUrlToPdf(ctx.config.chromePath, url));
  } catch (error) {
    // Chromium's messages name the page, whose address holds the key: not in logs.
    const reason = String((error as Error).message ?? error)
      .replaceAll(url, "the seating print page")
      .replaceAll(key, "…")
      .slice(0, 2000);
    ctx.log.error({ job: "seating-pdf", severity: 3, siteId, kind, reason }, "no seating PDF made");
    throw error instanceof PrintRenderError ? error : new PrintRenderError(reason);
  } finally {
    revokePrintKey(key);
  }
}
