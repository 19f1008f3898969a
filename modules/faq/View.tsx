// The FAQ on the guest page (issue 27): each question a <details> whose answer opens in place, one at a
// time (the shared name makes them one group in the browser, no script needed). Each question has an
// id, so a link to #faq-{itemId} opens its answer (web/guest/islands/faq.ts, a few lines of DOM code).
import { translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { ModuleTitle } from "../shared/ModuleTitle";
import { RichText } from "../shared/RichText";
import type { ModuleViewFor } from "../view-types";
import { faqAnchor } from "./schema";

export const FaqView: ModuleViewFor<"Faq"> = ({ module, language, mode }) => {
  const { t } = useTranslation("guest");
  // A question never written has nothing to open; guests get no question without an answer (an answer
  // still the couple's starting text reaches them empty), the editor's canvas shows every one.
  const items = module.items.filter(
    (item) =>
      translate(item.question, language) !== "" &&
      (mode === "EDIT" || translate(item.answer, language) !== ""),
  );
  return (
    <div className="module-faq">
      <div className="module-faq__intro">
        <ModuleTitle title={module.title} language={language} />
        <RichText text={module.text} language={language} />
      </div>
      {items.length > 0 ? (
        <div className="module-faq__items" data-faq>
          {items.map((item) => (
            <details
              key={item.id}
              className="module-faq__item"
              id={faqAnchor(item.id)}
              name={`faq-${module.id}`}
            >
              <summary className="module-faq__question">
                <span className="module-faq__question-text">{translate(item.question, language)}</span>
                <svg
                  className="module-faq__chevron"
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </summary>
              <div className="module-faq__answer">
                <RichText text={item.answer} language={language} />
              </div>
            </details>
          ))}
        </div>
      ) : mode === "EDIT" ? (
        <p className="module-placeholder">{t("modules.faq.empty")}</p>
      ) : null}
    </div>
  );
};
