import './plain-ui.css';

export type PlanChartPoint = { label: string; value: number };

const WIDTH = 320;
const HEIGHT = 180;
const PAD_X = 28;
const PAD_TOP = 28;
const PAD_BOTTOM = 32;

/** The plan chart: a falling line through its points (spec 01 §9: 5), labelled first and last. */
export function PlanChart({
  points,
  description,
  unit,
}: {
  points: readonly PlanChartPoint[];
  description: string;
  unit: string;
}) {
  const values = points.map((point) => point.value);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const span = max - min || 1;
  const x = (index: number) =>
    PAD_X + (index * (WIDTH - 2 * PAD_X)) / Math.max(1, points.length - 1);
  const y = (value: number) => PAD_TOP + ((max - value) / span) * (HEIGHT - PAD_TOP - PAD_BOTTOM);
  const line = points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ');
  const last = points.length - 1;

  return (
    <figure
      className="plan-chart"
      style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}
      data-testid="plan-chart"
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height="100%"
        role="img"
        aria-label={description}
      >
        <polyline
          points={line}
          fill="none"
          stroke="#1c7a45"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        {points.map((point, index) => (
          <g key={index}>
            <circle
              cx={x(index)}
              cy={y(point.value)}
              r={index === 0 || index === last ? 7 : 5}
              fill={index === last ? '#b45309' : '#1c7a45'}
              stroke="white"
              strokeWidth="2"
              data-point={index}
            />
            <text x={x(index)} y={HEIGHT - 10} textAnchor="middle" fontSize="11" fill="#4a5568">
              {point.label}
            </text>
            {(index === 0 || index === last) && (
              <text
                x={x(index)}
                y={y(point.value) - 12}
                textAnchor="middle"
                fontSize="13"
                fontWeight="700"
                fill="#1a202c"
              >
                {`${point.value} ${unit}`}
              </text>
            )}
          </g>
        ))}
      </svg>
    </figure>
  );
}
