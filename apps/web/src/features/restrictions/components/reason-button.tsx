import { Button, type ButtonProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export type ReasonButtonProps = ButtonProps & {
  children: ReactNode;
  onClick: () => void;
  /** Why the button cannot be used now: it is then disabled, and says why (tooltip and description). */
  reason?: string | null;
};

/** A button that, when disabled, tells why (every disabled control says why). */
export function ReasonButton({ reason, onClick, children, ...props }: ReasonButtonProps) {
  const id = useId();
  const disabled = Boolean(reason);
  return (
    <>
      <Tooltip
        label={reason}
        disabled={!disabled}
        withArrow
        multiline
        maw={280}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Button
          {...props}
          data-disabled={disabled || undefined}
          aria-disabled={disabled || undefined}
          aria-describedby={disabled ? id : undefined}
          onClick={(e) => (disabled ? e.preventDefault() : onClick())}
        >
          {children}
        </Button>
      </Tooltip>
      {disabled && <VisuallyHidden id={id}>{reason}</VisuallyHidden>}
    </>
  );
}
