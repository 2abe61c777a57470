import type { ReactNode } from 'react';
import './step-transition.css';

/**
 * Brings a new step in with CSS only (opacity and transform: no layout shift). `ms` 0 means no
 * transition; visitors who prefer reduced motion get none either.
 */
export function StepTransition({
  ms,
  kind,
  motion = 'rise',
  children,
}: {
  ms: number;
  kind: string;
  motion?: 'rise' | 'slide';
  children: ReactNode;
}) {
  return (
    <div
      data-transition={kind}
      style={ms > 0 ? { animation: `step-${motion} ${ms}ms ease-out both` } : undefined}
    >
      {children}
    </div>
  );
}
