import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The one frame of a page inside the shell: the same padding everywhere. `wide` pages are the big
 * tables (transactions, cards) that use the whole width; the others keep a readable width.
 */
export function PageContainer({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <Container fluid={wide} size={wide ? undefined : 'xl'} py={{ base: 'md', md: 'lg' }}>
      {children}
    </Container>
  );
}
