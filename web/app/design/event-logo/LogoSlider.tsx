// A whole-number setting of the monogram (initials size 1–15, distances −14..14) as a labelled range
// slider with its value beside it. Keyboard steps are the app's (SPEC §9): 1 with the arrow keys, 10
// with Page Up/Down or Shift+arrow, the ends with Home and End.
import { sliderKeyHandler } from "../colors/slider-keys";

type Props = {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  describedBy: string;
  onChange: (value: number) => void;
  /** A new burst of changes begins (one undo step per burst). */
  onFocus: () => void;
};

export function LogoSlider({ id, label, value, min, max, describedBy, onChange, onFocus }: Props) {
  const onKeyDown = sliderKeyHandler(value, min, max, onChange);
  return (
    <div className="event-logo-slider">
      <label htmlFor={id} className="event-logo-slider__label">
        {label}
      </label>
      <span className="event-logo-slider__value" aria-hidden="true">
        {value}
      </span>
      <input
        id={id}
        className="event-logo-slider__range"
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-describedby={describedBy}
        onFocus={onFocus}
        onPointerDown={onFocus}
        onKeyDown={onKeyDown}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
