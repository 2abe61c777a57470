import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import './plain-ui.css';

/** An in-app link styled as text; usable inside <Trans> (which supplies the children). */
export function TextLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <RouterLink to={to} className="text-link">
      {children}
    </RouterLink>
  );
}
