// The Design drawer's site graphics (SPEC §3): no graphic, or one of the backgrounds, corners and
// foliage, each shown as a small page in the page's own colours with the graphic on it. One radio group
// (native radios sharing a name: arrow keys move through all choices), in a fieldset per kind.
import { GRAPHIC_GROUPS, type SiteGraphicKind, siteGraphicKind } from "@design/artwork/graphics/catalog";
import { themeStyle } from "@web/guest/theme";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { DesignTabProps } from "../types";
import "./graphics-tab.css";

export function GraphicsTab({ draft, update }: DesignTabProps) {
  const { t } = useTranslation("app");
  const name = useId();
  const picks = useRef(0);
  // An unknown stored name draws nothing on the page, so 'none' is what the owner sees chosen.
  const current = siteGraphicKind(draft.siteGraphic) ? draft.siteGraphic : null;
  const choose = (graphic: string | null) => {
    picks.current += 1;
    update((document) => ({ ...document, siteGraphic: graphic }), `graphic-${picks.current}`);
  };
  const option = (graphic: string | null, kind: SiteGraphicKind | null) => (
    <label key={graphic ?? "none"} className={`graphic-choice${current === graphic ? " is-chosen" : ""}`}>
      <input
        type="radio"
        className="graphic-choice__input"
        name={name}
        value={graphic ?? ""}
        checked={current === graphic}
        onChange={() => choose(graphic)}
      />
      <GraphicThumb graphic={graphic} kind={kind} />
      <span className="graphic-choice__name">
        {graphic ? t(`designGraphics.names.${graphic}`) : t("designGraphics.none")}
      </span>
    </label>
  );
  return (
    <div className="design-tab graphics-tab" style={themeStyle(draft.colorScheme, draft.fonts)}>
      <p className="design-tab__intro">{t("designGraphics.intro")}</p>
      <div className="graphics-tab__grid graphics-tab__grid--none">{option(null, null)}</div>
      {GRAPHIC_GROUPS.map((group) => (
        <fieldset key={group.kind} className="graphics-tab__group">
          <legend className="graphics-tab__legend">{t(`designGraphics.groups.${group.kind}`)}</legend>
          <div className="graphics-tab__grid">
            {group.names.map((graphic) => option(graphic, group.kind))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** A small page: its background colour, a few lines for text, and the graphic where the page puts it. */
function GraphicThumb({ graphic, kind }: { graphic: string | null; kind: SiteGraphicKind | null }) {
  return (
    <span className="graphic-thumb" aria-hidden="true">
      {graphic && kind === "background" ? (
        <span className="graphic-thumb__background" data-graphic={graphic} />
      ) : null}
      <span className="graphic-thumb__lines">
        <span />
        <span />
        <span />
      </span>
      {graphic && kind !== "background" ? (
        <span className={`graphic-thumb__art graphic-thumb__art--${kind}`} data-graphic={graphic}>
          <span className="graphic-thumb__piece" />
          <span className="graphic-thumb__piece graphic-thumb__piece--end" />
        </span>
      ) : null}
    </span>
  );
}
