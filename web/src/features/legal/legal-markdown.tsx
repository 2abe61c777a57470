import { Box, Heading, Link, List, Separator, Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router-dom';
import type { Language } from '@fastwell/contract/languages';
import { isExternalHref, isInternalPath } from './domain/legal';

function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  const style = { color: 'primary.fg', textDecoration: 'underline' } as const;
  if (href && isInternalPath(href)) {
    return (
      <Link asChild {...style}>
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  }
  const external = isExternalHref(href);
  return (
    <Link
      href={href}
      {...style}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {children}
    </Link>
  );
}

/** Markdown elements as Chakra components; the text keeps its heading levels (one h1). */
const components: Components = {
  h1: ({ children }) => (
    <Heading as="h1" size="2xl" lineHeight="short" mb="2">
      {children}
    </Heading>
  ),
  h2: ({ children }) => (
    <Heading as="h2" size="lg" mt="8" mb="1">
      {children}
    </Heading>
  ),
  h3: ({ children }) => (
    <Heading as="h3" size="md" mt="5">
      {children}
    </Heading>
  ),
  h4: ({ children }) => (
    <Heading as="h4" size="sm" mt="4">
      {children}
    </Heading>
  ),
  p: ({ children }) => <Text lineHeight="tall">{children}</Text>,
  ul: ({ children }) => (
    <List.Root as="ul" ps="5" gap="1.5" lineHeight="tall">
      {children}
    </List.Root>
  ),
  ol: ({ children }) => (
    <List.Root as="ol" ps="5" gap="1.5" lineHeight="tall">
      {children}
    </List.Root>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  a: MarkdownLink,
  strong: ({ children }) => (
    <Text as="strong" fontWeight="semibold">
      {children}
    </Text>
  ),
  hr: () => <Separator my="4" />,
};

/** The text, marked with its own language (an English text on a Spanish page is read as English). */
export function LegalMarkdown({ markdown, lang }: { markdown: string; lang: Language }) {
  return (
    <Box lang={lang} display="flex" flexDirection="column" gap="3" fontSize="md" color="gray.800">
      <Markdown components={components}>{markdown}</Markdown>
    </Box>
  );
}
