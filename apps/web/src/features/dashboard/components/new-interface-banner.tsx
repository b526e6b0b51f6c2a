import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBannerClosed, rememberBannerClosed } from '../utils/banner-cookie';
import { DASHBOARD_NAMESPACE } from '../utils/namespace';

/** Spec 001 §2: announces the new interface; closing it is remembered for 30 days. */
export function NewInterfaceBanner() {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const [isOpen, setOpen] = useState(() => !isBannerClosed());
  if (!isOpen) return null;
  return (
    <Alert
      variant="light"
      color="blue"
      radius="md"
      title={t('new_interface_title')}
      withCloseButton
      closeButtonLabel={t('close_banner')}
      onClose={() => {
        rememberBannerClosed();
        setOpen(false);
      }}
    >
      {t('new_interface_text')}
    </Alert>
  );
}
