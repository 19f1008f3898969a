import type { SiteModuleOf, SiteModuleType } from "./schemas";
import type { EditFocus } from "./site-context";

export type ModuleEditorProps<M> = {
  module: M;
  /** The language being edited. */
  language: string;
  onChange: (module: M) => void;
  /** Where the editor was asked to open (a gift item's id, a view), when the owner clicked a part of the module. */
  focus?: EditFocus;
};

export type ModuleEditorFor<K extends SiteModuleType> = (
  props: ModuleEditorProps<SiteModuleOf<K>>,
) => React.ReactNode;
