import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ProfileRolesDocument } from '../../../generated/graphql';
import { RoleList } from '../components/RoleList';

export interface ProfileRolesPanelProps {
  nickname: string;
}

/** `{nickname}/roles`: the player's active roles, for anyone to see. */
export function ProfileRolesPanel({ nickname }: ProfileRolesPanelProps) {
  const { t } = useTranslation('store');
  const { data, loading } = useQuery(ProfileRolesDocument, { variables: { nick: nickname } });
  const roles = data?.profileRoles?.roles;
  if (!roles) return loading ? <Loader /> : null;
  if (roles.length === 0) return <Text c="dimmed">{t('profile.none')}</Text>;
  return <RoleList roles={roles} />;
}
