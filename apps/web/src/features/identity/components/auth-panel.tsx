import { Box, Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo';
import { useBrand } from '../../../lib/use-brand';
import classes from './auth-panel.module.css';

export type AuthPanelProps = {
  title: string;
  /** Shown above the panel, for banners that concern the whole page. */
  banner?: ReactNode;
  hasLogo?: boolean;
  /** The panel's language when it differs from the page's (maintenance page in Spanish shows English). */
  lang?: string;
  children: ReactNode;
};

/** The one centred card every sign-in, invitation and registration screen is built from. */
export function AuthPanel({ title, banner, hasLogo = false, lang, children }: AuthPanelProps) {
  const brand = useBrand();
  return (
    <Box className={classes.backdrop}>
      <Container size={520} p={0}>
        <Stack gap="lg">
          {banner}
          <Paper
            className={classes.panel}
            withBorder
            shadow="sm"
            radius="md"
            p={{ base: 'lg', sm: 40 }}
            lang={lang}
          >
            <Stack gap="lg">
              {hasLogo && (
                <Box>
                  <BrandLogo brand={brand} height={40} />
                </Box>
              )}
              <Title order={1} size="h2">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
