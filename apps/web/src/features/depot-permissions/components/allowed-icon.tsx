import { CheckIcon, CloseIcon, ThemeIcon } from '@mantine/core';

/** Spec 001 §2 the allowed (green tick) or not-allowed (red cross) icon, with its text for readers. */
export function AllowedIcon({ allowed, label }: { allowed: boolean; label: string }) {
  return (
    <ThemeIcon
      size="sm"
      radius="xl"
      variant="light"
      color={allowed ? 'green' : 'red'}
      role="img"
      aria-label={label}
      data-allowed={allowed}
    >
      {allowed ? <CheckIcon size={10} /> : <CloseIcon size="10" />}
    </ThemeIcon>
  );
}
