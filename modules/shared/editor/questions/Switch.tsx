// An on/off setting of an editor (required question, reservable gift), as the app's other switches.
type Props = { label: string; checked: boolean; onChange: (checked: boolean) => void; describedBy?: string };

export function Switch({ label, checked, onChange, describedBy }: Props) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={describedBy}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="switch__track" aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}
