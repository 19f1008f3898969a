// One translated field of a module, bound by name: every module editor is a list of these.
import type { Translation } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import { RichTextField } from "./RichTextField";
import { TextField } from "./TextField";

type Props<M, K extends keyof M> = {
  module: M;
  field: K;
  /** Message key under app:moduleEditor for the label. */
  label: string;
  language: string;
  onChange: (module: M) => void;
  rich?: boolean;
};

export function ModuleTextField<M extends Record<K, Translation>, K extends keyof M & string>({
  module,
  field,
  label,
  language,
  onChange,
  rich = false,
}: Props<M, K>) {
  const { t } = useTranslation("app");
  const Field = rich ? RichTextField : TextField;
  return (
    <Field
      label={t(`moduleEditor.${label}`)}
      value={module[field]}
      language={language}
      onChange={(value) => onChange({ ...module, [field]: value })}
    />
  );
}
