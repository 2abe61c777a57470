import burgerSrc from './loading-burger.svg';

export type LoadingImageName = 'burger' | 'happyNewYear';

/**
 * The default image: index.html's static loading shell paints the same file (both inlined by the
 * build as the same data: URL) in the same place before the app has loaded (see boot-shell.js).
 */
function Burger() {
  return <img src={burgerSrc} alt="" width={160} height={160} />;
}

function HappyNewYear() {
  const rays = Array.from({ length: 12 }, (_, i) => (i * Math.PI) / 6);
  return (
    <svg viewBox="0 0 160 160" width="100%" height="100%" aria-hidden="true">
      <circle cx="80" cy="80" r="76" fill="#1e293b" />
      {[
        { cx: 56, cy: 58, color: '#facc15', r: 26 },
        { cx: 108, cy: 70, color: '#f472b6', r: 22 },
        { cx: 80, cy: 108, color: '#34d399', r: 20 },
      ].map((burst) => (
        <g key={burst.color} stroke={burst.color} strokeWidth="3" strokeLinecap="round">
          {rays.map((angle) => (
            <line
              key={angle}
              x1={burst.cx + Math.cos(angle) * (burst.r * 0.35)}
              y1={burst.cy + Math.sin(angle) * (burst.r * 0.35)}
              x2={burst.cx + Math.cos(angle) * burst.r}
              y2={burst.cy + Math.sin(angle) * burst.r}
            />
          ))}
        </g>
      ))}
    </svg>
  );
}

/**
 * The loading screen's image by experiment, in a fixed 160 px box (no layout shift; index.html's
 * .loading-image).
 */
export function LoadingImage({ name, label }: { name: LoadingImageName; label: string }) {
  return (
    <div className="loading-image" role="img" aria-label={label} data-image={name}>
      {name === 'burger' ? <Burger /> : <HappyNewYear />}
    </div>
  );
}
