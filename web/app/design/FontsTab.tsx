// The Design drawer's fonts (SPEC §1): a heading font (23) and a text font (12), each name written in
// its own font so the owner sees what they choose. Only the faces of the fonts listed are asked for
// (a heading font paired with Arial, a system font never loaded; a text font with the page's heading).
import { HEADING_FONTS, TEXT_FONTS } from "@core/fonts";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFontFaces } from "../font-faces";
import type { DesignTabProps } from "./types";

type Role = "heading" | "text";

export function FontsTab({ draft, update }: DesignTabProps) {
  const { t } = useTranslation("app");
  const id = useId();
  const picks = useRef(0);
  useFontFaces([
    ...HEADING_FONTS.map((heading) => ({ heading, text: "Arial" as const })),
    ...TEXT_FONTS.map((text) => ({ heading: draft.fonts.heading, text })),
  ]);
  const choose = (role: Role, name: string) => {
    picks.current += 1;
    update(
      (document) => ({ ...document, fonts: { ...document.fonts, [role]: name } }),
      `fonts-${picks.current}`,
    );
  };
  const group = (role: Role, fonts: readonly string[]) => (
    <fieldset className="font-choices">
      <legend className="font-choices__legend">{t(`design.fonts.${role}`)}</legend>
      <div className="font-choices__list">
        {fonts.map((name) => (
          <label key={name} className={`font-choice${draft.fonts[role] === name ? " is-chosen" : ""}`}>
            <input
              type="radio"
              name={`${id}-${role}`}
              value={name}
              checked={draft.fonts[role] === name}
              onChange={() => choose(role, name)}
            />
            <span
              className={`font-choice__name font-choice__name--${role}`}
              style={{ fontFamily: `'${name}', ${role === "heading" ? "serif" : "sans-serif"}` }}
            >
              {name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <div className="design-tab">
      <p className="design-tab__intro">{t("design.fonts.intro")}</p>
      {group("heading", HEADING_FONTS)}
      {group("text", TEXT_FONTS)}
    </div>
  );
}
