import { Box, Button, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { PlainNavLink } from '../../../ui/plainMantine/PlainNavLink';
import { cabinetAreas, type CabinetAreaLinks } from './sectionLinks';

export interface CabinetNavigationProps {
  /** The cabinet's absolute path, e.g. `/en/cabinet`. */
  base: string;
}

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The cabinet's pages grouped by area, from the route table: a side column on wide screens, one menu
 * button on phones. Both are plain links (they work before hydration), and moving between pages keeps
 * the scroll where it is instead of jumping to the top.
 */
export function CabinetNavigation({ base }: CabinetNavigationProps) {
  const { t } = useTranslation(['cabinet', 'screens']);
  const { pathname } = useLocation();
  const areas: CabinetAreaLinks[] = cabinetAreas();
  const links = areas.flatMap((group) =>
    group.links.map((link) => ({ ...link, to: `${base}/${link.path}` })),
  );
  const current = links.find((link) => isActive(pathname, link.to));
  const label = t('cabinet:navigation.label');

  return (
    <>
      <Paper withBorder radius="md" p="xs" component="nav" aria-label={label} visibleFrom="md">
        <Stack gap="sm">
          {areas.map((group) => (
            <Box key={group.area}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={4}>
                {t(`cabinet:navigation.areas.${group.area}`)}
              </Text>
              {group.links.map((link) => {
                const to = `${base}/${link.path}`;
                return (
                  <PlainNavLink
                    key={link.screen}
                    to={to}
                    preventScrollReset
                    label={t(`screens:${link.screen}.title`)}
                    active={isActive(pathname, to)}
                    aria-current={isActive(pathname, to) ? 'page' : undefined}
                    wrapLabel
                  />
                );
              })}
            </Box>
          ))}
        </Stack>
      </Paper>
      <Box component="nav" aria-label={label} hiddenFrom="md">
        {/* Fifteen pages are taller than a phone's screen, and the page cannot be scrolled to the lower ones
            (the menu hides once its button scrolls away): the list fits the space below the button and
            scrolls inside itself. */}
        <Menu position="bottom-start" width="target" shadow="md" middlewares={{ size: { padding: 8 } }}>
          <Menu.Target>
            <Button
              variant="default"
              fullWidth
              justify="space-between"
              rightSection={<IconChevronDown size={16} aria-hidden />}
              data-testid="cabinet-navigation-menu"
            >
              {current ? t(`screens:${current.screen}.title`) : label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown style={{ overflowY: 'auto' }}>
            {areas.map((group) => (
              <Box key={group.area}>
                <Menu.Label>{t(`cabinet:navigation.areas.${group.area}`)}</Menu.Label>
                {group.links.map((link) => {
                  const to = `${base}/${link.path}`;
                  return (
                    <Menu.Item
                      key={link.screen}
                      component={Link}
                      to={to}
                      preventScrollReset
                      aria-current={isActive(pathname, to) ? 'page' : undefined}
                      fw={isActive(pathname, to) ? 700 : undefined}
                    >
                      {t(`screens:${link.screen}.title`)}
                    </Menu.Item>
                  );
                })}
              </Box>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Box>
    </>
  );
}
