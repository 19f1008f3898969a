import { type Translation, translate } from "@core/translation";

/**
 * Rich text from the site document. Only ever HTML the server sanitized on save (or the editor's own
 * TipTap output while editing), so it is rendered as HTML.
 */
export function RichText({
  text,
  language,
  className,
}: {
  text: Translation;
  language: string;
  className?: string;
}) {
  const html = translate(text, language);
  if (!html) return null;
  return (
    <div
      className={className ? `rich-text ${className}` : "rich-text"}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
