import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { useAppStores } from '../../shared/stores/store-context';

type ManageButtonProps = {
  option: string;
  emphasis?: 'primary' | 'secondary' | 'quiet';
  children: ReactNode;
  /** An action; the button shows it is busy while the UI is blocked by it. */
  onClick?: () => void | Promise<void>;
  /** A help-centre page: a real link, opened in a new tab so the wizard stays where it is. */
  href?: string;
};

const VARIANT = { primary: 'solid', secondary: 'outline', quiet: 'ghost' } as const;

/** A wizard option carrying `data-option` (the spec's option id); large target, full width. */
export const ManageButton = observer(function ManageButton(props: ManageButtonProps) {
  const { ui } = useAppStores();
  const [pending, setPending] = useState(false);
  const style = {
    colorPalette: 'primary',
    variant: VARIANT[props.emphasis ?? 'primary'],
    size: 'xl',
    borderRadius: 'full',
    whiteSpace: 'normal',
    minH: '14',
    'data-option': props.option,
  } as const;

  if (props.href) {
    return (
      <Button asChild {...style}>
        <a href={props.href} target="_blank" rel="noopener noreferrer" onClick={props.onClick}>
          {props.children}
        </a>
      </Button>
    );
  }
  return (
    <Button
      {...style}
      disabled={ui.blocked}
      loading={pending && ui.blocked}
      onClick={async () => {
        setPending(true);
        try {
          await props.onClick?.();
        } finally {
          setPending(false);
        }
      }}
    >
      {props.children}
    </Button>
  );
});
