// TipTap limited to what rich text may hold (SPEC §3): paragraph, h3, link, bold, italic, underline
// (and line breaks). Owner app only: never imported by a guest view.
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { shouldAutoLink } from "./autolink";

type Props = {
  value: string;
  onChange: (html: string) => void;
  label: string;
  id: string;
  /** Shown while empty: what guests see instead (HTML of the fallback language's text). */
  placeholder?: string | undefined;
  /** Id of a text describing the field (translate mode's first-language text). */
  describedBy?: string | undefined;
};

const viewAttributes = (label: string, id: string): Record<string, string> => ({
  "aria-label": label,
  "aria-multiline": "true",
  role: "textbox",
  id,
});

/** SPEC §4/§10: the rich-text undo history holds at most 100 steps. */
export const RICH_TEXT_UNDO_DEPTH = 100;

/** A placeholder is plain text: the fallback's HTML without its tags, on one line, kept short. */
function plainPlaceholder(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

const EMPTY = "<p></p>";

export function RichTextEditor({ value, onChange, label, id, placeholder, describedBy }: Props) {
  const { t } = useTranslation("app");
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        blockquote: false,
        bulletList: false,
        orderedList: false,
        listItem: false,
        listKeymap: false,
        codeBlock: false,
        code: false,
        horizontalRule: false,
        strike: false,
        undoRedo: { depth: RICH_TEXT_UNDO_DEPTH },
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          // Only text over 5 characters becomes a link by itself (SPEC §5): not 'a.se' (autolink.ts).
          shouldAutoLink,
          defaultProtocol: "https",
          protocols: ["mailto"],
          HTMLAttributes: { rel: null, target: null },
        },
      }),
    ],
    content: value || EMPTY,
    immediatelyRender: true,
    editorProps: { attributes: viewAttributes(label, id) },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange(html === EMPTY ? "" : html);
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      underline: e?.isActive("underline") ?? false,
      heading: e?.isActive("heading", { level: 3 }) ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });

  // The editor's DOM attributes are given when it is made; translate mode comes and goes later.
  // setOptions also works before the view is mounted (it keeps the options for then).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const attributes: Record<string, string> = { ...viewAttributes(label, id) };
    if (describedBy) attributes["aria-describedby"] = describedBy;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, describedBy, label, id]);

  if (!editor) return null;
  const shownPlaceholder = value === "" && placeholder ? plainPlaceholder(placeholder) : "";

  const setLink = () => {
    const previous = editor.getAttributes("link").href as string | undefined;
    const href = window.prompt(t("moduleEditor.linkPrompt"), previous ?? "https://");
    if (href === null) return;
    if (href === "" || href === "https://") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
  };

  const button = (
    name: keyof NonNullable<typeof state>,
    text: string,
    run: () => void,
    content: React.ReactNode,
  ) => (
    <button
      type="button"
      className={`toolbar-button${state?.[name] ? " is-active" : ""}`}
      aria-pressed={state?.[name] ?? false}
      // A button showing letters (H3) says them too (label in name, WCAG 2.5.3).
      aria-label={typeof content === "string" ? `${text} (${content})` : text}
      title={text}
      onClick={run}
    >
      {content}
    </button>
  );

  return (
    <div className="rich-text-editor">
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label={label} aria-controls={id}>
        {button(
          "bold",
          t("moduleEditor.bold"),
          () => editor.chain().focus().toggleBold().run(),
          <strong>B</strong>,
        )}
        {button(
          "italic",
          t("moduleEditor.italic"),
          () => editor.chain().focus().toggleItalic().run(),
          <em>I</em>,
        )}
        {button(
          "underline",
          t("moduleEditor.underline"),
          () => editor.chain().focus().toggleUnderline().run(),
          <u>U</u>,
        )}
        {button(
          "heading",
          t("moduleEditor.heading"),
          () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
          "H3",
        )}
        {button(
          "link",
          t("moduleEditor.link"),
          setLink,
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>,
        )}
      </div>
      <div className="rich-text-editor__body">
        {shownPlaceholder ? (
          <p className="rich-text-editor__placeholder" aria-hidden="true">
            {shownPlaceholder}
          </p>
        ) : null}
        <EditorContent editor={editor} className="rich-text-editor__content rich-text" />
      </div>
    </div>
  );
}
