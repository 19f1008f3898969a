// A failed upload or crop as the owner reads it: the product's headline ('Misslyckades att ladda upp
// bilden') and, when the server said why (SPEC §3 API error, in the UI language), its reason.
import { errorMessage } from "@web/app/components/ErrorDialog";
import { useTranslation } from "react-i18next";

export function ErrorText({ headline, error, id }: { headline: string; error: unknown; id?: string }) {
  const { i18n } = useTranslation("app");
  const reason = errorMessage(error, i18n.language, undefined, "");
  return (
    <p className="image-error" role="alert" id={id}>
      <strong>{headline}</strong>
      {reason && reason !== headline ? <span className="image-error__reason">{reason}</span> : null}
    </p>
  );
}
