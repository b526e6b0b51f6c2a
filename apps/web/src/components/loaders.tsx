import { Container, Skeleton, Stack } from '@mantine/core';

/** Placeholder for a page whose texts are still loading (spec DESIGN §7: long work shows progress). */
export function PageSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <Skeleton height={220} radius="lg" />
      <Stack gap="sm" mt="xl">
        <Skeleton height={18} width="45%" />
        <Skeleton height={12} width="80%" />
        <Skeleton height={12} width="70%" />
      </Stack>
    </Container>
  );
}
