import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MantineRoot } from '../../../app/mantine-root';
import { COOKIES_NAMESPACE } from '../utils/cookie-consent';
import { CookieSettings } from './cookie-settings';

export type CookieSettingsDialogProps = { onClose: () => void };

/**
 * The banner's "manage cookies" choices. Loaded when opened: the banner shows on the sign-in
 * landing, which loads no Mantine (issue 13 Web budgets).
 */
export function CookieSettingsDialog({ onClose }: CookieSettingsDialogProps) {
  const { t } = useTranslation(COOKIES_NAMESPACE);
  return (
    <MantineRoot>
      <Modal
        opened
        onClose={onClose}
        title={t('modal_title')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('close_button') }}
      >
        <CookieSettings onSaved={onClose} />
      </Modal>
    </MantineRoot>
  );
}
