import type { SiteModuleOf, SiteModuleType } from "./schemas";

export type ModuleEditorProps<M> = {
  module: M;
  /** The language being edited. */
  language: string;
  onChange: (module: M) => void;
};

export type ModuleEditorFor<K extends SiteModuleType> = (props: ModuleEditorProps<SiteModuleOf<K>>) => React.ReactNode;
