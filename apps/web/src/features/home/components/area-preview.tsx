import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type AreaPreviewProps = {
  icon: ReactNode;
  title: string;
  text: string;
};

/** One product area that the coming releases bring, shown as a card on the home page. */
export function AreaPreview({ icon, title, text }: AreaPreviewProps) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={2} size="h4" mt="md">
        {title}
      </Title>
      <Text c="gray.7" mt={6}>
        {text}
      </Text>
    </Paper>
  );
}
