import { skipToken, useMutation } from '@apollo/client/react';
import { Button, Card, CloseButton, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import {
  StaffAddGroupMemberDocument,
  StaffCreateGroupDocument,
  StaffGroupMembersDocument,
  StaffGroupsDocument,
  StaffRemoveGroupMemberDocument,
  StaffUpdateGroupDocument,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { hasPermission } from '../../../platform/auth/authState';
import { notify } from '../../../platform/notifications/notify';
import { useSession } from '../../../platform/session/useSession';
import { PermissionTreeEditor } from '../components/PermissionTreeEditor';

/** Staff: role groups, their permission trees (staff.groups.edit) and members (staff.groups.members). */
export function GroupsPanel() {
  const { t } = useTranslation('staff');
  const permissions = useSession().permissions;
  const canEdit = hasPermission(permissions, 'staff.groups.edit');
  const canMembers = hasPermission(permissions, 'staff.groups.members');
  const [params, setParams] = useSearchParams();
  const { data } = useQuery(StaffGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const list = data?.staffGroups;
  const groups = list?.groups ?? [];
  // Local first (the choice shows at once), mirrored in the address so a reload keeps it.
  const [chosen, setChosen] = useState(params.get('group'));
  const selected = groups.find((group) => String(group.id) === chosen) ?? groups[0];
  const [draft, setDraft] = useState<{ id: number; permissions: string[] } | null>(null);
  const [newName, setNewName] = useState('');
  const [member, setMember] = useState('');
  const members = useQuery(
    StaffGroupMembersDocument,
    selected && canMembers
      ? { variables: { groupId: selected.id }, fetchPolicy: 'cache-and-network' }
      : skipToken,
  );
  const refetch = { refetchQueries: [StaffGroupMembersDocument] };
  const [create] = useMutation(StaffCreateGroupDocument);
  const [update, updating] = useMutation(StaffUpdateGroupDocument);
  const [add, adding] = useMutation(StaffAddGroupMemberDocument, refetch);
  const [remove] = useMutation(StaffRemoveGroupMemberDocument, refetch);
  if (!list) return null;
  const current = draft?.id === selected?.id ? draft?.permissions : selected?.permissions;
  const select = (id: string | null) => {
    if (id === null) return;
    setChosen(id);
    setParams(new URLSearchParams({ group: id }), { preventScrollReset: true, replace: true });
    setDraft(null);
  };

  return (
    <Stack gap="md">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('groups.group')}
          value={selected ? String(selected.id) : null}
          data={groups.map((group) => ({
            value: String(group.id),
            label: t('groups.option', { name: group.name, count: group.members }),
          }))}
          onChange={select}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
          data-testid="group-select"
        />
        {canEdit ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void create({ variables: { input: { name: newName.trim(), permissions: [] } } }).then(
                ({ data: made }) => {
                  const createdGroup = made?.staffCreateGroup?.groups.find((g) => g.name === newName.trim());
                  setNewName('');
                  if (createdGroup) select(String(createdGroup.id));
                },
              );
            }}
          >
            <Group gap="xs" align="flex-end">
              <TextInput
                label={t('groups.newName')}
                description={t('groups.newNameHelp')}
                value={newName}
                pattern="[a-z0-9_-]{2,32}"
                onChange={(event) => {
                  setNewName(event.currentTarget.value);
                }}
              />
              <Button type="submit" variant="default" disabled={newName.trim().length < 2}>
                {t('groups.create')}
              </Button>
            </Group>
          </form>
        ) : null}
      </Group>
      {selected && current ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={3} size="h4">
              {t('groups.permissionsOf', { name: selected.name })}
            </Title>
            <PermissionTreeEditor
              known={list.known}
              held={list.held}
              value={current}
              readOnly={!canEdit}
              onChange={(value) => {
                setDraft({ id: selected.id, permissions: value });
              }}
            />
            {canEdit ? (
              <Group>
                <Button
                  loading={updating.loading}
                  disabled={draft?.id !== selected.id}
                  onClick={() => {
                    void update({
                      variables: {
                        groupId: selected.id,
                        input: { name: selected.name, permissions: current },
                      },
                    }).then(() => {
                      setDraft(null);
                      notify({ type: 'success', text: t('groups.saved') });
                    });
                  }}
                >
                  {t('groups.save')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      {selected && canMembers ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('groups.membersOf', { name: selected.name })}
            </Title>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void add({ variables: { groupId: selected.id, input: { login: member.trim() } } }).then(
                  () => {
                    notify({
                      type: 'success',
                      text: t('groups.added', { login: member.trim(), name: selected.name }),
                    });
                    setMember('');
                  },
                );
              }}
            >
              <Group gap="xs" align="flex-end">
                <TextInput
                  label={t('groups.addMember')}
                  value={member}
                  onChange={(event) => {
                    setMember(event.currentTarget.value);
                  }}
                  data-testid="group-member-login"
                />
                <Button
                  type="submit"
                  variant="default"
                  loading={adding.loading}
                  disabled={member.trim() === ''}
                >
                  {t('groups.add')}
                </Button>
              </Group>
            </form>
            <Stack gap={4} data-testid="group-members">
              {(members.data?.staffGroupMembers?.members ?? []).map((user) => (
                <Group key={user.id} gap="xs">
                  <Text size="sm">{user.login}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('groups.remove', { login: user.login })}
                    onClick={() => {
                      void remove({ variables: { groupId: selected.id, input: { login: user.login } } });
                    }}
                  />
                </Group>
              ))}
            </Stack>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
