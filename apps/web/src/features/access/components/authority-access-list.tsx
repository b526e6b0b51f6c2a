import { Group, Pagination, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { type TRolesResponse, USERS_CONSTANTS } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '../../../lib/use-role-label';
import { USERS_NAMESPACE } from '../utils/namespace';

/** Enabled authorities and their role (null: switched on, no role chosen yet). */
export type AccessListValue = Record<string, number | null>;

export type AuthorityAccessListProps = {
  authorities: TRolesResponse['authorities'];
  roleNames: TRolesResponse['roleNames'];
  value: AccessListValue;
  onChange: (value: AccessListValue) => void;
  showSwitch?: boolean;
  showRoles?: boolean;
  /** Shows the role-required message next to enabled entries without a role. */
  showMissingRoles?: boolean;
  /** Switches and roles cannot change (read-only); paging still works. */
  disabled?: boolean;
};

/**
 * Per authority a switch enables access and a role choice (spec 000 §2 edit access, wizard steps 1 and 2),
 * listed in pages of 15 (spec 000 §9).
 */
export function AuthorityAccessList(props: AuthorityAccessListProps) {
  const { t } = useTranslation(USERS_NAMESPACE);
  const { t: tc } = useTranslation();
  const { authorities, value, onChange, showSwitch = true, showRoles = true } = props;
  const [page, setPage] = useState(1);
  const size = USERS_CONSTANTS.authorityEditPageSize;
  const pages = Math.max(1, Math.ceil(authorities.length / size));
  const shown = authorities.slice((Math.min(page, pages) - 1) * size, Math.min(page, pages) * size);
  const roleLabel = useRoleLabel();
  const roleName = new Map(props.roleNames.map((r) => [r.roleId, roleLabel(r.roleId, r.roleName)]));

  const setEnabled = (id: string, isOn: boolean) => {
    const next = { ...value };
    if (isOn) next[id] = null;
    else delete next[id];
    onChange(next);
  };

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              {showSwitch && <Table.Th w={90}>{t('column_access')}</Table.Th>}
              <Table.Th>{t('column_authority')}</Table.Th>
              <Table.Th>{t('column_customer')}</Table.Th>
              {showRoles && <Table.Th w={260}>{t('column_role')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((a) => {
              const isOn = a.authorityId in value;
              const label = `${a.authorityId} ${a.authorityName}`;
              const isMissing = props.showMissingRoles && isOn && value[a.authorityId] == null;
              return (
                <Table.Tr key={a.authorityId}>
                  {showSwitch && (
                    <Table.Td>
                      <Switch
                        aria-label={t('access_switch_label', { authority: label })}
                        checked={isOn}
                        disabled={props.disabled}
                        onChange={(e) => setEnabled(a.authorityId, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {a.authorityId}
                    </Text>
                    <Text size="sm">
                      {a.authorityName}
                      {a.secondAuthorityName ? ` · ${a.secondAuthorityName}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{a.customerName}</Text>
                  </Table.Td>
                  {showRoles && (
                    <Table.Td>
                      {isOn ? (
                        <Select
                          aria-label={t('role_select_label', { authority: label })}
                          placeholder={t('role_placeholder')}
                          data={a.roleIds.map((id) => ({
                            value: String(id),
                            label: roleName.get(id) ?? String(id),
                          }))}
                          value={value[a.authorityId] == null ? null : String(value[a.authorityId])}
                          onChange={(v) => onChange({ ...value, [a.authorityId]: v ? Number(v) : null })}
                          error={isMissing ? t('role_required_message') : undefined}
                          allowDeselect={false}
                          disabled={props.disabled}
                          size="sm"
                        />
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('no_access')}
                        </Text>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': tc(`table_page_${control}`),
            })}
            getItemProps={(p) => ({ 'aria-label': tc('table_page_number', { page: p }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
