import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  ALL_OPTION_ID,
  RESTRICTION_LIMITS,
  siteEntryKey,
  siteIssues,
  type TSitesBlock,
  type TSitesBlockInput,
  type TViolationOption,
  violationFlags,
  violationOption,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../../lib/data-values';
import { useCountries, useSiteGroups, useSites } from '../api/catalogue-api';
import { issueTexts } from '../utils/issues';
import { RESTRICTIONS_NS } from '../utils/namespaces';
import { FormActions, type FormActionsProps } from './form-actions';
import { ViolationChoice } from './violation-choice';

type Entry = TSitesBlockInput['sites'][number] & { label: string; feps: number };
const ALL = String(ALL_OPTION_ID);

const entriesOf = (
  block: TSitesBlock | null,
  all: string,
  countryName: (code: string, asSent?: string) => string,
): Entry[] =>
  (block?.sites ?? []).map((s) => ({
    isAllow: s.isAllow,
    countryId: s.countryId,
    areaId: s.areaId,
    site: { globalSiteId: s.site.globalSiteId, siteTypeGroupId: s.site.siteGroupId },
    label: [
      countryName(s.countryCode, s.countryName),
      s.areaName ?? all,
      s.siteLocation?.siteName ?? all,
    ].join(' / '),
    feps: s.siteLocation?.fepIds.length ?? 0,
  }));

type Props = Omit<FormActionsProps, 'onSubmit' | 'disabledReason'> & {
  initial: TSitesBlock | null;
  onSubmit: (block: TSitesBlockInput) => void;
};

