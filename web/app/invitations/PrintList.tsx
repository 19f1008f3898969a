// The invitations start (SPEC §2, §9): what the cards are (matching cards 150 kr per 10, A6, printed
// on both sides, 300 gsm matt paper), a new card, and the site's cards as small fronts to open.
import { formatSek, PRICE_PER_TEN } from "@core/orders/prices";
import type { Print } from "@core/print/schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PrintCard } from "../../print/PrintCard";
import { useFontFaces } from "../font-faces";

export function PrintList({ root, prints }: { root: string; prints: Print[] | null }) {
  const { t } = useTranslation("app");
  useFontFaces(prints?.map((print) => print.fonts) ?? []);
  return (
    <main className="invitations">
      <section className="invitations__info" aria-labelledby="invitations-title">
        <h1 id="invitations-title" className="invitations__title">
          {t("invitations.title")}
        </h1>
        <p className="invitations__lead">{t("invitations.lead")}</p>
        <ul className="invitations__facts">
          <li>{t("invitations.factPrice", { price: formatSek(PRICE_PER_TEN) })}</li>
          <li>{t("invitations.factSize")}</li>
          <li>{t("invitations.factSides")}</li>
          <li>{t("invitations.factPaper")}</li>
        </ul>
        <Link className="button button--primary" to={`${root}/nytt`}>
          {t("invitations.create")}
        </Link>
      </section>
      <section className="invitations__cards" aria-labelledby="invitations-cards">
        <h2 id="invitations-cards">{t("invitations.yourCards")}</h2>
        {prints === null ? (
          <p aria-live="polite">{t("editor.loading")}</p>
        ) : prints.length === 0 ? (
          <p>{t("invitations.noCards")}</p>
        ) : (
          <ul className="invitations__list">
            {prints.map((print, index) => (
              <li key={print._id}>
                <Link className="invitations__card" to={`${root}/${print._id}`}>
                  <span className="invitations__thumb" aria-hidden="true">
                    <PrintCard print={print} page={1} mode="preview" />
                  </span>
                  <span>{t("invitations.cardName", { number: prints.length - index })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
