import { Button, Flex, Separator, Text } from '@chakra-ui/react';
import { AppleLogo } from './apple-logo';
import { GoogleLogo } from './google-logo';

/** The Google or Apple button in the providers' own colours. */
export function SocialProviderButton({
  provider,
  label,
  testId,
  disabled,
  onClick,
}: {
  provider: 'google' | 'apple';
  label: string;
  testId: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const look =
    provider === 'google'
      ? ({ variant: 'outline', bg: 'white', color: 'gray.900', borderColor: 'gray.400' } as const)
      : ({ bg: 'black', color: 'white', _hover: { bg: 'gray.800' } } as const);
  return (
    <Button
      data-testid={testId}
      size="xl"
      borderRadius="full"
      {...look}
      disabled={disabled}
      onClick={onClick}
    >
      {provider === 'google' ? <GoogleLogo /> : <AppleLogo width="18" height="18" />}
      {label}
    </Button>
  );
}

/** "or" between the social buttons and the form (decorative). */
export function OrSeparator({ label }: { label: string }) {
  return (
    <Flex align="center" gap="3" aria-hidden="true">
      <Separator flex="1" />
      <Text fontSize="sm" color="gray.700">
        {label}
      </Text>
      <Separator flex="1" />
    </Flex>
  );
}
