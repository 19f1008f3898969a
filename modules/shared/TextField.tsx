// A one-line translated text in the edited language, and what translate mode adds to every
// translated field: the first language's text beside the field (SPEC §2 Mer: translate mode).
// The editor context is read optionally, so the fields work outside the editor shell too (tests,
// dialogs rendered on their own): without it there is simply no translate mode.
import { languageName } from "@core/iso-languages";
import { isInstructionText } from "@core/starting-texts";
import { fallbackText, isWritten, normalizeText, setTranslation, type Translation } from "@core/translation";
import { type ReactNode, useContext, useId } from "react";
import { useTranslation } from "@web/i18n/use-translation";
import { EditorContext } from "./editor/context";

type Props = { label: string; value: Translation; language: string; onChange: (value: Translation) => void };

export type TranslateSource = { language: string; text: string };

/** In translate mode, when editing another language than the first: the first language's text. */
export function useTranslateSource(value: Translation, language: string): TranslateSource | null {
  const editor = useContext(EditorContext);
  const first = editor?.languages[0];
  if (!editor?.translateMode || !first || first === language) return null;
  // What is written in the first language itself, not its fallback: translating from English while
  // believing it Swedish helps no one.
  return { language: first, text: normalizeText(value[first] ?? "") };
}

/** The first language's text shown beside the field being translated. */
export function TranslateSourceText({
  id,
  source,
  rich = false,
}: {
  id: string;
  source: TranslateSource;
  rich?: boolean;
}) {
  const { t, i18n } = useTranslation("app");
  const heading = t("editorShell.translate.source", {
    language: languageName(source.language, i18n.language),
  });
  let body: ReactNode;
  if (!source.text) body = <p className="field__source-empty">{t("editorShell.translate.sourceEmpty")}</p>;
  else if (rich) {
    // The owner's own rich text (sanitized by the server on save, TipTap's output while editing).
    body = <div className="rich-text" dangerouslySetInnerHTML={{ __html: source.text }} />;
  } else body = <p lang={source.language}>{source.text}</p>;
  return (
    <div className="field__source" id={id}>
      <span className="field__source-label">{heading}</span>
      {body}
    </div>
  );
}

/**
 * 'Starttext – skriv er egen' beside a field whose text in this language is still a starting text that
 * tells the couple what to write (core/starting-texts.ts): guests never see it until it is rewritten.
 */
export function StartingTextBadge({
  value,
  language,
  id,
}: {
  value: Translation;
  language: string;
  id: string;
}) {
  const { t } = useTranslation("app");
  if (!isInstructionText(value[language])) return null;
  return (
    <span className="starting-text-badge" id={id}>
      {t("startingTexts.badge")}
      <span className="visually-hidden">{`. ${t("startingTexts.badgeHint")}`}</span>
    </span>
  );
}

/** The ids describing a field: the translate-mode source and the starting-text badge, when shown. */
export function describedBy(ids: (string | false)[]): string | undefined {
  const present = ids.filter((id): id is string => id !== false);
  return present.length > 0 ? present.join(" ") : undefined;
}

/**
 * A field never written in this language shows, as its placeholder, what guests see instead (the
 * fallback language's text); a field emptied on purpose shows none, since guests see nothing there.
 */
export function fallbackPlaceholder(value: Translation, language: string): string | undefined {
  return isWritten(value, language) ? undefined : fallbackText(value, language) || undefined;
}

export function TextField({ label, value, language, onChange }: Props) {
  const id = useId();
  const source = useTranslateSource(value, language);
  const starting = isInstructionText(value[language]);
  const input = (
    <input
      id={id}
      type="text"
      lang={language}
      maxLength={300}
      value={value[language] ?? ""}
      placeholder={fallbackPlaceholder(value, language)}
      aria-describedby={describedBy([!!source && `${id}-source`, starting && `${id}-starting`])}
      onChange={(event) => onChange(setTranslation(value, language, event.target.value))}
    />
  );
  return (
    <div className={`field${source ? " field--translating" : ""}${starting ? " field--starting-text" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <StartingTextBadge value={value} language={language} id={`${id}-starting`} />
      {source ? (
        <div className="field__pair">
          <TranslateSourceText id={`${id}-source`} source={source} />
          {input}
        </div>
      ) : (
        input
      )}
    </div>
  );
}
