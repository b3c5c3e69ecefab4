import { ScrollArea, Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { ANCHOR_OFFSET } from '../../../platform/behaviour/behaviourConstants';
import type { ScreenName } from '../../../platform/seo/screenMeta';

export interface RouteTab {
  screen: ScreenName;
  /** Absolute path of the tab's page. */
  to: string;
}

export interface RouteTabsProps {
  tabs: readonly RouteTab[];
  label: string;
}

/**
 * Tabs that are pages (cabinet, cover, profile, launcher settings). Switching keeps the scroll near the
 * tabs instead of jumping to the top: the section's anchor lands under the header (docs/product.md#site).
 */
export function RouteTabs({ tabs, label }: RouteTabsProps) {
  const { t } = useTranslation('screens');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const anchor = useRef<HTMLDivElement>(null);
  const active = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = anchor.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET;
    if (window.scrollY > top) window.scrollTo({ top, behavior: 'smooth' });
  }, [pathname]);

  return (
    <div ref={anchor}>
      <Tabs
        value={active?.to ?? null}
        onChange={(value) => {
          if (value) void navigate(value, { preventScrollReset: true });
        }}
        keepMounted={false}
      >
        <ScrollArea type="never" offsetScrollbars={false}>
          <Tabs.List aria-label={label} style={{ flexWrap: 'nowrap' }}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.to} value={tab.to}>
                {t(`${tab.screen}.title`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
    </div>
  );
}
