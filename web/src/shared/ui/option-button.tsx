import type { ReactNode } from 'react';
import './plain-ui.css';

type OptionButtonProps = {
  option: string;
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
  /** One answer of a radiogroup (aria-checked); without it a toggle button (aria-pressed). */
  role?: 'radio';
};

/** One answer of a select step: a large target (≥ 56 px) carrying `data-option`. */
export function OptionButton({ option, selected, onClick, children, role }: OptionButtonProps) {
  return (
    <button
      type="button"
      className="option-button"
      data-option={option}
      data-selected={selected || undefined}
      onClick={onClick}
      role={role}
      aria-checked={role ? selected : undefined}
      aria-pressed={role ? undefined : selected}
    >
      {children}
    </button>
  );
}
