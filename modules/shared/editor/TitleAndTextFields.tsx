// The heading and the text a module editor opens with (Form, RSVP, gift registry, the lists): one
// component so that every editor labels and orders them alike.
import type { Translation } from "@core/translation";
import { ModuleTextField } from "../ModuleTextField";

type Props<M extends { title: Translation; text: Translation }> = {
  module: M;
  language: string;
  onChange: (module: M) => void;
};

export function TitleAndTextFields<M extends { title: Translation; text: Translation }>({
  module,
  language,
  onChange,
}: Props<M>) {
  return (
    <>
      <ModuleTextField module={module} language={language} onChange={onChange} field="title" label="title" />
      <ModuleTextField
        module={module}
        language={language}
        onChange={onChange}
        field="text"
        label="text"
        rich
      />
    </>
  );
}
