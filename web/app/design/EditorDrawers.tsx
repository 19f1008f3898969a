// The editor's two drawers beside the page, Design and Mer (SPEC §2): at most one open at a time,
// opened and closed by their buttons in the action bar. Both edit the draft through the editor's
// undoable update, in the owner's editor and in quick start alike. Each drawer's code is loaded when it
// is first opened (or its button is pointed at or focused: preloadDrawer), not with the editor.
import type { Brand } from "@core/brands";
import type { SiteDocument } from "@core/site";
import { LazyPart, lazyPart } from "../components/LazyPart";
import type { DraftUpdate } from "./types";

const designDrawer = lazyPart("design drawer", async () => (await import("./DesignDrawer")).DesignDrawer);
const moreDrawer = lazyPart("more drawer", async () => (await import("../more/MoreDrawer")).MoreDrawer);

/** Starts loading a drawer's code before it is opened. */
export function preloadDrawer(drawer: EditorDrawer): void {
  (drawer === "design" ? designDrawer : moreDrawer).preload();
}

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
      <LazyPart
        code={designDrawer}
        open={open === "design"}
        props={{
          open: open === "design",
          onClose,
          draft,
          update,
          brand: props.brand,
          language: props.language,
        }}
      />
      <LazyPart
        code={moreDrawer}
        open={open === "more"}
        props={{
          open: open === "more",
          onClose,
          siteId: props.siteId,
          quickStart: props.quickStart,
          draft,
          update,
          translateMode: props.translateMode,
          setTranslateMode: props.setTranslateMode,
        }}
      />
    </>
  );
}
