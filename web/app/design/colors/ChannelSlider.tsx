// One channel of a colour (hue, saturation, lightness or opacity): a labelled range slider whose track
// shows the colours it passes through, and its value as a number (hidden from screen readers, which
// hear it from the slider's aria-valuetext; an <output> would be a second live region per slider).
import { sliderKeyHandler } from "./slider-keys";

export type ChannelSliderProps = {
  id: string;
  label: string;
  /** The value as the slider shows it (opacity in per cent). */
  value: number;
  min: number;
  max: number;
  unit: string;
  /** CSS gradient of the track, so the slider also shows where it leads. */
  track: string;
  onChange: (value: number) => void;
};

export function ChannelSlider(props: ChannelSliderProps) {
  const { id, label, value, min, max, unit, onChange } = props;
  const onKeyDown = sliderKeyHandler(value, min, max, onChange);
  return (
    <div className="design-colors__channel">
      <label htmlFor={id} className="design-colors__channel-label">
        {label}
      </label>
      <input
        id={id}
        className="design-colors__range"
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={`${value}${unit}`}
        style={{ background: props.track }}
        onKeyDown={onKeyDown}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <span className="design-colors__channel-value" aria-hidden="true">
        {value}
        {unit}
      </span>
    </div>
  );
}
