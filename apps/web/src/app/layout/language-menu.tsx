import { Box, Button, Menu } from '@mantine/core';
import { LOCALES } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../components/icons';
import { COMMON_NAMESPACE } from '../../lib/i18n';
import { LOCALE_NAMES } from '../../lib/locale';
import { useActiveLocale, useChangeLocale } from '../../lib/use-locale';

export type LanguageMenuProps = {
  /** Only the globe on small screens (the shell's header is full there). */
  compact?: boolean;
};

/** Language switch: rewrites the first path segment and remembers the choice (spec 000 §4). */
export function LanguageMenu({ compact = false }: LanguageMenuProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const active = useActiveLocale();
  const changeLocale = useChangeLocale();
  const label = t('language_menu_label');
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          leftSection={<GlobeIcon />}
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={`${label}: ${LOCALE_NAMES[active]}`}
        >
          {compact ? (
            <Box component="span" visibleFrom="sm">
              {LOCALE_NAMES[active]}
            </Box>
          ) : (
            LOCALE_NAMES[active]
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            aria-current={locale === active ? 'true' : undefined}
            rightSection={locale === active ? <CheckIcon size={16} /> : null}
            onClick={() => changeLocale(locale)}
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
