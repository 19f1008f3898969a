// For module editor tests: renders a module's editor in Swedish inside an EditorContext, keeping the
// module it is given in state as the editor page does, and gives every module it reported (parsed with
// the module's schema, so the test sees what would be saved).
import { render } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { type ComponentType, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { EditorContext, type EditorContextValue } from "./editor/context";

const context = {
  apiBase: "/api/sites/s1",
  languages: ["sv"],
  language: "sv",
  translateMode: false,
} as unknown as EditorContextValue;

type EditorProps<M> = { module: M; language: string; onChange: (next: M) => void };
type Schema<M> = { parse: (input: unknown) => M };

function Host<M>({
  Editor,
  schema,
  input,
  seen,
}: {
  Editor: ComponentType<EditorProps<M>>;
  schema: Schema<M>;
  input: Record<string, unknown>;
  seen: M[];
}) {
  const [module, setModule] = useState(() => schema.parse(input));
  return (
    <Editor
      module={module}
      language="sv"
      onChange={(next) => {
        seen.push(next);
        setModule(next);
      }}
    />
  );
}

/** Renders the editor for `input`; `last()` is the last module it reported, parsed. */
export function renderModuleEditor<M>(
  Editor: ComponentType<EditorProps<M>>,
  schema: Schema<M>,
  input: Record<string, unknown>,
): { last: () => M } {
  const seen: M[] = [];
  const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
  render(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <Host Editor={Editor} schema={schema} input={input} seen={seen} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
  return { last: () => schema.parse(seen.at(-1)) };
}
