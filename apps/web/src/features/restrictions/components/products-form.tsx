import {
  Alert,
  Checkbox,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import {
  productKinds,
  RESTRICTION_LIMITS,
  restrictedItemCount,
  type TProductCategory,
  type TProductsBlock,
  type TViolationOption,
  violationFlags,
  violationOption,
} from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataValues } from '../../../lib/data-values';
import { useProductCatalogue } from '../api/catalogue-api';
import { issueTexts } from '../utils/issues';
import { RESTRICTIONS_NS } from '../utils/namespaces';
import {
  type CategoryState,
  EMPTY_LIMITS,
  individually,
  newCategory,
  productBlock,
  stateOf,
} from '../utils/product-state';
import { FormActions, type FormActionsProps } from './form-actions';
import { ProductLimitFields } from './product-limit-fields';
import { ViolationChoice } from './violation-choice';

type Props = Omit<FormActionsProps, 'onSubmit' | 'disabledReason'> & {
  initial: TProductsBlock | null;
  authorityId: string;
  serviceCode: string;
  currency: string;
  onSubmit: (block: TProductsBlock) => void;
};

/** Spec 002 §2.7: categories first, then each category's details; at most 10 restricted items. */
export function ProductsForm({ initial, authorityId, serviceCode, currency, onSubmit, ...actions }: Props) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const values = useDataValues();
  const catalogue = useProductCatalogue(authorityId, serviceCode);
  const categories = catalogue.data?.categories ?? [];
  const [step, setStep] = useState<'categories' | 'details'>('categories');
  const [chosen, setChosen] = useState<number[]>(() => initial?.categories.map((c) => c.categoryId) ?? []);
  const [state, setState] = useState(() => stateOf(initial));
  const [notListed, setNotListed] = useState(initial?.isAllowNotListed ?? false);
  const [option, setOption] = useState<TViolationOption>(
    initial
      ? violationOption(initial.acceptProductServiceViolation, initial.alertProductServiceViolation)
      : 2,
  );
  const { block, issues } = useMemo(() => {
    const { accept, alert } = violationFlags(option);
    const kinds = productKinds(categories);
    return productBlock(chosen, state, { isAllowNotListed: notListed, accept, alert }, kinds);
  }, [chosen, state, notListed, option, categories]);
  const errors = issueTexts(issues, t);
  const count = restrictedItemCount(block.categories);

  if (catalogue.isPending) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  if (catalogue.isError) return <Alert color="red">{t('catalogue_error')}</Alert>;

  const put = (id: number, patch: Partial<CategoryState>) =>
    setState((s) => new Map(s).set(id, { ...(s.get(id) ?? newCategory()), ...patch }));
  const toggle = (id: number, on: boolean) => {
    setChosen((c) => (on ? [...c, id].sort((a, b) => a - b) : c.filter((x) => x !== id)));
    if (on && !state.has(id)) put(id, newCategory());
  };
  const name = (c: TProductCategory) => t(`category_${c.categoryId}`, { defaultValue: c.categoryName });

  if (step === 'categories')
    return (
      <Stack gap="md">
        <Text size="sm">{t('category_hint')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {categories.map((c) => (
            <Paper key={c.categoryId} withBorder p="sm" radius="md">
              <Checkbox
                label={name(c)}
                description={t('category_products', { count: c.products.length })}
                checked={chosen.includes(c.categoryId)}
                onChange={(e) => toggle(c.categoryId, e.currentTarget.checked)}
              />
            </Paper>
          ))}
        </SimpleGrid>
        <FormActions
          {...actions}
          submitLabel={t('next')}
          disabledReason={chosen.length === 0 ? t('restriction_category_required') : null}
          onSubmit={() => setStep('details')}
        />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Text
        size="sm"
        c={count > RESTRICTION_LIMITS.productsMaxSelection ? 'red' : 'dimmed'}
        aria-live="polite"
      >
        {t('items_count', { count, max: RESTRICTION_LIMITS.productsMaxSelection })}
      </Text>
      {errors.categories && (
        <Alert color="red" role="alert">
          {errors.categories}
        </Alert>
      )}
      {chosen.map((id, i) => {
        const c = categories.find((x) => x.categoryId === id);
        const s = state.get(id) ?? newCategory();
        if (!c) return null;
        const path = `categories.${i}.categoryDetails`;
        let j = -1;
        return (
          <Paper key={id} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Text fw={600}>{name(c)}</Text>
              <SegmentedControl
                aria-label={t('apply_mode', { category: name(c) })}
                size="xs"
                value={s.applyAll ? 'all' : 'each'}
                onChange={(v) =>
                  put(id, v === 'all' ? { applyAll: true } : { applyAll: false, products: individually(c) })
                }
                data={[
                  { value: 'all', label: t('apply_all') },
                  { value: 'each', label: t('apply_individually') },
                ]}
              />
              {s.applyAll ? (
                <>
                  <AllowChoice
                    label={name(c)}
                    value={s.isAllow}
                    onChange={(isAllow) => put(id, { isAllow })}
                  />
                  {s.isAllow ? (
                    <ProductLimitFields
                      path={`${path}.categoryLimits`}
                      value={s.limits}
                      onChange={(limits) => put(id, { limits })}
                      errors={errors}
                      currency={currency}
                      subject={name(c)}
                    />
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('limits_only_allowed')}
                    </Text>
                  )}
                </>
              ) : (
                c.products.map((p) => {
                  const ps = s.products[p.productServiceId] ?? {
                    set: false,
                    isAllow: true,
                    limits: EMPTY_LIMITS,
                  };
                  if (ps.set) j += 1;
                  const at = `${path}.products.${j}.productDetails`;
                  const setProduct = (patch: Partial<typeof ps>) =>
                    put(id, { products: { ...s.products, [p.productServiceId]: { ...ps, ...patch } } });
                  return (
                    <Stack key={p.productServiceId} gap={4} pl="sm">
                      <Switch
                        label={`${values.value(p.productServiceName)}: ${t('set_restriction')}`}
                        checked={ps.set}
                        onChange={(e) => setProduct({ set: e.currentTarget.checked })}
                      />
                      {ps.set && (
                        <>
                          <AllowChoice
                            label={values.value(p.productServiceName)}
                            value={ps.isAllow}
                            onChange={(isAllow) => setProduct({ isAllow })}
                          />
                          {ps.isAllow && (
                            <ProductLimitFields
                              path={at}
                              value={ps.limits}
                              onChange={(limits) => setProduct({ limits })}
                              errors={errors}
                              currency={currency}
                              subject={values.value(p.productServiceName)}
                            />
                          )}
                        </>
                      )}
                    </Stack>
                  );
                })
              )}
              {errors[`${path}.products`] && (
                <Text size="xs" c="red">
                  {errors[`${path}.products`]}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Switch
        label={t('not_listed_allowed')}
        checked={notListed}
        onChange={(e) => setNotListed(e.currentTarget.checked)}
      />
      <ViolationChoice value={option} onChange={setOption} />
      <FormActions
        {...actions}
        onBack={() => setStep('categories')}
        backLabel={t('previous')}
        disabledReason={issues.length ? t('save_disabled_invalid') : null}
        onSubmit={() => onSubmit(block)}
      />
    </Stack>
  );
}

function AllowChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean;
  onChange: (v: boolean) => void;
}) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  return (
    <SegmentedControl
      aria-label={t('allow_choice', { subject: label })}
      size="xs"
      w="fit-content"
      value={value ? 'allow' : 'deny'}
      onChange={(v) => onChange(v === 'allow')}
      data={[
        { value: 'allow', label: t('allow') },
        { value: 'deny', label: t('not_allow') },
      ]}
    />
  );
}
