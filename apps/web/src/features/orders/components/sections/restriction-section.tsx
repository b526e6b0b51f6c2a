import { Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../../lib/use-locale';
import { useProfileOptions } from '../../api/get-profiles';
import { CARDS_ORDER_NS, NEW_PROFILE_FROM_ORDER_PATH } from '../../utils/namespace';
import type { OrderFormValues } from '../../utils/order-form';
import { storeEnteredDetails } from '../../utils/order-storage';
import { SectionCard, type SectionProps, useFieldError, YesNoField } from '../form-parts';
import { RestrictionDetailsModal } from '../restriction-details-modal';

/** The profile picker, its details modal and the New profile button (spec 002 §2.1 section 2). */
export function RestrictionPicker({ authority }: Pick<SectionProps, 'authority'>) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const { control, getValues } = useFormContext<OrderFormValues>();
  const error = useFieldError();
  const profiles = useProfileOptions(authority.authorityId, true);
  const profileId = useWatch({ control, name: 'profileId' });
  const [viewing, setViewing] = useState(false);
  const options = (profiles.data ?? []).map((p) => ({ value: String(p.profileId), label: p.profileName }));
  const chosen = options.find((o) => o.value === profileId);

  const newProfile = () => {
    // §2.1: the entered details wait in local storage; the creation route brings the user back.
    storeEnteredDetails(authority.authorityId, getValues());
    navigate(to(NEW_PROFILE_FROM_ORDER_PATH));
  };

  return (
    <>
      <Controller
        control={control}
        name="profileId"
        render={({ field }) => (
          <Select
            label={t('restriction_profile')}
            placeholder={t(options.length ? 'restriction_profile_placeholder' : 'restriction_no_profiles')}
            data={options}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
            onBlur={field.onBlur}
            searchable
            withAsterisk
            error={error('profileId')}
            nothingFoundMessage={t('restriction_no_profiles')}
          />
        )}
      />
      <Group gap="sm">
        <Tooltip label={t('restriction_view_disabled')} disabled={Boolean(chosen)}>
          <Button
            variant="default"
            onClick={() => setViewing(true)}
            disabled={!chosen}
            aria-describedby={chosen ? undefined : 'restriction-view-why'}
          >
            {t('restriction_view')}
          </Button>
        </Tooltip>
        <Button variant="light" onClick={newProfile}>
          {t('restriction_new_profile')}
        </Button>
      </Group>
      {!chosen && (
        <Text id="restriction-view-why" size="xs" c="dimmed">
          {t('restriction_view_disabled')}
        </Text>
      )}
      {viewing && chosen && (
        <RestrictionDetailsModal
          profileId={Number(chosen.value)}
          profileName={chosen.label}
          onClose={() => setViewing(false)}
        />
      )}
    </>
  );
}

/** Section 2: shown only when the authority shows the restriction field. */
export function RestrictionSection(props: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const restriction = useWatch<OrderFormValues>({ name: 'restriction' });
  const { setValue } = useFormContext<OrderFormValues>();
  if (!props.shown.restriction) return null;
  return (
    <SectionCard title={t('section_restriction')}>
      <YesNoField
        name="restriction"
        label={t('restriction_question')}
        onChosen={(value) => value === 'N' && setValue('profileId', null, { shouldValidate: false })}
      />
      {restriction === 'Y' && <RestrictionPicker authority={props.authority} />}
    </SectionCard>
  );
}
