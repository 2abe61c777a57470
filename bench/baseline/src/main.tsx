import { Button, ChakraProvider, Heading, Stack, defaultSystem } from '@chakra-ui/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The bench's baseline: one heading and one button; the button shows the next "step". */
function App() {
  const [step, setStep] = useState(1);
  return (
    <Stack key={step} data-step-id={`step-${step}`} p="6" gap="6">
      <Heading as="h1" size="2xl">
        Step {step}
      </Heading>
      <Button data-testid="continue" size="xl" onClick={() => setStep(step + 1)}>
        Continue
      </Button>
    </Stack>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={defaultSystem}>
        <App />
      </ChakraProvider>
    </StrictMode>,
  );
}
