import { Group, Loader, Text } from '@mantine/core';

export type SessionStatusProps = { text: string };

/** A spinner with a live text, for the moments the user waits on the server. */
export function SessionStatus({ text }: SessionStatusProps) {
  return (
    <Group gap="sm" role="status" aria-live="polite" wrap="nowrap">
      <Loader size="sm" aria-hidden="true" />
      <Text>{text}</Text>
    </Group>
  );
}
