import { Container } from '@mantine/core';
import { Skeleton, SkeletonLines } from './skeleton';

/** Placeholder for a page whose texts are still loading (spec DESIGN §7: long work shows progress). */
export function PageSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <Skeleton height={220} radius="lg" />
      <SkeletonLines
        mt="xl"
        gap={12}
        lines={[
          { width: '45%', height: 18 },
          { width: '80%', height: 12 },
          { width: '70%', height: 12 },
        ]}
      />
    </Container>
  );
}
