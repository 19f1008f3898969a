// Import a guest list (issue 25): paste cells from a spreadsheet or choose an .xlsx/.csv file; the file
// goes to the import route as a dry run (?dryRun=1) for the preview: the columns with their guessed
// fields (the owner can change each, or skip it), the households, duplicates and the rows in error.
// Nothing is stored until "Importera" sends the same file and mapping without the dry run.
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from "@core/guest-import";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ApiErrorBody, ApiRequestError } from "../api";
import { useReturnFocus } from "../components/return-focus";
import { chooseField, issueKey, mapsNames, pastedFile } from "./import-mapping";
import type { ImportAnswer, ImportPreview } from "./types";

type Props = {
  base: string;
  /** The site's groups, to name a household's groups in the preview. */
  groups: readonly { id: string; name: string }[];
  onClose: () => void;
  onImported: (households: number, guests: number) => Promise<void>;
  onError: (cause: unknown, description: string) => void;
};

/** Households shown in the preview; the counts tell the rest. */
const PREVIEW_ROWS = 100;

async function sendImport(
  base: string,
  file: File,
  options: { dryRun: boolean; mapping?: ImportMapping; skip?: number[] },
): Promise<ImportAnswer> {
  const form = new FormData();
  if (options.mapping) form.append("mapping", JSON.stringify(options.mapping));
  if (options.skip && options.skip.length > 0) form.append("skip", JSON.stringify(options.skip));
  form.append("file", file);
  let response: Response;
  try {
    response = await fetch(`${base}/households/import${options.dryRun ? "?dryRun=1" : ""}`, {
      method: "POST",
      credentials: "same-origin",
      body: form,
    });
  } catch (cause) {
    throw new ApiRequestError(0, null, (cause as Error).message);
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw new ApiRequestError(response.status, json as ApiErrorBody | null);
  return json as ImportAnswer;
}

export function ImportDialog({ base, groups, onClose, onImported, onError }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const returnFocus = useReturnFocus();
  const [source, setSource] = useState<"paste" | "file">("paste");
  const [text, setText] = useState("");
  const [headings, setHeadings] = useState(true);
  const [chosen, setChosen] = useState<File | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [skip, setSkip] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  const fieldLabel = (field: ImportField) => t(`guestList.import.fields.${field}`);

  async function run(next: { file: File; mapping?: ImportMapping; skip?: number[] }) {
    setBusy(true);
    try {
      const answer = await sendImport(base, next.file, {
        dryRun: true,
        mapping: next.mapping,
        skip: next.skip,
      });
      setFile(next.file);
      setPreview(answer.preview);
      setMapping(answer.preview.columns.map((column) => column.field));
      setSkip(answer.preview.skipped);
    } catch (cause) {
      onError(cause, t("guestList.import.previewFailed"));
    } finally {
      setBusy(false);
    }
  }

  function start(event: FormEvent) {
    event.preventDefault();
    const next =
      source === "paste"
        ? text.trim()
          ? pastedFile(text, headings ? undefined : (n) => t("guestList.import.column", { n }))
          : null
        : chosen;
    if (next) void run({ file: next });
  }

  async function confirm() {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await sendImport(base, file, { dryRun: false, mapping, skip });
      if (answer.stored) await onImported(answer.households, answer.guests);
    } catch (cause) {
      onError(cause, t("guestList.import.failed"));
    } finally {
      setBusy(false);
    }
  }

  const issueText = (message: string) => {
    const known = issueKey(message);
    return known ? t(`guestList.import.issues.${known.key}`, { value: known.value }) : message;
  };
  const duplicateOf = new Map(preview?.duplicates.map((duplicate) => [duplicate.row, duplicate]) ?? []);
  const canImport =
    preview !== null && preview.errors.length === 0 && preview.counts.households > 0 && mapsNames(mapping);

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--wide guest-import" {...returnFocus}>
          <Dialog.Title className="dialog__title">{t("guestList.import.title")}</Dialog.Title>
          {preview === null ? (
            <form onSubmit={start}>
              <Dialog.Description className="dialog__text">{t("guestList.import.lead")}</Dialog.Description>
              <fieldset className="guest-import__sources">
                <legend className="visually-hidden">{t("guestList.import.source")}</legend>
                <label className="guest-check">
                  <input
                    type="radio"
                    name={`${id}-source`}
                    checked={source === "paste"}
                    onChange={() => setSource("paste")}
                  />
                  {t("guestList.import.paste")}
                </label>
                <label className="guest-check">
                  <input
                    type="radio"
                    name={`${id}-source`}
                    checked={source === "file"}
                    onChange={() => setSource("file")}
                  />
                  {t("guestList.import.file")}
                </label>
              </fieldset>
              {source === "paste" ? (
                <>
                  <div className="field">
                    <label htmlFor={`${id}-text`}>{t("guestList.import.pasteLabel")}</label>
                    <textarea
                      id={`${id}-text`}
                      className="guest-import__text"
                      rows={8}
                      value={text}
                      spellCheck={false}
                      onChange={(event) => setText(event.target.value)}
                      aria-describedby={`${id}-paste-hint`}
                    />
                    <p id={`${id}-paste-hint`} className="household-form__hint">
                      {t("guestList.import.pasteHint")}
                    </p>
                  </div>
                  <label className="guest-check">
                    <input
                      type="checkbox"
                      checked={headings}
                      onChange={(event) => setHeadings(event.target.checked)}
                    />
                    {t("guestList.import.headings")}
                  </label>
                </>
              ) : (
                <div className="field">
                  <label htmlFor={`${id}-file`}>{t("guestList.import.fileLabel")}</label>
                  <input
                    id={`${id}-file`}
                    type="file"
                    accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    onChange={(event) => setChosen(event.target.files?.[0] ?? null)}
                  />
                </div>
              )}
              <div className="dialog__actions">
                <Dialog.Close className="button">{t("guestList.cancel")}</Dialog.Close>
                <button
                  type="submit"
                  className="button button--primary"
                  disabled={busy || (source === "paste" ? !text.trim() : !chosen)}
                >
                  {busy ? t("guestList.import.reading") : t("guestList.import.next")}
                </button>
              </div>
            </form>
          ) : (
            <div className="guest-import__preview">
              <Dialog.Description className="dialog__text">
                {t("guestList.import.mappingLead")}
              </Dialog.Description>
              <fieldset className="guest-import__mapping">
                <legend>{t("guestList.import.mapping")}</legend>
                <div className="guest-import__columns">
                  {preview.columns.map((column) => (
                    <div key={column.index} className="field">
                      <label htmlFor={`${id}-column-${column.index}`}>
                        {column.heading || t("guestList.import.column", { n: column.index + 1 })}
                      </label>
                      <select
                        id={`${id}-column-${column.index}`}
                        value={mapping[column.index] ?? ""}
                        disabled={busy}
                        onChange={(event) => {
                          const next = chooseField(
                            mapping,
                            column.index,
                            (event.target.value || null) as ImportField | null,
                          );
                          setMapping(next);
                          if (file && mapsNames(next)) void run({ file, mapping: next, skip });
                        }}
                      >
                        <option value="">{t("guestList.import.skipColumn")}</option>
                        {IMPORT_FIELDS.map((field) => (
                          <option key={field} value={field}>
                            {fieldLabel(field)}
                          </option>
                        ))}
                      </select>
                    </div>
                  ))}
                </div>
              </fieldset>
              {mapsNames(mapping) ? null : (
                <p className="guest-import__error" role="alert">
                  {t("guestList.import.issues.noNames")}
                </p>
              )}

              <p className="guest-import__counts" role="status">
                {busy
                  ? t("guestList.import.reading")
                  : t("guestList.import.counts", {
                      households: preview.counts.households,
                      guests: preview.counts.guests,
                      rows: preview.counts.rows,
                    })}
              </p>

              {preview.errors.length > 0 ? (
                <section className="guest-import__errors" aria-labelledby={`${id}-errors`}>
                  <h3 id={`${id}-errors`}>
                    {t("guestList.import.errorsTitle", { count: preview.errors.length })}
                  </h3>
                  <ul>
                    {preview.errors.map((issue) => (
                      <li key={issue.row}>
                        {t("guestList.import.rowIssue", {
                          row: issue.row,
                          message: issueText(issue.message),
                        })}
                      </li>
                    ))}
                  </ul>
                  {preview.errors.some((issue) => issue.row > 1) ? (
                    <button
                      type="button"
                      className="button guest-small-button"
                      disabled={busy || !file}
                      onClick={() => {
                        const rows = [
                          ...new Set([
                            ...skip,
                            ...preview.errors.map((issue) => issue.row).filter((row) => row > 1),
                          ]),
                        ];
                        if (file) void run({ file, mapping, skip: rows });
                      }}
                    >
                      {t("guestList.import.skipErrors")}
                    </button>
                  ) : null}
                </section>
              ) : null}
              {skip.length > 0 ? (
                <p className="household-form__hint">
                  {t("guestList.import.skipped", { rows: skip.join(", ") })}
                </p>
              ) : null}
              {preview.duplicates.length > 0 ? (
                <p className="guest-import__duplicates">
                  {t("guestList.import.duplicates", { count: preview.duplicates.length })}
                </p>
              ) : null}

              <h3 className="household-form__subtitle">{t("guestList.import.households")}</h3>
              <ol className="guest-import__households">
                {preview.households.slice(0, PREVIEW_ROWS).map((household) => (
                  <li key={household.guests[0]?.row ?? household.name}>
                    <strong>{household.name}</strong>
                    {household.groups && household.groups.length > 0 ? (
                      <span className="guest-import__groups">
                        {" "}
                        (
                        {household.groups
                          .map((g) => groups.find((group) => group.id === g)?.name ?? g)
                          .join(", ")}
                        )
                      </span>
                    ) : null}
                    <ul>
                      {household.guests.map((guest) => {
                        const duplicate = duplicateOf.get(guest.row);
                        return (
                          <li key={guest.row}>
                            {guest.name}
                            {guest.child ? ` (${t("guestList.import.child")})` : ""}
                            {guest.email ? ` · ${guest.email}` : ""}
                            {duplicate ? (
                              <span className="guest-tag guest-tag--duplicate">
                                {duplicate.existing
                                  ? t("guestList.import.onList", { household: duplicate.existing.household })
                                  : t("guestList.import.sameAsRow", { row: duplicate.sameAsRow })}
                              </span>
                            ) : null}
                          </li>
                        );
                      })}
                    </ul>
                  </li>
                ))}
              </ol>
              {preview.households.length > PREVIEW_ROWS ? (
                <p className="household-form__hint">
                  {t("guestList.import.more", { count: preview.households.length - PREVIEW_ROWS })}
                </p>
              ) : null}
              <p className="household-form__hint">{t("guestList.import.nothingYet")}</p>
              <div className="dialog__actions">
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => {
                    setPreview(null);
                    setFile(null);
                    setSkip([]);
                  }}
                >
                  {t("guestList.import.back")}
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy || !canImport}
                  onClick={confirm}
                >
                  {t("guestList.import.confirm", { count: preview.counts.households })}
                </button>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
