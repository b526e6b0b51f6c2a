import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardIcon, PlugIcon, ReceiptIcon } from '../../../components/icons';
import { useBrand } from '../../../lib/use-brand';
import { AreaPreview } from '../components/area-preview';
import { HomeHero } from '../components/home-hero';

/** Placeholder home (content page `home`) until the security-check entry and dashboard arrive. */
export function HomePage() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <Stack gap="xl">
        <HomeHero brand={brand} title={t('welcome_title', { brand: brand.name })} text={t('welcome_text')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <AreaPreview
            icon={<CardIcon size={24} />}
            title={t('area_cards_title')}
            text={t('area_cards_text')}
          />
          <AreaPreview
            icon={<ReceiptIcon size={24} />}
            title={t('area_money_title')}
            text={t('area_money_text')}
          />
          <AreaPreview
            icon={<PlugIcon size={24} />}
            title={t('area_charging_title')}
            text={t('area_charging_text')}
          />
        </SimpleGrid>
        <Paper radius="md" p="lg" bg="var(--mantine-primary-color-light)">
          <Title order={2} size="h5">
            {t('coming_soon_title')}
          </Title>
          <Text mt={4}>{t('coming_soon_text')}</Text>
        </Paper>
      </Stack>
    </Container>
  );
}
