import type { WizardData } from "@core/site";
import {
  CHILDREN_OPTIONS,
  DRESS_CODES,
  GIFT_OPTIONS,
  STANDARD_DESIGN_TEMPLATE,
  WIZARD_DEFAULTS,
  WIZARD_SITE_ID,
  WIZARD_STEPS,
} from "@core/wizard";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { LanguageChooser } from "../components/LanguageChooser";
import { appConfig } from "../config";
import { WizardTemplateChoices } from "../design/WizardTemplateChoices";
import { clearStoredDraft } from "../editor/quick-start-draft";
import { readWizardData, writeWizardData } from "./storage";

const STEP_PATHS = [
  "/kom-igang",
  "/kom-igang/information",
  "/kom-igang/sprak",
  "/kom-igang/innehall",
] as const;
const EDITOR_PATH = "/kom-igang/redigera";
const STEP_KEYS = ["design", "information", "languages", "content"] as const;

function stepOf(pathname: string): number {
  const path = pathname.replace(/\/+$/, "") || "/";
  return (STEP_PATHS as readonly string[]).indexOf(path);
}

export function WizardPage() {
  const location = useLocation();
  const config = appConfig();
  const step = stepOf(location.pathname);
  if (config.brand !== "wedding") return <Navigate to="/snabbstart" replace />;
  if (step < 0) return <Navigate to="/kom-igang" replace />;
  return <Wizard step={step} />;
}

