// /print-pdf/{printId}/{serverAccessKey} (SPEC §2 Invitations): both pages of a card, each exactly one
// 111 × 154 mm sheet (A6 and its bleed), for the server's Chromium to print into the PDF the printer
// gets (server/prints/pdf.ts). With ?order= of an order of one card per household (issue 25): both
// pages for each household in the list's order, the back with the household's block (HouseholdCard).
// The card is read with its own key (no session). When the fonts and pictures have loaded the page says so on <html data-print-ready>, which the PDF step waits for.
import "@design/print-page.css";
import type { PrintedHouseholdCard } from "@core/print/households";
import type { Print } from "@core/print/schema";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { PrintCard } from "../../print/PrintCard";
import { api } from "../api";
import { useFontFaces } from "../font-faces";
import { HouseholdCardBack } from "./HouseholdCard";

type Access = {
  print: Print;
  site: { host: string | null; siteUrl: string | null; languages: string[] };
  /** An order of one card per household (issue 25): its households in list order. */
  households?: PrintedHouseholdCard[];
};

export function PrintPdfPage() {
  const { t } = useTranslation("app");
  const { printId = "", key = "" } = useParams();
  const sheets = useRef<HTMLDivElement>(null);
  const order = new URLSearchParams(useLocation().search).get("order");
  const access = useQuery({
    queryKey: ["print-access", printId, key, order],
    queryFn: () =>
      api.get<Access>(
        `/api/prints/${encodeURIComponent(printId)}/serverAccess/${encodeURIComponent(key)}${
          order ? `?order=${encodeURIComponent(order)}` : ""
        }`,
      ),
    retry: false,
  });
  const print = access.data?.print;
  useFontFaces(print ? [print.fonts] : []);

  useEffect(() => {
    if (!print) return;
    let cancelled = false;
    const settled = (target: EventTarget, events: string[]) =>
      new Promise<void>((done) => {
        for (const event of events) target.addEventListener(event, () => done(), { once: true });
      });
    const pictures = [...(sheets.current?.querySelectorAll("img") ?? [])].map((img) =>
      img.complete ? Promise.resolve() : settled(img, ["load", "error"]),
    );
    // The site fonts' stylesheet is added by useFontFaces: wait for it, then for its faces.
    const fontsSheet = [...document.querySelectorAll<HTMLLinkElement>("link[data-font-faces]")].map((link) =>
      link.sheet ? Promise.resolve() : settled(link, ["load", "error"]),
    );
    void Promise.all([...pictures, ...fontsSheet])
      .then(() => document.fonts.ready)
      .then(() => {
        if (!cancelled) document.documentElement.dataset.printReady = "true";
      });
    return () => {
      cancelled = true;
    };
  }, [print]);

  if (access.isError) {
    return (
      <p className="print-sheets__error" role="alert">
        {t("invitations.printFetchFailed")}
      </p>
    );
  }
  if (!print) return null;
  const households = access.data?.households;
  if (households) {
    // One card per household, in the list's order: its front, then its back with the household's block.
    const language = access.data?.site.languages[0] ?? "sv";
    return (
      <div className="print-sheets" ref={sheets}>
        {households.flatMap((card) => [
          <div className="print-sheet" key={`${card.id}-1`}>
            <PrintCard print={print} page={1} mode="print" />
          </div>,
          <div className="print-sheet" key={`${card.id}-2`}>
            <HouseholdCardBack print={print} card={card} language={language} mode="print" />
          </div>,
        ])}
      </div>
    );
  }
  return (
    <div className="print-sheets" ref={sheets}>
      {([1, 2] as const).map((page) => (
        <div className="print-sheet" key={page}>
          <PrintCard print={print} page={page} mode="print" />
        </div>
      ))}
    </div>
  );
}
