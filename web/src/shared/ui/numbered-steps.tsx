import { Flex, List, Text } from '@chakra-ui/react';

/** An ordered list whose numbers sit in round badges (screen readers hear a plain list). */
export function NumberedSteps({ items }: { items: { id: string; text: string }[] }) {
  return (
    <List.Root as="ol" role="list" listStyle="none" gap="3">
      {items.map((item, index) => (
        <List.Item key={item.id} data-testid={item.id}>
          <Flex gap="3" align="flex-start">
            <Flex
              aria-hidden="true"
              flexShrink={0}
              w="7"
              h="7"
              borderRadius="full"
              bg="primary.solid"
              color="primary.contrast"
              fontWeight="bold"
              fontSize="sm"
              align="center"
              justify="center"
            >
              {index + 1}
            </Flex>
            <Text pt="0.5">{item.text}</Text>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}
