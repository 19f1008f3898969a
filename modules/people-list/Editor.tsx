import { newClientId } from "@core/ids";
import { LIMITS } from "@core/limits";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { ModuleEditorFor } from "../editor-types";
import { ItemsWithImageFields } from "../shared/editor/ItemsWithImageFields";
import { TitleAndTextFields } from "../shared/editor/TitleAndTextFields";
import type { personSchema } from "./schema";

type Person = z.infer<typeof personSchema>;

export function newPerson(): Person {
  return { id: newClientId("person"), name: "", title: {}, text: {}, image: null };
}

export const PeopleListEditor: ModuleEditorFor<"PeopleList"> = ({ module, language, onChange }) => {
  const { t } = useTranslation("app");
  return (
    <div className="editor-lists">
      <TitleAndTextFields module={module} language={language} onChange={onChange} />
      <ItemsWithImageFields
        legend={t("editorLists.people.people")}
        items={module.list}
        onChange={(list) => onChange({ ...module, list })}
        newItem={newPerson}
        addLabel={t("editorLists.people.add")}
        itemTitle={(person, index) =>
          person.name.trim() || t("editorLists.people.person", { number: index + 1 })
        }
        labels={{ title: t("editorLists.people.role"), text: t("editorLists.people.text") }}
        language={language}
        leadingFields={(person, update) => (
          <NameField value={person.name} onChange={(name) => update({ ...person, name })} />
        )}
      />
    </div>
  );
};

/** A name is the same in every language (SPEC §3: name is a plain string). */
function NameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation("app");
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t("editorLists.people.name")}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        maxLength={LIMITS.shortText}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export default PeopleListEditor;
