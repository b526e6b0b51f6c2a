import { Alert, Code, Loader, Modal, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRawUser } from '../api/get-raw-user';
import { ADMIN_NAMESPACE } from '../utils/admin-namespace';

export type RawUserModalProps = { uId: number | null; name: string; onClose: () => void };

/** Spec 000 §2 "view raw user data": the stored record, its grants and invites, as JSON. */
export function RawUserModal({ uId, name, onClose }: RawUserModalProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const raw = useRawUser(uId);
  return (
    <Modal opened={uId !== null} onClose={onClose} title={t('raw_data_title', { name })} size="xl" centered>
      {raw.isPending && <Loader size="sm" role="status" aria-label={t('loading')} />}
      {raw.isError && (
        <Alert color="red" role="alert">
          {t('something_went_wrong')}
        </Alert>
      )}
      {raw.data && (
        <ScrollArea.Autosize mah="65vh">
          <Code block data-testid="raw-user-data">
            {JSON.stringify(raw.data, null, 2)}
          </Code>
        </ScrollArea.Autosize>
      )}
    </Modal>
  );
}
