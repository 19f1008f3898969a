// Designed mails (issue 26): every kind the product sends, in sv/en/da, sent through the file simulator
// and read back: multipart/alternative with the text part exactly as its builder wrote it, then an HTML
// part in the brand's layout with the same words, its language, no image or link off the product's
// own origin, and the brand's colours at AA contrast.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { readMailbox } from "../mailbox";
import { createMailProvider } from "../provider";
import { blocksOf, designedHtml, MAIL_KINDS } from "./design";
import { COLORS } from "./layout";
import { allSampleMails, ORIGIN, PAGE_ORIGIN, type SampleMail } from "./samples.test-helper";

const dir = mkdtempSync(join(tmpdir(), "mail-design-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const brand = { name: "Bröllopssidan", origin: ORIGIN, contactMail: "info@brollopssidan.se" };
const provider = createMailProvider({
  mailUrl: null,
  mailDir: dir,
  from: "Bröllopssidan <info@brollopssidan.se>",
  brand,
  log: createLogger({ level: "silent" }),
});

const samples = allSampleMails();

/** The words a reader sees: tags dropped, entities decoded, spaces made one. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<div style="display:none[^>]*>.*?<\/div>/, "")
    .replace(/<!--.*?-->/gs, "")
    .replace(/<br\s*\/?>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** WCAG 2 contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

describe("designed mails", () => {
  it("cover every kind the product sends, in sv, en and da (feedback: the team's English)", () => {
    const kinds = new Set(samples.map((s) => s.kind));
    expect([...kinds].sort()).toEqual([...MAIL_KINDS].sort());
    for (const language of ["sv", "en", "da"]) {
      const mine = samples.filter((s) => s.design.language === language).map((s) => s.kind);
      expect(mine.length).toBeGreaterThanOrEqual(MAIL_KINDS.length - 1);
    }
  });

  describe.each(samples.map((s): [string, SampleMail] => [`${s.kind} (${s.design.language})`, s]))(
    "%s",
    (_, sample) => {
      it("is multipart/alternative: the text part as written, then the HTML part in the brand's layout", async () => {
        const to = `${sample.kind}-${sample.design.language}@example.se`;
        const sent = await provider.send({
          to,
          subject: sample.subject,
          text: sample.text,
          design: sample.design,
        });
        const raw = readFileSync(sent.file ?? "", "utf8");
        // MIME: one multipart/alternative with its boundary, text/plain first, text/html second, closed.
        const boundary = /^Content-Type: multipart\/alternative;\n boundary="([^"]+)"$/m.exec(raw)?.[1];
        expect(boundary).toBeTruthy();
        const parts = raw.split(`--${boundary}`);
        expect(parts).toHaveLength(4);
        expect(parts[1]).toMatch(
          /^\nContent-Type: text\/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n/,
        );
        expect(parts[2]).toMatch(
          /^\nContent-Type: text\/html; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n/,
        );
        expect(parts[3]).toBe("--");
        for (const line of raw.split("\n")) expect(line.length).toBeLessThanOrEqual(78);
        expect(raw).toMatch(/^[\x20-\x7e\n\t]*$/);

        const [stored] = readMailbox(dir).filter((m) => m.to === to);
        expect(stored?.subject).toBe(sample.subject);
        expect(stored?.text).toBe(sample.text.trim());
        const html = stored?.html ?? "";
        expect(html).toMatch(/^<!DOCTYPE html/);
        expect(html).toContain(`<html dir="ltr" lang="${sample.design.language}">`);
        expect(html).toContain("<title>");
        // ASCII only: every other character a numeric reference (compose.ts has only '=' to encode).
        expect(html).toMatch(/^[\x20-\x7e\n\t]*$/);
        expect(visibleText(html)).toContain("Bröllopssidan");
        expect(html).toContain("info@brollopssidan.se");

        // Nothing from elsewhere: no remote stylesheet, script or frame; every image (none today) has an
        // alt text and comes from the product's own origin; links go there or to the contact address.
        expect(html).not.toMatch(/<(script|link|iframe|object|embed)\b/i);
        expect(html).not.toMatch(/url\(/i);
        for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
          expect(img).toMatch(/\balt="[^"]*"/);
          expect(img).toMatch(new RegExp(`\\bsrc="${ORIGIN}/`));
        }
        for (const [, href] of html.matchAll(/\bhref="([^"]*)"/g)) {
          // The product's origin, a guest mail's page (served by the product) or the contact address.
          const own = [ORIGIN, ...(sample.design.pageOrigin ? [PAGE_ORIGIN] : [])].some(
            (origin) => href === origin || href?.startsWith(`${origin}/`),
          );
          expect(own || href === "mailto:info@brollopssidan.se", href).toBe(true);
        }
        // At most 600 px wide.
        expect(html).toContain("max-width:600px");
        for (const [, width] of html.matchAll(/width:(\d+)px/g))
          expect(Number(width)).toBeLessThanOrEqual(600);

        // The same words as the text part: every line of it (a "Label: value" line as its label and value).
        const seen = visibleText(html);
        for (const line of sample.text.split("\n")) {
          for (const piece of line
            .replace(/^\s*- /, "")
            .trim()
            .split(/: /)) {
            // (A line naming a second button is its label, without the colon.)
            if (piece && piece !== "--")
              expect(seen).toContain(piece.replace(/\s+/g, " ").replace(/:$/, "").trim());
          }
        }
      });
    },
  );

  it("escapes what guests and owners wrote, and makes no button of a guest's link", () => {
    const rsvp = samples.find((s) => s.kind === "rsvp-answer" && s.design.language === "sv");
    const form = samples.find((s) => s.kind === "form-answer" && s.design.language === "sv");
    const blocks = blocksOf(`${rsvp?.text}\n\n${form?.text}`, { origin: ORIGIN, labelled: "text" });
    const buttons = blocks.filter((b) => b.kind === "button");
    expect(buttons.map((b) => (b.kind === "button" ? b.href : ""))).toEqual([
      `${ORIGIN}/redigera/site1/visa-osa/`,
      `${ORIGIN}/redigera/site1/visa-osa/`,
    ]);
  });

  it("escapes a guest's markup in the HTML part", async () => {
    const rsvp = samples.find((s) => s.kind === "rsvp-answer" && s.design.language === "en") as SampleMail;
    const feedback = samples.find((s) => s.kind === "feedback") as SampleMail;
    for (const sample of [rsvp, feedback]) {
      const to = `escape-${sample.kind}@example.se`;
      await provider.send({ to, subject: sample.subject, text: sample.text, design: sample.design });
      const html = readMailbox(dir).find((m) => m.to === to)?.html ?? "";
      expect(html).not.toContain("<b>&</b>");
      expect(html).not.toContain("<script>");
    }
    const html = readMailbox(dir).find((m) => m.to === "escape-rsvp-answer@example.se")?.html ?? "";
    expect(html).toContain("N&#246;tter &lt;b&gt;&amp;&lt;/b&gt; &quot;skaldjur&quot;<br>Inget annat");
  });

  it("reads a mail's lines as the layout shows them: facts, captions, the button", () => {
    const order = samples.find(
      (s) => s.kind === "order-confirmation" && s.design.language === "sv",
    ) as SampleMail;
    const blocks = blocksOf(order.text, { origin: ORIGIN, labelled: "buttons" });
    const tables = blocks.filter((b) => b.kind === "table");
    expect(tables.length).toBe(3);
    const first = tables[0]?.kind === "table" ? tables[0].rows : [];
    expect(first[0]).toEqual({ kind: "caption", text: "Beställning BS-2026-0042" });
    expect(first.find((row) => row.kind === "fact" && row.label === "Totalt inkl. moms")).toBeTruthy();
    expect(blocks).toContainEqual({
      kind: "button",
      label: "Följ beställningen",
      href: `${ORIGIN}/redigera/site1/inbjudningar/bekraftelse/order1`,
    });
    // An abbreviation in a label is no sentence; the feedback mail's site is a link in its table.
    const refund = samples.find((s) => s.kind === "refund" && s.design.language === "en") as SampleMail;
    const refundRows = blocksOf(refund.text, { origin: ORIGIN, labelled: "buttons" }).flatMap((b) =>
      b.kind === "table" ? b.rows : [],
    );
    expect(refundRows.some((row) => row.kind === "fact" && row.label === "Amount incl. VAT")).toBe(true);
    const feedback = samples.find((s) => s.kind === "feedback") as SampleMail;
    const site = blocksOf(feedback.text.slice(feedback.text.indexOf("--")), {
      origin: ORIGIN,
      labelled: "values",
    });
    expect(site.some((b) => b.kind === "button")).toBe(false);
    expect(site.flatMap((b) => (b.kind === "table" ? b.rows : []))).toContainEqual({
      kind: "fact",
      label: "Site",
      value: `${ORIGIN}/redigera/site1/`,
      href: `${ORIGIN}/redigera/site1/`,
    });
    // A sentence with a colon in it stays a sentence.
    const reset = samples.find(
      (s) => s.kind === "password-reset" && s.design.language === "sv",
    ) as SampleMail;
    expect(
      blocksOf(reset.text, { origin: ORIGIN, labelled: "buttons" }).some((b) => b.kind === "table"),
    ).toBe(false);
  });

  it("shows a guest mail's picture from the page's own host only, above the heading, with its words as alt", () => {
    const mail = {
      subject: "Välkommen till vårt bröllop - Bröllopssidan",
      text: "Hej Familjen Holm!\n\nVälkomna.",
    };
    const page = "https://anna-och-erik.brollopssidan.se";
    const src = `${page}/media/uploads/abc/header-1200.jpg`;
    const html = designedHtml(
      mail,
      { kind: "guest-invitation", language: "sv", pageOrigin: page, hero: { src, alt: "Anna & Erik" } },
      brand,
    );
    expect(html).toContain(`src="${src}"`);
    expect(html).toContain('alt="Anna &amp; Erik"');
    expect(html.indexOf("<img")).toBeLessThan(html.indexOf("<h1"));
    // Anywhere else: no image at all.
    const foreign = designedHtml(
      mail,
      {
        kind: "guest-invitation",
        language: "sv",
        pageOrigin: page,
        hero: { src: "https://tracker.example/pixel.gif", alt: "" },
      },
      brand,
    );
    expect(foreign).not.toContain("<img");
    expect(designedHtml(mail, { kind: "guest-invitation", language: "sv" }, brand)).not.toContain("<img");
  });

  it("keeps a mail without a design as it was: text only", async () => {
    await provider.send({ to: "plain@example.se", subject: "Hej", text: "Bara text" });
    const stored = readMailbox(dir).find((m) => m.to === "plain@example.se");
    expect(stored?.text).toBe("Bara text");
    expect(stored?.html).toBeNull();
  });

  it("uses the brand's colours at WCAG AA contrast", () => {
    expect(contrast(COLORS.ink, COLORS.card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLORS.muted, COLORS.card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLORS.muted, COLORS.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLORS.accent, COLORS.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLORS.accent, COLORS.card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLORS.accentInk, COLORS.accent)).toBeGreaterThanOrEqual(4.5);
  });
});
