import { type Translation, translate } from "@core/translation";

export function ModuleTitle({ title, language, id }: { title: Translation; language: string; id?: string }) {
  const text = translate(title, language);
  if (!text) return null;
  return (
    <h2 className="module-title" id={id}>
      {text}
    </h2>
  );
}
