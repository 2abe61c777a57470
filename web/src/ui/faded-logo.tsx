import { Center, Image } from '@chakra-ui/react';

/** Shown while we cannot yet tell whether the visitor may see the page. */
export function FadedLogo() {
  return (
    <Center minH="100dvh" role="status" aria-label="Loading" aria-busy="true">
      <Image src="/favicon.svg" alt="" width="72px" height="72px" opacity={0.3} />
    </Center>
  );
}
