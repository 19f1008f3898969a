import type { SiteModuleOf, SiteModuleType } from "./schemas";

/** EDIT: the editor canvas (hidden modules shown); REVIEW: the editor showing the page as guests see it, with sending blocked; PUBLIC: the guest page. */
export type ViewMode = "EDIT" | "REVIEW" | "PUBLIC";

export type ModuleViewProps<M> = {
  module: M;
  /** The page language, used for every translation object. */
  language: string;
  mode: ViewMode;
  /** True for the first module on the page: its image loads eagerly with high priority. */
  isFirst: boolean;
};

export type ModuleViewFor<K extends SiteModuleType> = (
  props: ModuleViewProps<SiteModuleOf<K>>,
) => React.ReactNode;