/** Spec 002 §2.7: site type groups first, then country, region and site (All is id 0). */
export function SitesForm({ initial, onSubmit, ...actions }: Props) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const groups = useSiteGroups();
  const countries = useCountries();
  const countryName = useCountryName();
  const [step, setStep] = useState<'groups' | 'sites'>('groups');
  const [allowed, setAllowed] = useState<number[]>(initial?.allowedSiteGroupIds ?? []);
  const [denied, setDenied] = useState<number[]>(initial?.deniedSiteGroupIds ?? []);
  const [entries, setEntries] = useState<Entry[]>(() => entriesOf(initial, t('all_option'), countryName));
  const [notListed, setNotListed] = useState(initial?.isAllowNotListed ?? false);
  const [option, setOption] = useState<TViolationOption>(
    initial ? violationOption(initial.acceptSitesViolation, initial.alertSitesViolation) : 2,
  );
  const [countryId, setCountryId] = useState<string | null>(null);
  const [areaId, setAreaId] = useState<string | null>(null);
  const [siteId, setSiteId] = useState<string | null>(null);
  const [siteAllow, setSiteAllow] = useState(true);
  const firstGroup = [...allowed, ...denied][0];
  const regions = useSites(firstGroup, countryId ? Number(countryId) : null, null);
  const sites = useSites(firstGroup, countryId ? Number(countryId) : null, areaId ? Number(areaId) : null);

  const { accept, alert } = violationFlags(option);
  const block: TSitesBlockInput = {
    sites: entries.map(({ label: _l, feps: _f, ...e }) => e),
    allowedSiteGroupIds: allowed,
    deniedSiteGroupIds: denied,
    isAllowNotListed: notListed,
    acceptSitesViolation: accept,
    alertSitesViolation: alert,
  };
  const fep = new Map(entries.map((e) => [e.site.globalSiteId, e.feps]));
  const errors = issueTexts(
    siteIssues(block, (id) => fep.get(id) ?? 0),
    t,
  );
  const fepTotal = entries.reduce((n, e) => n + (e.site.globalSiteId > 0 ? e.feps : 0), 0);

  if (groups.isPending) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  if (groups.isError) return <Alert color="red">{t('catalogue_error')}</Alert>;

  const groupState = (id: number) => (allowed.includes(id) ? 'allow' : denied.includes(id) ? 'deny' : null);
  const setGroup = (id: number, to: 'allow' | 'deny' | null) => {
    setAllowed((a) => (to === 'allow' ? [...a.filter((x) => x !== id), id] : a.filter((x) => x !== id)));
    setDenied((d) => (to === 'deny' ? [...d.filter((x) => x !== id), id] : d.filter((x) => x !== id)));
  };

  if (step === 'groups')
    return (
      <Stack gap="md">
        <Text size="sm">{t('site_types_hint')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {(groups.data?.siteGroups ?? []).map((g) => {
            const state = groupState(g.siteGroupId);
            const name = t(`site_group_${g.siteGroupId}`, { defaultValue: g.siteGroupName });
            return (
              <Paper key={g.siteGroupId} withBorder p="sm" radius="md">
                <Stack gap="xs">
                  <Checkbox
                    label={name}
                    description={g.siteTypes.map((x) => x.description).join(', ')}
                    checked={state !== null}
                    onChange={(e) => setGroup(g.siteGroupId, e.currentTarget.checked ? 'allow' : null)}
                  />
                  {state && (
                    <SegmentedControl
                      aria-label={t('allow_choice', { subject: name })}
                      size="xs"
                      value={state}
                      onChange={(v) => setGroup(g.siteGroupId, v as 'allow' | 'deny')}
                      data={[
                        { value: 'allow', label: t('allow') },
                        { value: 'deny', label: t('not_allow') },
                      ]}
                    />
                  )}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
        <FormActions
          {...actions}
          submitLabel={t('next')}
          disabledReason={allowed.length + denied.length === 0 ? t('restriction_site_type_required') : null}
          onSubmit={() => setStep('sites')}
        />
      </Stack>
    );

  const regionOptions = [
    { value: ALL, label: t('all_option') },
    ...(regions.data?.distinctRegions ?? []).map((r) => ({ value: String(r.areaId), label: r.region })),
  ];
  const siteOptions = [
    { value: ALL, label: t('all_option') },
    ...(sites.data?.sites ?? []).map((s) => ({
      value: String(s.globalSiteId),
      label: `${s.siteName}, ${s.address.town}`,
    })),
  ];
  const candidate =
    countryId && areaId && siteId
      ? { countryId: Number(countryId), areaId: Number(areaId), site: { globalSiteId: Number(siteId) } }
      : null;
  const duplicate = candidate && entries.some((e) => siteEntryKey(e) === siteEntryKey(candidate));
  const addReason = !candidate ? t('add_disabled') : duplicate ? t('restriction_site_duplicate') : null;
  const add = () => {
    if (!candidate || duplicate) return;
    const site = sites.data?.sites.find((s) => String(s.globalSiteId) === siteId);
    const country = countries.data?.countryList.find((c) => String(c.countryId) === countryId);
    const region = regionOptions.find((r) => r.value === areaId);
    setEntries((e) => [
      ...e,
      {
        ...candidate,
        isAllow: siteAllow,
        site: { globalSiteId: candidate.site.globalSiteId, siteTypeGroupId: site?.siteGroupId ?? firstGroup },
        label: [
          country && countryName(country.countryCode, country.countryName),
          region?.label,
          site?.siteName ?? t('all_option'),
        ].join(' / '),
        feps: site?.fepIds.length ?? 0,
      },
    ]);
    setSiteId(null);
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('country')}
          searchable
          data={(countries.data?.countryList ?? []).map((c) => ({
            value: String(c.countryId),
            label: countryName(c.countryCode, c.countryName),
          }))}
          value={countryId}
          onChange={(v) => {
            setCountryId(v);
            setAreaId(null);
            setSiteId(null);
          }}
        />
        <Select
          label={t('region')}
          searchable
          disabled={!countryId}
          data={regionOptions}
          value={areaId}
          onChange={(v) => {
            setAreaId(v);
            setSiteId(null);
          }}
          description={!countryId ? t('region_needs_country') : undefined}
        />
        <Select
          label={t('site')}
          searchable
          disabled={!areaId}
          data={siteOptions}
          value={siteId}
          onChange={setSiteId}
          description={!areaId ? t('site_needs_region') : undefined}
          rightSection={sites.isFetching ? <Loader size="xs" /> : undefined}
        />
      </SimpleGrid>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t('allow_choice', { subject: t('site') })}
          size="xs"
          value={siteAllow ? 'allow' : 'deny'}
          onChange={(v) => setSiteAllow(v === 'allow')}
          data={[
            { value: 'allow', label: t('allow') },
            { value: 'deny', label: t('not_allow') },
          ]}
        />
        <Tooltip label={addReason} disabled={!addReason} withArrow>
          <Button
            size="xs"
            data-disabled={addReason ? true : undefined}
            aria-disabled={Boolean(addReason)}
            onClick={add}
          >
            {t('add_site')}
          </Button>
        </Tooltip>
        {addReason && (
          <Text size="xs" c="dimmed">
            {addReason}
          </Text>
        )}
      </Group>
      <Text fw={600}>{t('sites_added')}</Text>
      {entries.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('no_sites')}
        </Text>
      )}
      {entries.map((e, i) => (
        <Group key={siteEntryKey(e)} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">
            {e.label} · {e.isAllow ? t('allow') : t('not_allow')}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('remove_site', { name: e.label })}
            onClick={() => setEntries((x) => x.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Text size="xs" c={errors.sites ? 'red' : 'dimmed'} aria-live="polite">
        {errors.sites ?? t('fep_count', { count: fepTotal, max: RESTRICTION_LIMITS.fepIdsMax })}
      </Text>
      <Switch
        label={t('sites_not_listed_allowed')}
        checked={notListed}
        onChange={(e) => setNotListed(e.currentTarget.checked)}
      />
      <ViolationChoice value={option} onChange={setOption} />
      <FormActions
        {...actions}
        onBack={() => setStep('groups')}
        backLabel={t('previous')}
        disabledReason={Object.keys(errors).length ? t('save_disabled_invalid') : null}
        onSubmit={() => onSubmit(block)}
      />
    </Stack>
  );
}
