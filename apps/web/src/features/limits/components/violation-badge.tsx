import { Badge } from '@mantine/core';
import { type TViolationOption, violationOption } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { LIMITS_NS } from '../utils/namespaces';

/** Spec 002 §4.10: 1 success, 2 warning, 3 danger; colours with text at least 4.5:1 from the background. */
export const VIOLATION_STYLE: Record<TViolationOption, { bg: string; fg: string; key: string }> = {
  1: { bg: '#1e6b31', fg: '#ffffff', key: 'violation_option_1' },
  2: { bg: '#ffd43b', fg: '#212529', key: 'violation_option_2' },
  3: { bg: '#c92a2a', fg: '#ffffff', key: 'violation_option_3' },
};

export function ViolationBadge({ accept, alert }: { accept: boolean; alert: boolean }) {
  const { t } = useTranslation(LIMITS_NS);
  const style = VIOLATION_STYLE[violationOption(accept, alert)];
  return (
    <Badge
      color={style.bg}
      c={style.fg}
      variant="filled"
      radius="sm"
      // The whole choice is shown: no ellipsis inside a narrow column.
      styles={{ root: { textTransform: 'none', maxWidth: 'none' }, label: { overflow: 'visible' } }}
    >
      {t(style.key)}
    </Badge>
  );
}
