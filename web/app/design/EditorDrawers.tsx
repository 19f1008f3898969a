// The editor's two drawers beside the page, Design and Mer (SPEC §2): at most one open at a time,
// opened and closed by their buttons in the action bar. Both edit the draft through the editor's
// undoable update, in the owner's editor and in quick start alike.
import type { Brand } from "@core/brands";
import type { SiteDocument } from "@core/site";
import { MoreDrawer } from "../more/MoreDrawer";
import { DesignDrawer } from "./DesignDrawer";
import type { DraftUpdate } from "./types";

export type EditorDrawer = "design" | "more";

type Props = {
  open: EditorDrawer | null;
  onClose: () => void;
  siteId: string;
  quickStart: boolean;
  draft: SiteDocument;
  update: DraftUpdate;
  brand: Brand;
  language: string;
  translateMode: boolean;
  setTranslateMode: (on: boolean) => void;
};

export function EditorDrawers(props: Props) {
  const { open, onClose, draft, update } = props;
  return (
    <>
      <DesignDrawer
        open={open === "design"}
        onClose={onClose}
        draft={draft}
        update={update}
        brand={props.brand}
        language={props.language}
      />
      <MoreDrawer
        open={open === "more"}
        onClose={onClose}
        siteId={props.siteId}
        quickStart={props.quickStart}
        draft={draft}
        update={update}
        translateMode={props.translateMode}
        setTranslateMode={props.setTranslateMode}
      />
    </>
  );
}
