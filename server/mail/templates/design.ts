// The HTML part of a mail (issue 26), made from its text part: the text's own words in the brand's
// layout (layout.tsx). The mail texts keep one shape throughout (a greeting, paragraphs, "Label: value"
// lines, a link on a line of its own, the sign-off), so the HTML is read from the text rather than
// written a second time beside it: both parts say the same, in the same language, and a call site
// only names the mail's kind and language.
//
// Per mail this is string work only: the layout is rendered by React once per language and brand
// (cached, layout.tsx), the mail's words are escaped and put in its placeholders.
import type { UiLanguage } from "@core/languages";
import { type Fragments, type MailBrand, renderFragments, renderLayout } from "./layout";

type Parts = Record<keyof Fragments, Filler>;

import { MAIL_TEXTS, type MailKind } from "./texts";

export type { MailBrand } from "./layout";
export { MAIL_KINDS, type MailKind } from "./texts";

/** What a call site tells about a mail so it gets its HTML part. */
export type MailDesign = {
  kind: MailKind;
  language: UiLanguage;
  /**
   * A guest page's own origin ('https://anna-och-erik.brollopssidan.se'), for a mail whose links go to
   * the page (a personal link, its calendar file): served by the product, so a button too.
   */
  pageOrigin?: string;
  /**
   * A guest mail's picture (the page's header picture), shown above the heading; only an image on the
   * page's own origin (`pageOrigin`) is shown: no other remote images.
   */
  hero?: { src: string; alt: string };
  /** A guest mail's unsubscribe link, after the footer's "why" (mail/unsubscribe.ts). */
  footerLink?: { text: string; label: string; href: string };
};

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const SPECIAL = /[&<>"'\u0080-\uffff]/;
const NON_ASCII = /[\u0080-\uffff]/;
/** A character outside ASCII as a numeric reference ('ö' → '&#246;'), a surrogate pair as one. */
const reference = (char: string) => `&#${char.codePointAt(0)};`;

/**
 * The HTML part is written in ASCII only: every other character as a numeric reference. Quoted-
 * printable then has only '=' to encode and no UTF-8 bytes to work out, and the message stays a
 * one-byte string (compose.ts): most of what the HTML part would otherwise cost per mail.
 */
const ascii = (html: string) =>
  NON_ASCII.test(html) ? html.replace(/[\ud800-\udbff][\udc00-\udfff]|[\u0080-\uffff]/g, reference) : html;

const escapeHtml = (text: string) =>
  SPECIAL.test(text) ? ascii(text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)) : text;

type Filler = (values: Record<string, string>) => string;

/**
 * A skeleton's {{NAME}} placeholders, found once: filling is joining its pieces with the values (a
 * value holding '{{…}}' is never filled again).
 */
function compile(skeleton: string): Filler {
  const pieces = skeleton.split(/\{\{([A-Z]+)\}\}/);
  return (values) => {
    let out = pieces[0] ?? "";
    for (let i = 1; i < pieces.length; i += 2) {
      const name = pieces[i] ?? "";
      out += (values[name] ?? `{{${name}}}`) + (pieces[i + 1] ?? "");
    }
    return out;
  };
}

type Row =
  | { kind: "fact"; label: string; value: string; href?: string }
  | { kind: "caption" | "value"; text: string };
type Block =
  | { kind: "text"; lines: string[] }
  | { kind: "table"; rows: Row[] }
  | { kind: "button"; label: string; href: string; secondary?: boolean }
  | { kind: "rule" };

// "Label: value" (a list item "- Label: value" too): a short label, no sentence inside it.
const FACT = /^\s*(?:- )?([^:\s][^:]{0,59}): (.*)$/;
const URL_ONLY = /^\s*(https?:\/\/\S+)\s*$/;
const LABELLED_URL = /^([^:]{1,60}): (https?:\/\/\S+)$/;
const SENTENCE_END = /[.!?]$/;
/** A line of a multi-line value ("Label: first line" then lines indented by four spaces). */
const CONTINUATION = /^ {4}/;

const isFact = (line: string) => {
  const match = FACT.exec(line);
  // Not a sentence ("… 60 minutes. If you did not ask: …"); an abbreviation ("incl. VAT") is fine.
  return match !== null && !/[.!?]\s+\p{Lu}\p{Ll}/u.test(match[1] ?? "");
};

/**
 * How a "Label: link" line to the product's own origin shows: a button with the label (mails whose every
 * line is the product's own), a fact whose value is a link (the feedback mail), or a fact as written
 * (the answers' mails: the value is a guest's).
 */
