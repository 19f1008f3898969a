// The one layout of every designed mail (issue 26), written with react-email's components: the brand's
// name at the top (text, so no image has to load), a white card with the heading and the body, and a
// footer saying who sends the mail and why. Tables for layout, inline styles, at most 600 px wide, no
// images but a guest mail's picture from the page's own host (its header's), the colours of the owner
// app (design/app.css: ink, muted, paper, accent).
//
// React renders each piece once, with {{PLACEHOLDERS}} where a mail's own words go (design.ts fills
// them, escaped, per mail): a mail costs string substitution, not a React render. React's own
// renderToStaticMarkup renders them, with the doctype react-email's render writes: @react-email/render
// would bring prettier, html-to-text and htmlparser2 into the server's bundle (about 2.5 MB) for
// nothing these mails use.
import type { UiLanguage } from "@core/languages";
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Section,
  Text,
} from "@react-email/components";
import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MAIL_TEXTS } from "./texts";

/** The sender as the footer names it. */
export type MailBrand = {
  /** 'Bröllopssidan' */
  name: string;
  /** The product's own origin, 'https://brollopssidan.se': the only place a mail links to as a button. */
  origin: string;
  /** Where questions go. */
  contactMail: string;
};

// design/app.css: --app-ink, --app-muted, --app-paper, --app-card, --app-accent, --app-accent-ink.
// Contrast (WCAG): ink on white 15.6:1, muted on paper 5.7:1 and on white 6.4:1, white on accent 7.7:1.
export const COLORS = {
  ink: "#1d2622",
  muted: "#56625d",
  paper: "#f6f3ec",
  card: "#ffffff",
  accent: "#2f5a47",
  accentInk: "#ffffff",
  rule: "#e2ddd2",
} as const;

const SANS = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const SERIF = '"Playfair Display", Georgia, "Times New Roman", serif';

const paragraph: CSSProperties = {
  margin: "0 0 16px",
  fontSize: "16px",
  lineHeight: "24px",
  color: COLORS.ink,
};
const small: CSSProperties = {
  margin: "0 0 12px",
  fontSize: "13px",
  lineHeight: "20px",
  color: COLORS.muted,
};
const cell: CSSProperties = {
  padding: "6px 0",
  fontSize: "15px",
  lineHeight: "22px",
  verticalAlign: "top",
  textAlign: "left",
  borderBottom: `1px solid ${COLORS.rule}`,
};
// A long value (an address, a guest's link) wraps instead of widening the mail on a phone.
const valueCell: CSSProperties = {
  ...cell,
  color: COLORS.ink,
  overflowWrap: "anywhere",
  wordBreak: "break-word",
};

/** The pieces a body is made of, each with its placeholders. */
export type Fragments = {
  paragraph: string;
  button: string;
  /** A second link of a mail (a guest's calendar file): outlined, beside the main one. */
  secondaryButton: string;
  table: string;
  factRow: string;
  captionRow: string;
  valueRow: string;
  link: string;
  rule: string;
  /** A guest mail's picture from the page itself (its header's), above the heading. */
  hero: string;
};

/** The button of a link, the address written out below it for a client that shows no button. */
function button(secondary: boolean): string {
  return renderToStaticMarkup(
    <Section style={{ margin: "8px 0 20px" }}>
      <Button
        href="{{HREF}}"
        style={{
          backgroundColor: secondary ? COLORS.card : COLORS.accent,
          color: secondary ? COLORS.accent : COLORS.accentInk,
          border: `2px solid ${COLORS.accent}`,
          borderRadius: "999px",
          padding: "12px 24px",
          fontSize: "16px",
          fontWeight: 600,
          fontFamily: SANS,
          textDecoration: "none",
        }}
      >
        {"{{LABEL}}"}
      </Button>
      <Text style={{ ...small, margin: "14px 0 0", wordBreak: "break-all" }}>
        {"{{FALLBACK}} "}
        <Link href="{{HREF}}" style={{ color: COLORS.accent, textDecoration: "underline" }}>
          {"{{URL}}"}
        </Link>
      </Text>
    </Section>,
  );
}

