// The gift registry editor's Swish tab (issue 27): the couple's own Swish number, site-wide, saved at
// once with PUT /api/sites/{siteId}/swish-number (not with the page), checked as it is typed
// (core/swish.ts, the same rules as the server), and the words that no money passes through the product.
// A Danish-only site is told that its guests do not see Swish gifts, and why.
import { formatSwishNumber, normalizeSwishNumber, offersSwish } from "@core/swish";
import { api } from "@web/app/api";
import { useTranslation } from "@web/i18n/use-translation";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useEditorContext } from "../shared/editor/context";

type Status = { kind: "info" | "error"; text: string } | null;

export function SwishSettings() {
  const { t } = useTranslation("app");
  const editor = useEditorContext();
  const id = useId();
  const [saved, setSaved] = useState<string | null | undefined>(undefined);
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const base = `/api/sites/${encodeURIComponent(editor.siteId)}`;

  useEffect(() => {
    if (editor.quickStart) return;
    let live = true;
    api
      .get<{ swishNumber: string | null }>(`${base}/swish-notes`)
      .then((loaded) => {
        if (!live) return;
        setSaved(loaded.swishNumber);
        setText(loaded.swishNumber ? formatSwishNumber(loaded.swishNumber) : "");
      })
      .catch(() => live && setStatus({ kind: "error", text: t("giftSwish.loadFailed") }));
    return () => {
      live = false;
    };
  }, [base, editor.quickStart, t]);

  const result = normalizeSwishNumber(text);
  const problem = touched && !result.ok ? t(`giftSwish.problems.${result.problem}`) : null;

  async function save(number: string | null) {
    setBusy(true);
    setStatus(null);
    try {
      const answer = await api.put<{ swishNumber: string | null }>(`${base}/swish-number`, { number });
      setSaved(answer.swishNumber);
      setText(answer.swishNumber ? formatSwishNumber(answer.swishNumber) : "");
      setTouched(false);
      setStatus({
        kind: "info",
        text: answer.swishNumber
          ? t("giftSwish.saved", { number: formatSwishNumber(answer.swishNumber) })
          : t("giftSwish.removed"),
      });
    } catch {
      setStatus({ kind: "error", text: t("giftSwish.saveFailed") });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (result.ok) void save(result.number);
  }

  const danishOnly = !offersSwish(editor.languages);
  return (
    <div className="swish-settings">
      <h3 className="editor-section-title">{t("giftSwish.numberTitle")}</h3>
      <p className="field__hint">{t("giftSwish.numberIntro")}</p>
      {danishOnly ? (
        <p className="swish-settings__note" role="note">
          {t("giftSwish.danish")}
        </p>
      ) : null}
      {editor.quickStart ? (
        <p className="swish-settings__note">{t("giftSwish.quickStart")}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-number`}>{t("giftSwish.number")}</label>
            <input
              id={`${id}-number`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={40}
              value={text}
              disabled={saved === undefined && status === null}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => setTouched(text.trim() !== "")}
            />
            <p className="field__hint" id={`${id}-hint`}>
              {t("giftSwish.numberHint")}
            </p>
            {problem ? (
              <p className="field__error" id={`${id}-error`}>
                {problem}
              </p>
            ) : null}
          </div>
          <div className="swish-settings__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? t("giftSwish.saving") : t("giftSwish.save")}
            </button>
            {saved ? (
              <button type="button" className="button" disabled={busy} onClick={() => void save(null)}>
                {t("giftSwish.remove")}
              </button>
            ) : null}
          </div>
          <p className={`swish-settings__status${status?.kind === "error" ? " is-error" : ""}`} role="status">
            {status?.text}
          </p>
        </form>
      )}
      <p className="swish-settings__no-money">{t("giftSwish.noMoney")}</p>
    </div>
  );
}
