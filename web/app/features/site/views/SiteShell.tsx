import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { TransferCoinsModal } from '../../store';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import classes from './SiteShell.module.css';

export interface SiteShellProps {
  fixedHeader?: boolean;
  children: ReactNode;
}

/** Header, main content and footer: the frame both site layouts share. */
export function SiteShell({ fixedHeader = false, children }: SiteShellProps) {
  const { t } = useTranslation('common');
  return (
    <div className={classes.shell}>
      <a href="#content" className={classes.skip}>
        {t('skipToContent')}
      </a>
      <SiteHeader fixed={fixedHeader} />
      <main id="content" className={classes.main}>
        {children}
      </main>
      <SiteFooter />
      <TransferCoinsModal />
    </div>
  );
}
