import { ActionIcon, Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonLines } from '../../../components/skeleton';
import { SOCIAL_NETWORKS } from '../../../lib/brands';
import { useBrand } from '../../../lib/use-brand';
import { useLocalizedPath } from '../../../lib/use-locale';
import { SOCIAL_NAMES } from '../config/site-links';
import { SocialIcon } from './social-icons';

export const FOOTER_NAMESPACE = 'footer';
const COOKIE_PREFERENCES = '/cookie-preferences';

/** A brand link: a portal page ('/…') in the page's language, otherwise the address as it is. */
function FooterLink({ href, label }: { href: string; label: string }) {
  const to = useLocalizedPath();
  return href.startsWith('/') ? (
    <Anchor component={Link} to={to(href)} size="sm" c="gray.8">
      {label}
    </Anchor>
  ) : (
    <Anchor href={href} size="sm" c="gray.8">
      {label}
    </Anchor>
  );
}

/**
 * Spec 000 §2 Shell footer: contact, legal notice, global site, privacy and cookie preferences;
 * social links; title and copyright. Where they go is the brand's configuration (lib/brands.ts). A
 * skeleton until its texts have loaded.
 */
export function SiteFooter() {
  const { t, ready } = useTranslation(FOOTER_NAMESPACE, { useSuspense: false });
  const brand = useBrand();

  if (!ready)
    return (
      <Box component="footer" px={{ base: 'md', md: 'xl' }} py="lg" aria-busy="true" style={footerStyle}>
        <SkeletonLines
          gap={12}
          lines={[
            { width: '35%', height: 16 },
            { width: '70%', height: 12 },
            { width: '25%', height: 12 },
          ]}
        />
      </Box>
    );

  const links = [
    { key: 'contact_us', href: brand.links.contactUs },
    { key: 'legal_notice', href: brand.links.legalNotice },
    { key: 'global_site', href: brand.links.globalSite },
    { key: 'privacy', href: brand.links.privacy },
    { key: 'cookie_preferences', href: COOKIE_PREFERENCES },
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
                  href={brand.links.social[network]}
                  variant="subtle"
                  color="gray.8"
                  size="lg"
                  aria-label={t('social_link', { brand: brand.name, network: SOCIAL_NAMES[network] })}
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
              <FooterLink href={link.href} label={t(link.key)} />
            </li>
          ))}
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
