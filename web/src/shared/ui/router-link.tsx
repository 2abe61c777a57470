import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app link styled as text; usable inside <Trans> (which supplies the children). */
export function TextLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild color="primary.fg" textDecoration="underline" fontWeight="semibold">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
