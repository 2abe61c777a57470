import { Progress } from '@chakra-ui/react';

type LabelledProgressProps = {
  value: number;
  /** The accessible name; it goes on the track, which is the element with role=progressbar. */
  label: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  flex?: string;
};

/** A progress bar whose progressbar element carries a real name (Ark names it by percent). */
export function LabelledProgress({ value, label, size = 'md', flex }: LabelledProgressProps) {
  return (
    <Progress.Root value={value} colorPalette="primary" size={size} flex={flex}>
      <Progress.Track borderRadius="full" aria-label={label}>
        <Progress.Range _motionReduce={{ transition: 'none' }} />
      </Progress.Track>
    </Progress.Root>
  );
}
