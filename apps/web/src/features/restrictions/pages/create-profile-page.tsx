import {
  Alert,
  Checkbox,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  defaultProfileName,
  RESTRICTION_BLOCK_OF,
  RESTRICTION_TOAST_MS,
  RESTRICTION_TYPES,
  type TRestrictionType,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { useAuthoritySettings } from '../api/catalogue-api';
import { useSaveRestrictions } from '../api/profiles-api';
import { FormActions } from '../components/form-actions';
import { type BlockInput, RestrictionForm } from '../components/restriction-form';
import { useRestrictionAccess } from '../utils/access';
import { messageKeyOf } from '../utils/issues';
import { RESTRICTIONS_NS } from '../utils/namespaces';
import { tileKey, typeKey } from '../utils/type-keys';
import { useGo } from '../utils/use-go';

/** Spec 002 §2.7: types, one step per chosen type in fixed order, then the summary with the name. */
export function CreateProfilePage() {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const navigate = useGo();
  const [params] = useSearchParams();
  const fromOrder = params.get('orderCard') === 'true';
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const { isAvailable, authorityId, createBlockedByAck } = useRestrictionAccess();
  const settings = useAuthoritySettings(authorityId);
  const save = useSaveRestrictions(authorityId);
  const [types, setTypes] = useState<TRestrictionType[]>([]);
  const [blocks, setBlocks] = useState<Partial<Record<TRestrictionType, BlockInput>>>({});
  const [step, setStep] = useState(0);
  const [name, setName] = useState(() => (authorityId ? defaultProfileName(authorityId, new Date()) : ''));
  const [failure, setFailure] = useState<string | null>(null);
  const ordered = RESTRICTION_TYPES.filter((x) => types.includes(x));
  const summaryStep = ordered.length + 1;

  const blockedReason = !isAvailable
    ? t('not_available')
    : createBlockedByAck
      ? t('create_disabled_ack')
      : !authorityId
        ? t('create_needs_authority')
        : null;
  if (blockedReason)
    return (
      <PageContainer>
        <Hero title={t('new_title')} />
        <Alert color="yellow">{blockedReason}</Alert>
      </PageContainer>
    );
  if (settings.isPending || !authorityId) return <Loader m="xl" role="status" aria-label={t('loading')} />;
  if (!settings.data) return <Alert color="red">{t('load_error')}</Alert>;

  const create = async () => {
    setFailure(null);
    try {
      const result = await save.mutateAsync({
        restrictionDetail: {
          profileId: '',
          profileName: name.trim(),
          restrictionTypes: ordered,
          saveProfile: true,
          existingProfile: false,
          profileLevel: 'A',
          authorityId,
          parentId: null,
          currency: settings.data.currency,
          distanceUnit: settings.data.distanceUnit,
          ...Object.fromEntries(ordered.map((x) => [RESTRICTION_BLOCK_OF[x], blocks[x]])),
        },
      });
      notifications.show({
        color: 'green',
        message: t('create_success', { name: result.profileName }),
        autoClose: RESTRICTION_TOAST_MS,
      });
      // §2.7: back to the order with the new profile preselected when the wizard came from ordering.
      if (fromOrder) navigate(`/cards/order?profileName=${encodeURIComponent(result.profileName)}`);
      else navigate('/cards/restrictions');
    } catch (e) {
      setFailure(t(messageKeyOf(e, 'create_error')));
    }
  };

  const typeStep = (
    <Stack gap="md">
      <Text size="sm">{t('types_hint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {RESTRICTION_TYPES.map((x) => (
          <Paper key={x} withBorder p="sm" radius="md">
            <Checkbox
              label={t(typeKey(x))}
              description={t(tileKey(x))}
              checked={types.includes(x)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setTypes((list) => (on ? [...list, x] : list.filter((y) => y !== x)));
              }}
            />
          </Paper>
        ))}
      </SimpleGrid>
      <FormActions
        submitLabel={t('next')}
        disabledReason={types.length === 0 ? t('restriction_type_required') : null}
        onSubmit={() => setStep(1)}
      />
    </Stack>
  );

  const current = ordered[step - 1];
  const summary = (
    <Stack gap="md">
      <List size="sm">
        {ordered.map((x) => (
          <List.Item key={x}>{t(typeKey(x))}</List.Item>
        ))}
      </List>
      <TextInput
        label={t('profile_name')}
        required
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={name.trim() ? undefined : t('restriction_profile_name_required')}
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <FormActions
        submitLabel={t('create')}
        busy={save.isPending}
        disabledReason={name.trim() ? null : t('create_disabled_name')}
        onSubmit={create}
        backLabel={t('previous')}
        onBack={() => setStep(step - 1)}
      />
    </Stack>
  );

  return (
    <PageContainer>
      <Stack gap="md">
        <Hero
          title={t('new_title')}
          breadcrumbs={[
            { label: t('breadcrumb_home'), to: '/dashboard' },
            { label: t('title'), to: '/cards/restrictions' },
            { label: t('new_title') },
          ]}
        />
        <ReadOnlyNotice />
        <Stepper
          active={step}
          size="xs"
          orientation={isPhone ? 'vertical' : 'horizontal'}
          allowNextStepsSelect={false}
        >
          <Stepper.Step label={t('step_types')}>{typeStep}</Stepper.Step>
          {ordered.map((x) => (
            <Stepper.Step key={x} label={t(typeKey(x))}>
              {current === x && (
                <RestrictionForm
                  key={x}
                  type={x}
                  // Going back keeps what the step held (the sites step starts again: its names are not kept).
                  initial={x === 'sites' ? {} : { [RESTRICTION_BLOCK_OF[x]]: blocks[x] ?? null }}
                  settings={{ authorityId, ...settings.data }}
                  submitLabel={t('next')}
                  backLabel={t('previous')}
                  onBack={() => setStep(step - 1)}
                  onSubmit={(block) => {
                    setBlocks((b) => ({ ...b, [x]: block }));
                    setStep(step + 1);
                  }}
                />
              )}
            </Stepper.Step>
          ))}
          <Stepper.Step label={t('step_summary')}>{step === summaryStep && summary}</Stepper.Step>
        </Stepper>
      </Stack>
    </PageContainer>
  );
}
