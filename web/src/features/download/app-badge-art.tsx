import type { CSSProperties, ReactNode } from 'react';
import { AppleLogo } from '../../shared/ui/apple-logo';

const BADGE_WIDTH = 156;
const BADGE_HEIGHT = 48;

type BadgeText = { top: string; name: string };

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Inline, because the CSS reset's `font: inherit` outranks SVG presentation attributes. */
const textStyle = (fontSize: number, fontWeight: number): CSSProperties => ({
  fontFamily: FONT,
  fontSize,
  fontWeight,
});

function BadgeFrame({ children }: { children: ReactNode }) {
  return (
    <svg
      width={BADGE_WIDTH}
      height={BADGE_HEIGHT}
      viewBox={`0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="0.5"
        y="0.5"
        width={BADGE_WIDTH - 1}
        height={BADGE_HEIGHT - 1}
        rx="9"
        fill="#000"
        stroke="#a6a6a6"
      />
      {children}
    </svg>
  );
}

/** "Download on the App Store" artwork; the words come translated. */
export function AppStoreBadgeArt({ top, name }: BadgeText) {
  return (
    <BadgeFrame>
      <g color="#fff">
        <AppleLogo x="10" y="10" width="26" height="26" />
      </g>
      <text x="43" y="20" fill="#fff" style={textStyle(9, 400)}>
        {top}
      </text>
      <text x="42" y="38" fill="#fff" style={textStyle(17, 600)}>
        {name}
      </text>
    </BadgeFrame>
  );
}

/** "Get it on Google Play" artwork; the words come translated. */
export function GooglePlayBadgeArt({ top, name }: BadgeText) {
  return (
    <BadgeFrame>
      <g transform="translate(10 11) scale(1.1)">
        <path fill="#00a0ff" d="M2 1 13 12 2 23Z" />
        <path fill="#00e676" d="M2 1 17.5 9.6 13 12Z" />
        <path fill="#ff3a44" d="M2 23 13 12 17.5 14.4Z" />
        <path fill="#ffd500" d="M17.5 9.6 22 12 17.5 14.4 13 12Z" />
      </g>
      <text x="43" y="19" fill="#fff" style={{ ...textStyle(8.5, 400), letterSpacing: 0.4 }}>
        {top.toUpperCase()}
      </text>
      <text x="42" y="38" fill="#fff" style={textStyle(17, 500)}>
        {name}
      </text>
    </BadgeFrame>
  );
}
