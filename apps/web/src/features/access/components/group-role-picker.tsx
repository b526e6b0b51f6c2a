import { Select, SimpleGrid } from '@mantine/core';
import { MAX_PAGE_SIZE } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '../../../lib/use-role-label';
import { useGroups } from '../../groups';
import { useRoles } from '../api/get-roles';
import { groupRoleIds } from '../utils/add-to-group';
import { USERS_NAMESPACE } from '../utils/namespace';

export type GroupRolePickerProps = {
  actingAs: string;
  groupId: string | null;
  roleId: number | null;
  onGroupChange: (groupId: string | null, groupName: string) => void;
  onRoleChange: (roleId: number | null) => void;
  disabled: boolean;
};

/**
 * The group (from the group list call of /access/groups) and the role to grant in it (from the roles
 * call narrowed to the group, as the edit-access form offers roles per authority).
 */
export function GroupRolePicker(props: GroupRolePickerProps) {
  const { t } = useTranslation(USERS_NAMESPACE);
  const groups = useGroups(props.actingAs, {
    start: 0,
    limit: MAX_PAGE_SIZE,
    columnSorting: [{ column: 'name', direction: 'asc' }],
  });
  const options = (groups.data?.groups ?? []).map((g) => ({ value: g.groupId, label: g.name }));
  const isEmpty = groups.isSuccess && options.length === 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('group_label')}
        placeholder={t('group_placeholder')}
        data={options}
        value={props.groupId}
        onChange={(value) => props.onGroupChange(value, options.find((o) => o.value === value)?.label ?? '')}
        searchable
        nothingFoundMessage={t('no_groups_found')}
        disabled={props.disabled || isEmpty}
        error={groups.isError ? t('groups_load_error') : isEmpty ? t('no_groups_available') : undefined}
        allowDeselect={false}
        required
      />
      {props.groupId ? (
        <GroupRoleSelect {...props} groupId={props.groupId} />
      ) : (
        <Select
          label={t('group_role_label')}
          placeholder={t('group_role_placeholder')}
          description={t('group_role_hint')}
          data={[]}
          disabled
          required
        />
      )}
    </SimpleGrid>
  );
}

function GroupRoleSelect(props: GroupRolePickerProps & { groupId: string }) {
  const { t } = useTranslation(USERS_NAMESPACE);
  const roleLabel = useRoleLabel();
  const roles = useRoles(props.actingAs, props.groupId);
  const names = new Map((roles.data?.roleNames ?? []).map((r) => [r.roleId, r.roleName]));
  const options = (roles.data ? groupRoleIds(roles.data) : []).map((id) => ({
    value: String(id),
    label: roleLabel(id, names.get(id) ?? String(id)),
  }));
  return (
    <Select
      label={t('group_role_label')}
      placeholder={t('group_role_placeholder')}
      data={options}
      value={props.roleId === null ? null : String(props.roleId)}
      onChange={(value) => props.onRoleChange(value ? Number(value) : null)}
      disabled={props.disabled || !roles.isSuccess}
      error={roles.isError ? t('default_error_message') : undefined}
      allowDeselect={false}
      required
    />
  );
}
