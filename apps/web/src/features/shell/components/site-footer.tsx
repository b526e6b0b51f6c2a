import { ActionIcon, Anchor, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/use-brand';
import { useLocalizedPath } from '../../../lib/use-locale';
import { FOOTER_LINKS, SOCIAL_LINKS, SOCIAL_NETWORKS } from '../config/site-links';
import { SocialIcon } from './social-icons';

export const FOOTER_NAMESPACE = 'footer';

/**
 * Spec 000 §2 Shell footer: contact, legal notice, global site, privacy and cookie preferences;
 * social links; title and copyright. A skeleton until its texts have loaded.
 */
export function SiteFooter() {
  const { t, ready } = useTranslation(FOOTER_NAMESPACE, { useSuspense: false });
  const brand = useBrand();
  const to = useLocalizedPath();

  if (!ready)
    return (
      <Box component="footer" px={{ base: 'md', md: 'xl' }} py="lg" aria-busy="true" style={footerStyle}>
        <Stack gap="sm">
          <Skeleton height={16} width="35%" />
          <Skeleton height={12} width="70%" />
          <Skeleton height={12} width="25%" />
        </Stack>
      </Box>
    );

  const links = [
    { key: 'contact_us', href: FOOTER_LINKS.contactUs },
    { key: 'legal_notice', href: FOOTER_LINKS.legalNotice },
    { key: 'global_site', href: FOOTER_LINKS.globalSite },
    { key: 'privacy', href: FOOTER_LINKS.privacy },
  ];
  return (
    <Box
      component="footer"
      aria-label={t('footer_label')}
      px={{ base: 'md', md: 'xl' }}
      py="lg"
      style={footerStyle}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Text fw={700}>{t('footer_title')}</Text>
          <Group component="ul" gap={4} aria-label={t('social_label')} style={listStyle}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <ActionIcon
                  component="a"
                  href={SOCIAL_LINKS[network].href}
                  variant="subtle"
                  color="gray.8"
                  size="lg"
                  aria-label={t('social_link', { brand: brand.name, network: SOCIAL_LINKS[network].name })}
                >
                  <SocialIcon network={network} />
                </ActionIcon>
              </li>
            ))}
          </Group>
        </Group>
        <Group component="ul" gap="lg" aria-label={t('links_label')} style={listStyle}>
          {links.map((link) => (
            <li key={link.key}>
              <Anchor href={link.href} size="sm" c="gray.8">
                {t(link.key)}
              </Anchor>
            </li>
          ))}
          <li>
            <Anchor component={Link} to={to('/cookie-preferences')} size="sm" c="gray.8">
              {t('cookie_preferences')}
            </Anchor>
          </li>
        </Group>
        <Text size="xs" c="gray.7">
          {t('copyright', { year: new Date().getFullYear(), brand: brand.name })}
        </Text>
      </Stack>
    </Box>
  );
}

const footerStyle = {
  borderTop: '1px solid var(--mantine-color-gray-3)',
  background: 'var(--mantine-color-gray-0)',
} as const;
const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
