import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { useLocalizedPath } from '../../../lib/use-locale';
import { CardImage } from '../components/card-image';
import { ReadOnlyValue } from '../components/form-parts';
import classes from '../components/order-page.module.css';
import { confirmationStateOf } from '../utils/confirmation-state';
import { CARDS_ORDER_NS, MANAGE_CARDS_PATH, ORDER_PATH } from '../utils/namespace';
import { clearOrderStorage } from '../utils/order-storage';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Spec 002 §2.2: only reachable from the order (its navigation state); otherwise back to the order
 * route. The card stores are reset on arrival: the card lists load again, the order's details go.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const to = useLocalizedPath();
  const location = useLocation();
  const client = useQueryClient();
  const state = confirmationStateOf(location.state);

  useEffect(() => {
    if (!state) return;
    clearOrderStorage();
    void client.invalidateQueries({ queryKey: ['cards'] });
  }, [state, client]);

  if (!state) return <Navigate to={to(ORDER_PATH)} replace />;
  const d = state.deliveryType;
  const expiry = `${two(d.expiryMonth)}/${d.expiryYear}`;
  const prefix = state.isReplacementCardEnabled ? 'confirmation_replacement_' : 'confirmation_';
  return (
    <PageContainer>
      <Stack gap="md" maw={960} className={classes.root}>
        <Hero
          title={t(`${prefix}title`)}
          breadcrumbs={[{ label: t('breadcrumb_home'), to: '/dashboard' }, { label: t(`${prefix}title`) }]}
        />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="sm">
              <Title order={2} fz="xl">
                {t(`${prefix}heading`)}
              </Title>
              <Text>{t(`${prefix}message`, { authority: state.authorityDetails.authorityName })}</Text>
              <Text size="sm" c="dimmed">
                {t('confirmation_alerts')}
              </Text>
              <SimpleGrid cols={2} spacing="xs">
                <ReadOnlyValue label={t('confirmation_serial')} value={d.serial} />
                <ReadOnlyValue label={t('confirmation_expiry')} value={expiry} />
                <ReadOnlyValue label={t('confirmation_country')} value={d.countryCode} />
                <ReadOnlyValue label={t('confirmation_card_type')} value={t(`card_type_${d.cardType}`)} />
              </SimpleGrid>
              <Group gap="sm" mt="sm">
                <Button component={Link} to={to(MANAGE_CARDS_PATH)}>
                  {t('manage_cards')}
                </Button>
                <Button component={Link} to={to(ORDER_PATH)} variant="default">
                  {t('order_another')}
                </Button>
              </Group>
            </Stack>
            <Stack gap="xs" align="center">
              <CardImage
                delivery={d}
                label={t('card_image_label', {
                  serial: d.serial,
                  lines: [d.embossingLine1, d.embossingLine2, d.embossingLine3].filter(Boolean).join(', '),
                  expiry,
                  country: d.countryCode,
                })}
              />
            </Stack>
          </SimpleGrid>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
