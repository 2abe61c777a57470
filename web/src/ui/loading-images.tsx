import { Box } from '@chakra-ui/react';

export type LoadingImageName = 'burger' | 'happyNewYear';

function Burger() {
  return (
    <svg viewBox="0 0 160 160" width="100%" height="100%" aria-hidden="true">
      <circle cx="80" cy="80" r="76" fill="#e8f5ee" />
      <path d="M36 74c0-22 20-36 44-36s44 14 44 36z" fill="#f59e0b" />
      <circle cx="62" cy="56" r="3" fill="#fff7ed" />
      <circle cx="82" cy="50" r="3" fill="#fff7ed" />
      <circle cx="100" cy="60" r="3" fill="#fff7ed" />
      <rect x="32" y="78" width="96" height="8" rx="4" fill="#22c55e" />
      <rect x="34" y="88" width="92" height="14" rx="7" fill="#7c2d12" />
      <rect x="32" y="104" width="96" height="6" rx="3" fill="#facc15" />
      <path d="M36 112h88c0 10-8 16-18 16H54c-10 0-18-6-18-16z" fill="#f59e0b" />
      <circle cx="122" cy="40" r="20" fill="#fff" stroke="#1c7a45" strokeWidth="4" />
      <path d="M122 28v12l8 6" stroke="#1c7a45" strokeWidth="4" strokeLinecap="round" fill="none" />
    </svg>
  );
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

/** The loading screen's image by experiment, in a fixed 160 px box (no layout shift). */
export function LoadingImage({ name, label }: { name: LoadingImageName; label: string }) {
  return (
    <Box role="img" aria-label={label} boxSize="160px" mx="auto" data-image={name}>
      {name === 'burger' ? <Burger /> : <HappyNewYear />}
    </Box>
  );
}