function Wizard({ step }: { step: number }) {
  const { t } = useTranslation("app");
  const navigate = useNavigate();
  const config = appConfig();
  const [data, setData] = useState<WizardData>(() => readWizardData());
  const heading = useRef<HTMLHeadingElement>(null);
  const key = STEP_KEYS[step] ?? "design";

  useEffect(() => {
    document.title = `${t(`onboarding.wizard.${key}.title`)} - ${config.displayName}`;
    heading.current?.focus();
  }, [key, t, config.displayName]);

  // Stored at once: the next step may be another route that reads the answers when it mounts.
  const update = (patch: Partial<WizardData>) => {
    const changed = { ...data, ...patch };
    writeWizardData(changed);
    setData(changed);
  };
  const last = step === WIZARD_STEPS - 1;

  const next = (event?: FormEvent) => {
    event?.preventDefault();
    if (last) {
      // A fresh page from these answers: an earlier wizard draft is dropped.
      clearStoredDraft(WIZARD_SITE_ID);
      navigate(EDITOR_PATH);
    } else navigate(STEP_PATHS[step + 1] ?? EDITOR_PATH);
  };

  return (
    <div className="wizard">
      <header className="wizard__bar">
        <Link className="wizard__brand" to="/">
          {config.displayName}
        </Link>
        <a className="wizard__login" href="/logga-in">
          {t("onboarding.wizard.login")}
        </a>
      </header>
      <main className="wizard__main">
        <nav className="wizard__progress" aria-label={t("onboarding.wizard.progress")}>
          <p className="wizard__step-of">
            {t("onboarding.wizard.stepOf", { step: step + 1, total: WIZARD_STEPS })}
          </p>
          <ol className="wizard__steps">
            {STEP_KEYS.map((stepKey, index) => (
              <li
                key={stepKey}
                className={index < step ? "is-done" : index === step ? "is-current" : undefined}
                aria-current={index === step ? "step" : undefined}
              >
                {index < step ? (
                  <Link to={STEP_PATHS[index] ?? "/kom-igang"}>
                    {t(`onboarding.wizard.${stepKey}.short`)}
                  </Link>
                ) : (
                  <span>{t(`onboarding.wizard.${stepKey}.short`)}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <form className="wizard__card" onSubmit={next}>
          <h1 className="wizard__title" ref={heading} tabIndex={-1}>
            {t(`onboarding.wizard.${key}.title`)}
          </h1>
          <p className="wizard__lead">{t(`onboarding.wizard.${key}.lead`)}</p>
          {step === 0 ? <DesignStep data={data} update={update} /> : null}
          {step === 1 ? <InformationStep data={data} update={update} /> : null}
          {step === 2 ? <LanguageStep data={data} update={update} /> : null}
          {step === 3 ? <ContentStep data={data} update={update} /> : null}
          <div className="wizard__nav">
            {step > 0 ? (
              <Link className="button" to={STEP_PATHS[step - 1] ?? "/kom-igang"}>
                {t("onboarding.wizard.back")}
              </Link>
            ) : (
              <span />
            )}
            <div className="wizard__nav-end">
              {step === 2 ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    update({ languages: ["sv"] });
                    next();
                  }}
                >
                  {t("onboarding.wizard.languages.skip")}
                </button>
              ) : null}
              <button type="submit" className="button button--primary">
                {last ? t("onboarding.wizard.create") : t("onboarding.wizard.next")}
              </button>
            </div>
          </div>
        </form>
      </main>
    </div>
  );
}

type StepProps = { data: WizardData; update: (patch: Partial<WizardData>) => void };

function DesignStep({ data, update }: StepProps) {
  const { t } = useTranslation("app");
  return (
    <fieldset className="wizard__fieldset">
      <legend className="visually-hidden">{t("onboarding.wizard.design.title")}</legend>
      <WizardTemplateChoices
        data={data}
        chosen={data.designTemplate ?? STANDARD_DESIGN_TEMPLATE}
        onChoose={(designTemplate) => update({ designTemplate })}
      />
    </fieldset>
  );
}

function InformationStep({ data, update }: StepProps) {
  const { t } = useTranslation("app");
  const id = useId();
  const notDecided = data.dateNotDecided === true;
  return (
    <div className="wizard__fields">
      <div className="wizard__pair">
        <div className="field">
          <label htmlFor={`${id}-name1`}>{t("onboarding.wizard.information.name1")}</label>
          <input
            id={`${id}-name1`}
            value={data.name1 ?? ""}
            maxLength={100}
            autoComplete="given-name"
            onChange={(e) => update({ name1: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-name2`}>{t("onboarding.wizard.information.name2")}</label>
          <input
            id={`${id}-name2`}
            value={data.name2 ?? ""}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => update({ name2: e.target.value })}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-location`}>{t("onboarding.wizard.information.location")}</label>
        <input
          id={`${id}-location`}
          value={data.location ?? ""}
          maxLength={300}
          placeholder={t("onboarding.wizard.information.locationPlaceholder")}
          onChange={(e) => update({ location: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-date`}>{t("onboarding.wizard.information.date")}</label>
        <input
          id={`${id}-date`}
          type="datetime-local"
          min="1900-01-01T00:00"
          max="2099-01-01T00:00"
          value={notDecided ? "" : (data.dateStart ?? "")}
          disabled={notDecided}
          onChange={(e) => update({ dateStart: e.target.value })}
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={notDecided}
          onChange={(e) =>
            update(
              e.target.checked ? { dateNotDecided: true, dateStart: undefined } : { dateNotDecided: false },
            )
          }
        />
        <span>{t("onboarding.wizard.information.dateNotDecided")}</span>
      </label>
      <p className="field__hint">{t("onboarding.wizard.information.hint")}</p>
    </div>
  );
}

function LanguageStep({ data, update }: StepProps) {
  const { t } = useTranslation("app");
  const languages = data.languages && data.languages.length > 0 ? data.languages : ["sv"];
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="wizard__fields">
      <h2 className="wizard__subtitle" ref={chosenHeading} tabIndex={-1}>
        {t("onboarding.wizard.languages.chosen")}
      </h2>
      <LanguageChooser
        languages={languages}
        onChange={(codes) => update({ languages: codes })}
        texts="onboarding.wizard.languages"
        afterRemove={chosenHeading}
        classes={{ subtitle: "wizard__subtitle", limit: "language-limit" }}
        subheading="h2"
      />
    </div>
  );
}

function OptionGroup<T extends string>({
  name,
  options,
  value,
  onChange,
  legend,
}: {
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  legend: ReactNode;
}) {
  const { t } = useTranslation("app");
  return (
    <fieldset className="wizard__fieldset option-group">
      <legend className="wizard__subtitle">{legend}</legend>
      <div className="option-grid">
        {options.map((option) => (
          <label key={option} className={`option-card${value === option ? " is-chosen" : ""}`}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span className="option-card__text">
              <span className="option-card__title">
                {t(`onboarding.wizard.content.${name}.${option}.title`)}
              </span>
              <span className="option-card__description">
                {t(`onboarding.wizard.content.${name}.${option}.description`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ContentStep({ data, update }: StepProps) {
  const { t } = useTranslation("app");
  const pick = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
    (list as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
  return (
    <div className="wizard__fields">
      <OptionGroup
        name="dressCode"
        legend={t("onboarding.wizard.content.dressCode.legend")}
        options={DRESS_CODES}
        value={pick(DRESS_CODES, data.dressCode, WIZARD_DEFAULTS.dressCode)}
        onChange={(dressCode) => update({ dressCode })}
      />
      <OptionGroup
        name="children"
        legend={t("onboarding.wizard.content.children.legend")}
        options={CHILDREN_OPTIONS}
        value={pick(CHILDREN_OPTIONS, data.children, WIZARD_DEFAULTS.children)}
        onChange={(children) => update({ children })}
      />
      <OptionGroup
        name="gifts"
        legend={t("onboarding.wizard.content.gifts.legend")}
        options={GIFT_OPTIONS}
        value={pick(GIFT_OPTIONS, data.gifts, WIZARD_DEFAULTS.gifts)}
        onChange={(gifts) => update({ gifts })}
      />
    </div>
  );
}
