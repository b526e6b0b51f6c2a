import { Stack, Text } from '@mantine/core';

/** One labelled value of a row detail (charging history and charge points). */
export function DetailItem({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}
