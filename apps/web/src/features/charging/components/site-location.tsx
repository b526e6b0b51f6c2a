import { Paper, Stack, Text } from '@mantine/core';

/**
 * The map place of spec 001 §2 row details, offline: the coordinates and the name instead of map
 * tiles (no internet tiles in this deployment; decisions.md). Texts come from the calling page.
 */
export function SiteLocation({
  name,
  label,
  coordinates,
}: {
  name: string;
  label: string;
  coordinates: string;
}) {
  return (
    <Paper withBorder p="md" bg="gray.0" miw={220} aria-label={label}>
      <Stack gap={4}>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {coordinates}
        </Text>
      </Stack>
    </Paper>
  );
}
