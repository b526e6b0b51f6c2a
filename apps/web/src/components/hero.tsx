import { Anchor, Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

export type HeroProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Breadcrumb trail; the last entry is the current page (no link). */
  breadcrumbs?: Crumb[];
  /** Buttons on the right (download, new …). */
  actions?: ReactNode;
};

/** The heading block every page starts with (spec: hero with breadcrumb, title and subtitle). */
export function Hero({ title, subtitle, breadcrumbs, actions }: HeroProps) {
  return (
    <Box component="header" mb="lg">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs mb="xs" aria-label="Breadcrumb" separatorMargin={6}>
          {breadcrumbs.map((crumb, index) =>
            crumb.to && index < breadcrumbs.length - 1 ? (
              <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <Text
                key={crumb.label}
                size="sm"
                c="dimmed"
                aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined}
              >
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Box>
  );
}
