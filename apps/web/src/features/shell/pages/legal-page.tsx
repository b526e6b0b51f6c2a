import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/use-brand';

const LEGAL_NAMESPACE = 'legal';

/** The sections of each page, in order: `{page}_{section}_heading` and `{page}_{section}_body`. */
const SECTIONS = {
  notice: ['provider', 'liability', 'rights'],
  privacy: ['data', 'purpose', 'cookies', 'rights'],
} as const;

export type LegalPageProps = { page: keyof typeof SECTIONS };

/**
 * Our own legal notice and privacy pages (issue 15: footer links point somewhere real), the default
 * targets of every brand's footer (lib/brands.ts). Public: readable signed in or not.
 */
export function LegalPage({ page }: LegalPageProps) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const brand = useBrand();
  const values = { brand: brand.name, email: brand.contactEmail };
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg" component="article" aria-labelledby="legal-title">
        <Title order={1} id="legal-title">
          {t(`${page}_title`)}
        </Title>
        <Text>{t(`${page}_intro`, values)}</Text>
        {SECTIONS[page].map((section) => (
          <Stack key={section} gap={4} component="section" aria-labelledby={`legal-${section}`}>
            <Title order={2} size="h4" id={`legal-${section}`}>
              {t(`${page}_${section}_heading`)}
            </Title>
            <Text>{t(`${page}_${section}_body`, values)}</Text>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