export type LabelledLinks = "buttons" | "values" | "text";

/**
 * The blocks of a text. Buttons only for the product's own links: a link alone on its line (always
 * ours: a guest's answer is on a "Label: value" line or indented), and labelled ones as `labelled` says.
 */
export function blocksOf(
  text: string,
  options: { origin: string; pageOrigin?: string; labelled: LabelledLinks },
): Block[] {
  const origins = options.pageOrigin ? [options.origin, options.pageOrigin] : [options.origin];
  const own = (url: string) => origins.some((origin) => url === origin || url.startsWith(`${origin}/`));
  const blocks: Block[] = [];
  let buttons = 0;
  // Paragraphs part at empty lines (a line of spaces is a multi-line value's empty line).
  for (const paragraph of text.replace(/\r\n?/g, "\n").split(/\n\n+/)) {
    const lines = paragraph.split("\n").filter((line) => line !== "");
    const factLike = lines.map(isFact);
    const facts = factLike.filter(Boolean).length;
    const plain = lines.filter((line, i) => !factLike[i] && !CONTINUATION.test(line));
    // A table when the paragraph is mostly "Label: value" lines (a caption, an address, an org. no. beside).
    const tabular = facts >= 2 || (facts === 1 && plain.every((line) => line.length <= 90));
    let text: string[] = [];
    let rows: Row[] = [];
    const flush = () => {
      if (text.length > 0) blocks.push({ kind: "text", lines: text });
      if (rows.length > 0) blocks.push({ kind: "table", rows });
      text = [];
      rows = [];
    };
    for (const [index, line] of lines.entries()) {
      const alone = URL_ONLY.exec(line)?.[1];
      const labelled = options.labelled === "buttons" ? LABELLED_URL.exec(line) : null;
      const last = rows[rows.length - 1];
      if (alone && own(alone)) {
        // The first such link is the mail's action (the kind's words); a later one is a second button
        // named by the line before it ("Add to your calendar:").
        const before = text[text.length - 1];
        const name = buttons > 0 && before?.endsWith(":") && before.length <= 60 ? before.slice(0, -1) : null;
        if (name) text.pop();
        flush();
        blocks.push(
          name
            ? { kind: "button", label: name, href: alone, secondary: true }
            : { kind: "button", label: "", href: alone },
        );
        buttons++;
      } else if (labelled?.[2] && own(labelled[2])) {
        flush();
        blocks.push({ kind: "button", label: labelled[1] ?? "", href: labelled[2] });
        buttons++;
      } else if (line.trim() === "--") {
        flush();
        blocks.push({ kind: "rule" });
      } else if (tabular && last && CONTINUATION.test(line)) {
        const extra = line.replace(CONTINUATION, "");
        if (last.kind === "fact") last.value += `\n${extra}`;
        else last.text += `\n${extra}`;
      } else if (tabular && factLike[index]) {
        const [, label = "", value = ""] = FACT.exec(line) ?? [];
        // A short line before a table is its caption ("Receipt", "Guest 1"); a sentence stays text.
        if (text.length === 1 && rows.length === 0 && !SENTENCE_END.test(text[0] ?? ""))
          rows.push({ kind: "caption", text: text[0] ?? "" });
        else if (text.length > 0) blocks.push({ kind: "text", lines: text });
        text = [];
        const link = options.labelled === "values" && URL_ONLY.exec(value)?.[1];
        rows.push({ kind: "fact", label: label.trim(), value, ...(link && own(link) ? { href: link } : {}) });
      } else if (tabular && rows.length > 0 && !SENTENCE_END.test(line.trim())) {
        rows.push(
          rows.some((row) => row.kind === "fact")
            ? { kind: "value", text: line.trim() }
            : { kind: "caption", text: line.trim() },
        );
      } else {
        if (rows.length > 0) flush();
        text.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}

/** Escaped, line breaks kept. */
const lines = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

function bodyOf(blocks: Block[], parts: Parts, language: UiLanguage, kind: MailKind): string {
  const texts = MAIL_TEXTS[language];
  let html = "";
  for (const block of blocks) {
    if (block.kind === "text") html += parts.paragraph({ TEXT: block.lines.map(escapeHtml).join("<br>") });
    else if (block.kind === "rule") html += parts.rule({});
    else if (block.kind === "button") {
      const href = escapeHtml(block.href);
      html += (block.secondary ? parts.secondaryButton : parts.button)({
        HREF: href,
        URL: href,
        LABEL: escapeHtml(block.label || texts.kinds[kind].action),
        FALLBACK: escapeHtml(texts.fallback),
      });
    } else {
      let rows = "";
      for (const row of block.rows) {
        if (row.kind === "fact") {
          const value = row.href
            ? parts.link({ HREF: escapeHtml(row.href), TEXT: escapeHtml(row.value) })
            : lines(row.value);
          rows += parts.factRow({ LABEL: lines(row.label), VALUE: value });
        } else
          rows += (row.kind === "caption" ? parts.captionRow : parts.valueRow)({
            TEXT: lines(row.text),
            VALUE: lines(row.text),
          });
      }
      html += parts.table({ ROWS: rows });
    }
  }
  return html;
}

type Skeleton = { layout: Filler; parts: Parts };

let fragments: Parts | undefined;
const layouts = new Map<string, Filler>();

/** The rendered layout of a language and brand, made on first use and kept. */
function skeletonOf(language: UiLanguage, brand: MailBrand): Skeleton {
  fragments ??= Object.fromEntries(
    Object.entries(renderFragments()).map(([name, html]) => [name, compile(ascii(html))]),
  ) as Parts;
  const key = `${language}\n${brand.name}\n${brand.origin}\n${brand.contactMail}`;
  let layout = layouts.get(key);
  if (!layout) {
    layout = compile(ascii(renderLayout(language, brand)));
    layouts.set(key, layout);
  }
  return { layout, parts: fragments };
}

/** The mail's heading: its subject without the " - Brand" every subject ends with. */
function headingOf(subject: string, brand: MailBrand): string {
  const suffix = ` - ${brand.name}`;
  return subject.endsWith(suffix) ? subject.slice(0, -suffix.length) : subject;
}

/** The first words a mail list shows: the first paragraph after the greeting, shortened. */
function preheaderOf(blocks: Block[]): string {
  const texts = blocks.filter((b): b is Extract<Block, { kind: "text" }> => b.kind === "text");
  const first = texts.find((b, i) => !(i === 0 && b.lines.length === 1 && (b.lines[0] ?? "").length <= 30));
  const words = (first ?? texts[0])?.lines.join(" ") ?? "";
  return words.length > 140 ? `${words.slice(0, 139)}…` : words;
}

/** The HTML part of a mail of this kind and language, from its subject and text part. */
export function designedHtml(
  mail: { subject: string; text: string },
  design: MailDesign,
  brand: MailBrand,
): string {
  const { layout, parts } = skeletonOf(design.language, brand);
  // Mails that quote guests' answers: a "Label: link" line is a guest's value, never a button.
  const answers =
    design.kind === "rsvp-answer" || design.kind === "form-answer" || design.kind === "rsvp-confirmation";
  let blocks: Block[];
  if (design.kind === "feedback") {
    // The owner's own words, then "--" and what the product adds: the words stay plain paragraphs.
    const at = mail.text.lastIndexOf("\n--\n");
    const own = at < 0 ? mail.text : mail.text.slice(0, at);
    blocks = own.split(/\n\n+/).map((p): Block => ({ kind: "text", lines: p.split("\n") }));
    if (at >= 0)
      blocks.push(...blocksOf(mail.text.slice(at + 1), { origin: brand.origin, labelled: "values" }));
  } else {
    blocks = blocksOf(mail.text, {
      origin: brand.origin,
      ...(design.pageOrigin ? { pageOrigin: design.pageOrigin } : {}),
      labelled: answers ? "text" : "buttons",
    });
  }
  const heading = escapeHtml(headingOf(mail.subject, brand));
  const hero =
    design.hero && design.pageOrigin && design.hero.src.startsWith(`${design.pageOrigin}/`)
      ? parts.hero({ SRC: escapeHtml(design.hero.src), ALT: escapeHtml(design.hero.alt) })
      : "";
  return layout({
    HERO: hero,
    TITLE: escapeHtml(mail.subject),
    PREHEADER: escapeHtml(preheaderOf(blocks)),
    HEADING: heading,
    BODY: bodyOf(blocks, parts, design.language, design.kind),
    WHY:
      escapeHtml(MAIL_TEXTS[design.language].kinds[design.kind].why.replace("{brand}", brand.name)) +
      (design.footerLink
        ? ` ${escapeHtml(design.footerLink.text)} ${parts.link({ HREF: escapeHtml(design.footerLink.href), TEXT: escapeHtml(design.footerLink.label) })}`
        : ""),
  });
}
