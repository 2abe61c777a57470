import './plain-ui.css';

/** Track heights of Chakra's progress sizes (px). */
const TRACK_HEIGHT = { xs: 6, sm: 8, md: 10, lg: 12, xl: 16 } as const;

type LabelledProgressProps = {
  value: number;
  /** The accessible name of the element with role=progressbar. */
  label: string;
  size?: keyof typeof TRACK_HEIGHT;
  flex?: string;
};

/** A progress bar from 0 to 100 with a real name; plain elements, no Chakra. */
export function LabelledProgress({ value, label, size = 'md', flex }: LabelledProgressProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div className="plain-progress" style={{ flex }}>
      <div
        className="plain-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        style={{ height: TRACK_HEIGHT[size] }}
      >
        <div className="plain-progress-range" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
