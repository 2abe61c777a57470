import { Box, Flex, Text } from '@chakra-ui/react';

export type BmiBand = { from: number; to: number; color: string };
export type BmiBarLabel = { text: string; at: number };

type BmiBarProps = {
  /** Where the marker sits, 0–100 (already clamped by the caller). */
  markerPercent: number;
  /** The visitor's BMI as shown above the marker. */
  value: string;
  bands: readonly BmiBand[];
  labels: readonly BmiBarLabel[];
  /** Spoken summary, e.g. "Your BMI is 27.1: overweight". */
  description: string;
};

/** BMI bar: coloured bands, a marker with the value, labels under it. Fixed height, no shift. */
export function BmiBar({ markerPercent, value, bands, labels, description }: BmiBarProps) {
  return (
    <Box role="img" aria-label={description} data-testid="bmi-bar" pt="9" pb="7" px="2">
      <Box position="relative" h="3">
        <Flex h="3" borderRadius="full" overflow="hidden">
          {bands.map((band) => (
            <Box key={band.from} flex={band.to - band.from} bg={band.color} />
          ))}
        </Flex>
        <Box
          position="absolute"
          top="-9"
          left={`${markerPercent}%`}
          transform="translateX(-50%)"
          textAlign="center"
          data-testid="bmi-marker"
          data-position={markerPercent.toFixed(1)}
        >
          <Text
            fontWeight="bold"
            fontSize="sm"
            bg="gray.900"
            color="white"
            px="2"
            borderRadius="md"
          >
            {value}
          </Text>
          <Box
            mx="auto"
            w="0"
            h="0"
            borderX="6px solid transparent"
            borderTop="8px solid"
            borderTopColor="gray.900"
          />
          <Box mx="auto" w="1" h="4" bg="gray.900" borderRadius="full" />
        </Box>
        {labels.map((label) => (
          <Text
            key={label.text}
            position="absolute"
            top="5"
            left={`${label.at * 100}%`}
            transform="translateX(-50%)"
            fontSize="xs"
            color="gray.700"
            whiteSpace="nowrap"
          >
            {label.text}
          </Text>
        ))}
      </Box>
    </Box>
  );
}
