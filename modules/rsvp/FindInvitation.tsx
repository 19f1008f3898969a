// "Hitta din inbjudan" (issue 25) at the top of the open page's RSVP: a guest without their personal
// link types their full name and gets the matching households as first names only, each with a link
// that opens it; or types the code from the printed card. Both calls are limited per client: "too many
// tries" is said as such. Plain fetch, no zod: it is part of the RSVP island's chunk.
import { useTranslation } from "@web/i18n/use-translation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useSiteContext } from "../site-context";

type Found = { firstNames: string[]; link: string };

type State =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "found"; households: Found[] }
  | { kind: "none" }
  | { kind: "tooMany" }
  | { kind: "failed" };

/** The link on this host; a local preview (?domainHost=) keeps its host. */
export function linkHere(link: string): string {
  if (!link.startsWith("/i/")) return "/";
  const host =
    typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("domainHost");
  return host ? `${link}?domainHost=${encodeURIComponent(host)}` : link;
}

async function post(url: string, body: object): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: response.ok ? await response.json() : null };
}

const outcomeOf = (status: number): State =>
  status === 429 ? { kind: "tooMany" } : status === 404 ? { kind: "none" } : { kind: "failed" };

/** A form's text field, trimmed. */
function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value.trim() : "";
}

/** "Sara, Olof och Mira" in the page's words for "and". */
function namesText(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

export function FindInvitation() {
  const { t } = useTranslation("guest");
  const { siteId } = useSiteContext();
  const id = useId();
  const [byName, setByName] = useState<State>({ kind: "idle" });
  const [byCode, setByCode] = useState<State>({ kind: "idle" });
  const [codeOpen, setCodeOpen] = useState(false);
  // "Har du en kod?" goes away when pressed: focus moves to the code's field.
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (codeOpen) codeRef.current?.focus();
  }, [codeOpen]);

  const findByName = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the field itself: a guest may type before the island has woken.
    const name = fieldValue(event.currentTarget, "name");
    if (!siteId || byName.kind === "busy" || name === "") return;
    setByName({ kind: "busy" });
    try {
      const { status, json } = await post(`/api/sites/${siteId}/invitations/find`, { name });
      if (status !== 200) return setByName(outcomeOf(status));
      const households = ((json as { households?: Found[] }).households ?? []).filter((h) =>
        h.link.startsWith("/i/"),
      );
      setByName(households.length > 0 ? { kind: "found", households } : { kind: "none" });
    } catch {
      setByName({ kind: "failed" });
    }
  };

  const openByCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = fieldValue(event.currentTarget, "code");
    if (!siteId || byCode.kind === "busy" || code === "") return;
    setByCode({ kind: "busy" });
    try {
      const { status, json } = await post(`/api/sites/${siteId}/invitations/code`, { code });
      const link = (json as { link?: unknown } | null)?.link;
      if (status === 200 && typeof link === "string") {
        window.location.assign(linkHere(link));
        return;
      }
      setByCode(status === 200 ? { kind: "none" } : outcomeOf(status));
    } catch {
      setByCode({ kind: "failed" });
    }
  };

  const message = (state: State, none: string) =>
    state.kind === "none"
      ? none
      : state.kind === "tooMany"
        ? t("findInvitation.tooMany")
        : state.kind === "failed"
          ? t("findInvitation.failed")
          : null;
  const nameMessage = message(byName, t("findInvitation.noMatch"));
  const codeMessage = message(byCode, t("findInvitation.noCode"));

  return (
    <section className="find-invitation" aria-labelledby={`${id}title`}>
      <h3 className="find-invitation__title" id={`${id}title`}>
        {t("findInvitation.title")}
      </h3>
      <p className="find-invitation__text">{t("findInvitation.text")}</p>
      <form className="find-invitation__form" onSubmit={findByName} noValidate>
        <div className="guest-field">
          <label className="guest-field__label" htmlFor={`${id}name`}>
            {t("findInvitation.name")}
          </label>
          <div className="find-invitation__row">
            <input
              id={`${id}name`}
              className="guest-field__input"
              type="text"
              autoComplete="name"
              maxLength={200}
              name="name"
            />
            <button
              type="submit"
              className="guest-button"
              aria-disabled={byName.kind === "busy" || undefined}
            >
              {t("findInvitation.find")}
            </button>
          </div>
        </div>
      </form>
      <div className="find-invitation__result" aria-live="polite">
        {byName.kind === "found" ? (
          <ul className="find-invitation__matches">
            {byName.households.map((household) => (
              <li key={household.link} className="find-invitation__match">
                <span className="find-invitation__names">
                  {namesText(household.firstNames, t("findInvitation.and"))}
                </span>
                <a className="guest-button guest-button--primary" href={linkHere(household.link)}>
                  {t("findInvitation.open")}
                  <span className="find-invitation__sr">
                    {" "}
                    {namesText(household.firstNames, t("findInvitation.and"))}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : nameMessage ? (
          <p className="find-invitation__message">{nameMessage}</p>
        ) : null}
      </div>
      {codeOpen ? (
        <form className="find-invitation__form" onSubmit={openByCode} noValidate>
          <div className="guest-field">
            <label className="guest-field__label" htmlFor={`${id}code`}>
              {t("findInvitation.code")}
            </label>
            <div className="find-invitation__row">
              <input
                id={`${id}code`}
                ref={codeRef}
                className="guest-field__input find-invitation__code"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                name="code"
              />
              <button
                type="submit"
                className="guest-button"
                aria-disabled={byCode.kind === "busy" || undefined}
              >
                {t("findInvitation.openCode")}
              </button>
            </div>
          </div>
          <div aria-live="polite">
            {codeMessage ? <p className="find-invitation__message">{codeMessage}</p> : null}
          </div>
        </form>
      ) : (
        <button type="button" className="find-invitation__code-toggle" onClick={() => setCodeOpen(true)}>
          {t("findInvitation.haveCode")}
        </button>
      )}
    </section>
  );
}
