import { Button, type ButtonProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export type ReasonButtonProps = ButtonProps & {
  children: ReactNode;
  onClick?: () => void;
  type?: 'button' | 'submit';
  /** Why the button cannot be used now: it is then disabled, and says why (tooltip and description). */
  reason?: string | null;
};

/**
 * A button that, when disabled, tells why (issue 15: every disabled control says why; impersonation's
 * read-only reason comes from useReadOnlyReason). aria-disabled, not disabled, so the tooltip still
 * opens on hover and focus.
 */
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
          onClick={(e) => (disabled ? e.preventDefault() : onClick?.())}
        >
          {children}
        </Button>
      </Tooltip>
      {disabled && <VisuallyHidden id={id}>{reason}</VisuallyHidden>}
    </>
  );
}
