// The terms of use (/villkor) and the privacy notice (/integritet), in the UI language (issue 15 item 9).
// The server renders them into the page like the other public entry screens (server/ssr/owner-screens.ts).
import { isUiLanguage } from "@core/languages";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../components/document-title";
import { useShellConfig } from "../pages/shell";
import { LEGAL, legalFacts } from "./legal-texts";
import { fillLegal, type LegalKind } from "./legal-types";
import { LEGAL_PATHS } from "./paths";

function LegalPage({ kind }: { kind: LegalKind }) {
  const { i18n } = useTranslation("app");
  const config = useShellConfig();
  const language = isUiLanguage(i18n.language) ? i18n.language : "sv";
  const texts = LEGAL[language];
  const document = texts[kind];
  const facts = legalFacts(config, language);
  const fill = (text: string) => fillLegal(text, facts);
  useDocumentTitle(`${document.title} - ${config.displayName}`, { full: true });
  return (
    <main className="app-page legal-page">
      <article className="legal-page__body">
        <p className="legal-page__back">
          <Link to="/">{texts.back}</Link>
        </p>
        <h1>{document.title}</h1>
        <p className="legal-page__updated">{texts.updated}</p>
        <p className="legal-page__lead">{fill(document.lead)}</p>
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{fill(paragraph)}</p>
            ))}
          </section>
        ))}
        <p className="legal-page__other">
          {kind === "terms" ? (
            <Link to={LEGAL_PATHS.privacy}>{texts.privacy.title}</Link>
          ) : (
            <Link to={LEGAL_PATHS.terms}>{texts.terms.title}</Link>
          )}
        </p>
      </article>
    </main>
  );
}

export const TermsPage = () => <LegalPage kind="terms" />;
export const PrivacyPage = () => <LegalPage kind="privacy" />;
