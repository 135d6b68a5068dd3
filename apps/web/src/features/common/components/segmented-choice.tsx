import { Box, type BoxProps } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';

export type TSegmentedChoiceItem = { value: string; label: ReactNode; disabled?: boolean };

type TSegmentedChoiceProps = BoxProps & {
  data: readonly (string | TSegmentedChoiceItem)[];
  value?: string;
  onChange?: (value: string) => void;
  size?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
  // A form's getInputProps spreads these too; a choice among fixed options has no error or touch state to show.
  error?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
};

// One choice among a few options drawn as a segmented bar: the radio group the app uses instead of Mantine's
// SegmentedControl. Its sliding indicator measures the options after every render, resize and transition
// (getBoundingClientRect and getComputedStyle), which forced a full page layout in the middle of every signed-in
// page's first render through the header's language switch. Here the chosen option is styled by CSS alone.
export function SegmentedChoice({
  data,
  value,
  onChange,
  size = 'sm',
  fullWidth = false,
  disabled = false,
  error: _error,
  onFocus,
  onBlur,
  ...box
}: TSegmentedChoiceProps) {
  const name = useId();
  const items = data.map((item) => (typeof item === 'string' ? { value: item, label: item } : item));
  return (
    <Box
      {...box}
      role="radiogroup"
      className="ulak-segmented"
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-disabled={disabled || undefined}
    >
      {items.map((item) => {
        const checked = item.value === value;
        const off = disabled || item.disabled === true;
        return (
          <label
            key={item.value}
            className="ulak-segment"
            data-active={checked || undefined}
            data-disabled={off || undefined}
          >
            <input
              type="radio"
              className="ulak-segment-input"
              name={name}
              value={item.value}
              checked={checked}
              disabled={off}
              onChange={() => onChange?.(item.value)}
              onFocus={onFocus}
              onBlur={onBlur}
            />
            <span>{item.label}</span>
          </label>
        );
      })}
    </Box>
  );
}
