import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownload } from './use-download';

/**
 * Focuses an element as soon as it can take the focus, trying again for a few frames: the title
 * the skeleton hid (visibility) is shown a frame later for visitors who prefer reduced motion
 * (index.html's 0.01 ms transitions apply to visibility too). Answers the cancel.
 */
function focusOnceShown(element: HTMLElement | null, frames = 10): () => void {
  let handle = 0;
  const attempt = (left: number) => {
    if (!element) return;
    element.focus({ preventScroll: true });
    if (document.activeElement !== element && left > 0)
      handle = requestAnimationFrame(() => attempt(left - 1));
  };
  attempt(frames);
  return () => cancelAnimationFrame(handle);
}

/**
 * Title and subtitle; already-premium users get their own copy and a notice (spec 01 §2.3). The
 * title takes the focus once it shows, so a screen reader announces the new screen.
 */
export const DownloadHeader = observer(function DownloadHeader() {
  const { t } = useTranslation();
  const { download } = useDownload();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (download.ready) return focusOnceShown(headingRef.current);
  }, [download.ready]);
  const premium = download.ready && download.alreadyPremium;
  const copy = premium ? 'download.premium' : 'download';
  return (
    <Stack gap="3" data-premium={premium ? 'true' : 'false'}>
      <Skeleton loading={!download.ready} minH="20">
        <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
          {t(`${copy}.title`)}
        </Heading>
        <Text color="gray.700" mt="2">
          {t(`${copy}.subtitle`)}
        </Text>
      </Skeleton>
      {premium && (
        <Box
          role="note"
          data-testid="premium-notice"
          bg="primary.subtle"
          borderStartWidth="4px"
          borderColor="primary.solid"
          borderRadius="md"
          p="4"
        >
          <Text>{t('download.premium.notice')}</Text>
        </Box>
      )}
    </Stack>
  );
});
