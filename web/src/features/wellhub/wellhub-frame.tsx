import { RATE_LIMITED_KEY } from '../../shared/domain/api-errors';
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWellhub } from './use-wellhub';
import { problemKey } from './domain/wellhub';

type WellhubFrameProps = {
  screen: string;
  title: string;
  subtitle?: ReactNode;
  /** The last action's error (translation key with fallbacks), shown above the form. */
  error: string | string[] | null;
  children: ReactNode;
};

/**
 * Title, the registration problem or the last error (role=alert), then the screen's form. The
 * title takes the focus on each new screen, so a screen reader announces it.
 */
export const WellhubFrame = observer(function WellhubFrame({
  screen,
  title,
  subtitle,
  error,
  children,
}: WellhubFrameProps) {
  const { t } = useTranslation();
  const { wellhub } = useWellhub();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [screen]);
  const problem = wellhub.problem;
  const message = error
    ? t(error)
    : wellhub.readRateLimited
      ? t(RATE_LIMITED_KEY)
      : problem
        ? t(problemKey(problem))
        : null;
  return (
    <Stack gap="6" pt="10" data-screen={screen}>
      <Stack gap="2">
        <Text color="primary.fg" fontWeight="semibold" fontSize="sm">
          {t('wellhub.partner')}
        </Text>
        <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
          {title}
        </Heading>
        {subtitle && <Text color="gray.700">{subtitle}</Text>}
      </Stack>
      {message && (
        <Alert.Root status="error" role="alert" data-testid="wellhub-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {children}
    </Stack>
  );
});
