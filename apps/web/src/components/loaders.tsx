import { Center, Container, Loader, Skeleton, Stack } from '@mantine/core';

/** Whole-screen spinner while the app's first texts load. */
export function AppLoader() {
  return (
    <Center h="100vh" aria-busy="true">
      <Loader size="lg" type="dots" role="status" aria-label="Loading" />
    </Center>
  );
}

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
