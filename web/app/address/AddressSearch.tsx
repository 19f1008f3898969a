// The name field both address searches share (SPEC §4 Subdomain, Domain search): a label, the name
// input with its fixed suffix shown beside it, and a search button that appears only once there is
// something to search. Each screen keeps its own state and puts its extras (TLD choice, preview) below.
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  inputId: string;
  label: string;
  value: string;
  /** Shown after the field, e.g. ".se" or ".example.com"; the input's label already says what it is. */
  suffix: string;
  onInput: (raw: string) => void;
  onSubmit: (event: FormEvent) => void;
  canSearch: boolean;
  searching: boolean;
  /** While the chosen address is being put in place the field and the button wait. */
  disabled?: boolean;
  describedBy?: string;
  children?: ReactNode;
};

export function AddressSearch(props: Props) {
  const { t } = useTranslation("app");
  return (
    <form className="address-search" onSubmit={props.onSubmit}>
      <label className="address-search__label" htmlFor={props.inputId}>
        {props.label}
      </label>
      <div className="address-search__row">
        <span className="address-search__field">
          <input
            id={props.inputId}
            value={props.value}
            onChange={(event) => props.onInput(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={63}
            aria-describedby={props.describedBy}
            disabled={props.disabled}
          />
          <span className="address-search__suffix" aria-hidden="true">
            {props.suffix}
          </span>
        </span>
        {props.canSearch ? (
          <button
            type="submit"
            className="button button--primary"
            disabled={props.searching || props.disabled}
          >
            {props.searching ? t("address.searching") : t("address.search")}
          </button>
        ) : null}
      </div>
      {props.children}
    </form>
  );
}
