import './plain-ui.css';

/** Decorative dots, one per section of the questionnaire; reached sections are filled. */
export function SegmentDots({ value, segments = 4 }: { value: number; segments?: number }) {
  return (
    <div className="segment-dots" aria-hidden="true" data-testid="segment-dots">
      {Array.from({ length: segments }, (_, index) => (
        <span key={index} data-reached={value > index / segments || undefined} />
      ))}
    </div>
  );
}
