import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contentKey } from '../../../lib/content-key';
import { RESTRICTIONS_NS } from '../utils/namespaces';
import { LIMIT_FIELDS, type LimitTexts } from '../utils/product-state';

type Props = {
  /** Field path prefix of the limits in the block, for the errors. */
  path: string;
  value: LimitTexts;
  onChange: (next: LimitTexts) => void;
  errors: Record<string, string>;
  currency: string;
  /** Names the product or category in each label, for screen readers. */
  subject: string;
};

/** Daily and per-transaction volume and value caps (spec 002 §3.11, §5.4). */
export function ProductLimitFields({ path, value, onChange, errors, currency, subject }: Props) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      {LIMIT_FIELDS.map(([name, group, field, kind]) => (
        <TextInput
          key={name}
          size="xs"
          label={t(contentKey('limit', name), { currency })}
          aria-label={`${subject}: ${t(contentKey('limit', name), { currency })}`}
          inputMode={kind === 'decimal' ? 'decimal' : 'numeric'}
          value={value[name]}
          onChange={(e) => onChange({ ...value, [name]: e.currentTarget.value })}
          error={errors[`${path}.${group}.${field}`]}
        />
      ))}
    </SimpleGrid>
  );
}
