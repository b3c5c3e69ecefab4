import { Badge, Group, Menu, UnstyledButton } from '@mantine/core';
import {
  IconCoins,
  IconLogout,
  IconShieldCog,
  IconUser,
  IconUserCircle,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';
import { useIncomingRequestCount } from '../../friends';
import { staffLinks } from '../../staff';
import { AccountMenuLabel, useMoney, type AccountControlProps } from './AccountMenuLabel';

/** The signed-in player in the header: head, nickname, balance and coins, and where to go from there. */
export function AccountMenu({ account, withDetails }: AccountControlProps) {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  const money = useMoney();
  const isStaff = staffLinks(useSession().permissions).length > 0;
  const friendRequests = useIncomingRequestCount();

  return (
    <Menu position="bottom-end" width={240} withinPortal shadow="md">
      <Menu.Target>
        {/* Named by what it shows (axe: the name must contain the visible text), after a hidden
            "Account menu:" for screen readers; on phones, where only the head shows, that and its initial.
            A real link to the cabinet: the page after sign-in is server-rendered (a document POST), and a
            click before hydration would otherwise be lost. Once hydrated, the click opens the menu instead
            (Menu.Target runs this onClick, then toggles). */}
        <UnstyledButton
          component={Link}
          to={`/${lang}/cabinet`}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
          }}
          data-testid="account-menu"
        >
          <AccountMenuLabel account={account} withDetails={withDetails} friendRequests={friendRequests} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{account.login}</Menu.Label>
        <Group gap="xs" px="sm" pb="xs">
          <Badge variant="light" leftSection={<IconWallet size={12} aria-hidden />}>
            {t('header.balance', { value: money.rubles(account.balance) })}
          </Badge>
          <Badge variant="light" color="yellow" leftSection={<IconCoins size={12} aria-hidden />}>
            {t('header.coins', { value: money.coins(account.coins) })}
          </Badge>
        </Group>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={href('/:lang/cabinet', { lang })}
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          {t('header.cabinet')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={href('/:lang/:nickname', { lang, nickname: account.login })}
          leftSection={<IconUser size={16} aria-hidden />}
        >
          {t('header.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={href('/:lang/:nickname/friends/requests', { lang, nickname: account.login })}
          leftSection={<IconUsers size={16} aria-hidden />}
          rightSection={
            friendRequests > 0 ? (
              <Badge size="sm" color="red" circle data-testid="friend-requests-count">
                {friendRequests}
              </Badge>
            ) : null
          }
        >
          {t('header.friendRequests')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={href('/:lang/pay', { lang })}
          leftSection={<IconWallet size={16} aria-hidden />}
        >
          {t('header.topUp')}
        </Menu.Item>
        {isStaff ? (
          <Menu.Item
            component={Link}
            to={href('/:lang/staff', { lang })}
            leftSection={<IconShieldCog size={16} aria-hidden />}
          >
            {t('header.staff')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          component="a"
          href={href('/:lang/logout', { lang })}
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          {t('header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
