// The FAQ's editor (issue 27): each question with its answer, moved, added and removed like every list;
// each card shows the link that opens the question on the page (#faq-{itemId}).
import { newClientId } from "@core/ids";
import { LIMITS } from "@core/limits";
import { translate } from "@core/translation";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { ItemList } from "../shared/editor/ItemList";
import { TitleAndTextFields } from "../shared/editor/TitleAndTextFields";
import { RichTextField } from "../shared/RichTextField";
import { TextField } from "../shared/TextField";
import { type FaqItem, faqAnchor } from "./schema";

export function newFaqItem(): FaqItem {
  return { id: newClientId("faqItem"), question: {}, answer: {} };
}

export const FaqEditor: ModuleEditorFor<"Faq"> = ({ module, language, onChange, focus }) => {
  const { t } = useTranslation("app");
  return (
    <div className="editor-lists">
      <TitleAndTextFields module={module} language={language} onChange={onChange} />
      <fieldset className="editor-lists__group">
        <legend>{t("dayModules.faq.items")}</legend>
        <ItemList
          items={module.items}
          onChange={(items) => onChange({ ...module, items })}
          newItem={newFaqItem}
          max={LIMITS.itemsPerList}
          addLabel={t("dayModules.faq.add")}
          openItemId={focus?.itemId}
          itemTitle={(item, index) =>
            translate(item.question, language).trim() || t("dayModules.faq.item", { number: index + 1 })
          }
          renderItem={(item, update) => (
            <>
              <TextField
                label={t("dayModules.faq.question")}
                value={item.question}
                language={language}
                onChange={(question) => update({ ...item, question })}
              />
              <RichTextField
                label={t("dayModules.faq.answer")}
                value={item.answer}
                language={language}
                onChange={(answer) => update({ ...item, answer })}
              />
              <p className="field__hint">{t("dayModules.faq.link", { link: `#${faqAnchor(item.id)}` })}</p>
            </>
          )}
        />
      </fieldset>
    </div>
  );
};

export default FaqEditor;
