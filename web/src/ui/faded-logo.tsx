import { Center, Image } from '@chakra-ui/react';
import logoSrc from './logo.svg';

/**
 * Shown while we cannot yet tell whether the visitor may see the page. The logo (the favicon's
 * file, inlined by the build as a data: URL) is also index.html's static shell on gated routes,
 * painted before the app has loaded in the same place.
 */
export function FadedLogo() {
  return (
    <Center minH="100dvh" role="status" aria-label="Loading" aria-busy="true">
      <Image src={logoSrc} alt="" width="72px" height="72px" opacity={0.3} />
    </Center>
  );
}