/** Rendered once: they do not depend on the language or the brand. */
export function renderFragments(): Fragments {
  const html = (node: React.ReactElement) => renderToStaticMarkup(node);
  const table = html(
    <table
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ width: "100%", borderCollapse: "collapse", margin: "0 0 20px" }}
    >
      <tbody>
        <tr>
          <td>{"{{ROWS}}"}</td>
        </tr>
      </tbody>
    </table>,
  ).replace("<tr><td>{{ROWS}}</td></tr>", "{{ROWS}}");
  return {
    paragraph: html(<Text style={paragraph}>{"{{TEXT}}"}</Text>),
    button: button(false),
    secondaryButton: button(true),
    table,
    factRow: html(
      <tr>
        <th
          scope="row"
          style={{ ...cell, width: "38%", paddingRight: "12px", color: COLORS.muted, fontWeight: 400 }}
        >
          {"{{LABEL}}"}
        </th>
        <td style={valueCell}>{"{{VALUE}}"}</td>
      </tr>,
    ),
    captionRow: html(
      <tr>
        <td colSpan={2} style={{ ...cell, paddingTop: "12px", fontWeight: 700, color: COLORS.ink }}>
          {"{{TEXT}}"}
        </td>
      </tr>,
    ),
    valueRow: html(
      <tr>
        <td style={{ ...cell, width: "38%" }} />
        <td style={valueCell}>{"{{VALUE}}"}</td>
      </tr>,
    ),
    link: html(
      <Link href="{{HREF}}" style={{ color: COLORS.accent, textDecoration: "underline" }}>
        {"{{TEXT}}"}
      </Link>,
    ),
    rule: html(
      <Hr style={{ border: "none", borderTop: `1px solid ${COLORS.rule}`, margin: "8px 0 20px" }} />,
    ),
    hero: html(
      <Img
        src="{{SRC}}"
        alt="{{ALT}}"
        width="552"
        style={{
          display: "block",
          width: "100%",
          maxWidth: "552px",
          height: "auto",
          borderRadius: "8px",
          margin: "20px 0 0",
        }}
      />,
    ),
  };
}

function Layout({ language, brand }: { language: UiLanguage; brand: MailBrand }) {
  const texts = MAIL_TEXTS[language];
  const domain = new URL(brand.origin).host;
  const footer: CSSProperties = { ...small, margin: "0 0 8px" };
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <title>{"{{TITLE}}"}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Body
        style={{ margin: 0, padding: 0, backgroundColor: COLORS.paper, fontFamily: SANS, color: COLORS.ink }}
      >
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden", opacity: 0 }}>{"{{PREHEADER}}"}</div>
        <Container style={{ maxWidth: "600px", width: "100%", margin: "0 auto" }}>
          <Section style={{ padding: "28px 24px 16px" }}>
            <Link
              href={brand.origin}
              style={{
                color: COLORS.accent,
                fontFamily: SERIF,
                fontSize: "24px",
                lineHeight: "32px",
                textDecoration: "none",
              }}
            >
              {brand.name}
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: COLORS.card,
              borderRadius: "12px",
              borderTop: `6px solid ${COLORS.accent}`,
              padding: "4px 24px 8px",
            }}
          >
            {"{{HERO}}"}
            <Heading
              as="h1"
              style={{
                margin: "24px 0 20px",
                fontFamily: SERIF,
                fontWeight: 400,
                fontSize: "28px",
                lineHeight: "36px",
                color: COLORS.ink,
              }}
            >
              {"{{HEADING}}"}
            </Heading>
            {"{{BODY}}"}
          </Section>
          <Section style={{ padding: "20px 24px 32px" }}>
            <Text style={footer}>
              {texts.sentBy.replace("{brand}", brand.name).replace("{domain}", domain)} {"{{WHY}}"}
            </Text>
            <Text style={footer}>
              {texts.questions}{" "}
              <Link
                href={`mailto:${brand.contactMail}`}
                style={{ color: COLORS.accent, textDecoration: "underline" }}
              >
                {brand.contactMail}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The whole document of one language and brand, with the mail's placeholders. */
export function renderLayout(language: UiLanguage, brand: MailBrand): string {
  return DOCTYPE + renderToStaticMarkup(<Layout language={language} brand={brand} />);
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';
