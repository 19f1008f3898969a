// The Mer drawer's two settings of the published site (SPEC §2, §4, §5, §7): 'Lösenord för gästerna'
// (PUT /api/sites/{id}/password) and 'Synlighet i sökmotorer' (PUT /api/sites/{id}/metaNoindex). Unlike
// the page's content they are saved on their own, at once, with their own save button, which appears
// only when the form differs from what is stored. Both are offered only for a published site; before
// that a note says to publish first. The answer (the site) replaces the editor's cached site.
import { GUEST_PASSWORD_MIN_LENGTH } from "@core/guest-password";
import type { Site } from "@core/site";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import { errorMessage } from "../components/ErrorDialog";
import { type PasswordForm, passwordChanged, passwordFormOf, passwordToSave } from "./setting-rules";

type Props = { siteId: string; site: Site };

/** Saves one setting; the site it answers becomes the editor's site (the draft is not touched). */
function useSettingSave<T>(siteId: string, setting: "password" | "metaNoindex") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.put<Site>(`/api/sites/${encodeURIComponent(siteId)}/${setting}`, body),
    onSuccess: (site) => queryClient.setQueryData(["site", siteId], site),
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="more-section" aria-labelledby={id}>
      <h3 className="more-section__title" id={id}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Switch(props: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  describedBy?: string;
}) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={props.checked}
        checked={props.checked}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span className="switch__track" aria-hidden="true" />
      <span>{props.label}</span>
    </label>
  );
}

export function PasswordSection({ siteId, site }: Props) {
  const { t, i18n } = useTranslation("app");
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // What the server holds: the site's value, then each save's answer (the cache follows too).
  const [stored, setStored] = useState(site.password ?? null);
  const [form, setForm] = useState<PasswordForm>(() => passwordFormOf(stored));
  const [problem, setProblem] = useState<"required" | "tooShort" | null>(null);
  const required = problem !== null;
  const [status, setStatus] = useState("");
  const save = useSettingSave<{ password: string }>(siteId, "password");
  const changed = passwordChanged(stored, form);

  const edit = (next: PasswordForm) => {
    setForm(next);
    setProblem(null);
    setStatus("");
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || save.isPending) return;
    const toSave = passwordToSave(form);
    if ("error" in toSave) {
      setProblem(toSave.error);
      field.current?.focus();
      return;
    }
    save.mutate(toSave, {
      onSuccess: (saved) => {
        setStored(saved.password ?? null);
        setForm(passwordFormOf(saved.password ?? null));
        setStatus(saved.password ? t("more.password.saved") : t("more.password.removed"));
      },
    });
  };

  return (
    <Section title={t("more.password.title")}>
      {site.active ? (
        <form className="more-setting" onSubmit={submit} noValidate>
          <Switch
            checked={form.on}
            label={t("more.password.switch")}
            // Focus stays on the switch (the field follows it in the tab order): no surprise jump.
            onChange={(on) => edit({ ...form, on })}
          />
          {form.on ? (
            <div className="field">
              <label htmlFor={`${id}-password`}>{t("more.password.field")}</label>
              <input
                ref={field}
                id={`${id}-password`}
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={200}
                required
                value={form.value}
                aria-invalid={required ? true : undefined}
                aria-describedby={required ? `${id}-error` : `${id}-hint`}
                onChange={(event) => edit({ ...form, value: event.target.value })}
              />
              {required ? (
                <p className="field__error" id={`${id}-error`} role="alert">
                  {problem === "tooShort"
                    ? t("more.password.tooShort", { count: GUEST_PASSWORD_MIN_LENGTH })
                    : t("more.password.required")}
                </p>
              ) : (
                <p className="field__hint" id={`${id}-hint`}>
                  {t("more.password.hint")}
                </p>
              )}
            </div>
          ) : null}
          {changed ? (
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={save.isPending || undefined}
            >
              {save.isPending ? t("more.password.saving") : t("more.password.save")}
            </button>
          ) : null}
          <p className="more-setting__status" role="status">
            {save.isError
              ? errorMessage(save.error, i18n.language, t("more.password.failed"), t("errors.unknown"))
              : status}
          </p>
        </form>
      ) : (
        <p className="more-section__note">{t("more.notPublished")}</p>
      )}
    </Section>
  );
}

export function NoindexSection({ siteId, site }: Props) {
  const { t, i18n } = useTranslation("app");
  const id = useId();
  const [stored, setStored] = useState(site.metaNoindex);
  const [hidden, setHidden] = useState(site.metaNoindex);
  const [status, setStatus] = useState("");
  const save = useSettingSave<{ metaNoindex: boolean }>(siteId, "metaNoindex");
  const changed = hidden !== stored;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || save.isPending) return;
    save.mutate(
      { metaNoindex: hidden },
      {
        onSuccess: (saved) => {
          setStored(saved.metaNoindex);
          setHidden(saved.metaNoindex);
          setStatus(saved.metaNoindex ? t("more.noindex.savedHidden") : t("more.noindex.savedShown"));
        },
      },
    );
  };

  return (
    <Section title={t("more.noindex.title")}>
      {site.active ? (
        <form className="more-setting" onSubmit={submit}>
          <Switch
            checked={hidden}
            label={t("more.noindex.switch")}
            describedBy={`${id}-hint`}
            onChange={(on) => {
              setHidden(on);
              setStatus("");
              save.reset();
            }}
          />
          <p className="field__hint" id={`${id}-hint`}>
            {t("more.noindex.hint")}
          </p>
          {changed ? (
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={save.isPending || undefined}
            >
              {save.isPending ? t("more.noindex.saving") : t("more.noindex.save")}
            </button>
          ) : null}
          <p className="more-setting__status" role="status">
            {save.isError
              ? errorMessage(save.error, i18n.language, t("more.noindex.failed"), t("errors.unknown"))
              : status}
          </p>
        </form>
      ) : (
        <p className="more-section__note">{t("more.notPublished")}</p>
      )}
    </Section>
  );
}
