import { newClientId } from "@core/ids";
import { LIMITS } from "@core/limits";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";
import { RichTextField } from "../shared/RichTextField";
import { TextField } from "../shared/TextField";
import { ImageField } from "../shared/editor/ImageField";
import { ItemList } from "../shared/editor/ItemList";
import type { personSchema } from "./schema";

type Person = z.infer<typeof personSchema>;

export function newPerson(): Person {
  return { id: newClientId("person"), name: "", title: {}, text: {}, image: null };
}

export const PeopleListEditor: ModuleEditorFor<"PeopleList"> = (props) => {
  const { t } = useTranslation("app");
  const { module, language, onChange } = props;
  return (
    <div className="editor-lists">
      <ModuleTextField {...props} field="title" label="title" />
      <ModuleTextField {...props} field="text" label="text" rich />
      <fieldset className="editor-lists__group">
        <legend>{t("editorLists.people.people")}</legend>
        <ItemList
          items={module.list}
          onChange={(list) => onChange({ ...module, list })}
          newItem={newPerson}
          max={LIMITS.itemsPerList}
          addLabel={t("editorLists.people.add")}
          itemTitle={(person, index) =>
            person.name.trim() || t("editorLists.people.person", { number: index + 1 })
          }
          renderItem={(person, update) => (
            <>
              <NameField value={person.name} onChange={(name) => update({ ...person, name })} />
              <TextField
                label={t("editorLists.people.role")}
                value={person.title}
                language={language}
                onChange={(title) => update({ ...person, title })}
              />
              <RichTextField
                label={t("editorLists.people.text")}
                value={person.text}
                language={language}
                onChange={(text) => update({ ...person, text })}
              />
              <ImageField
                label={t("editorLists.image")}
                value={person.image}
                onChange={(image) => update({ ...person, image })}
              />
            </>
          )}
        />
      </fieldset>
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
