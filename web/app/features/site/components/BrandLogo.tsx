import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import classes from './BrandLogo.module.css';

export function BrandLogo() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (
    <Link to={href('/:lang?', { lang })} className={classes.link}>
      <Group gap={10} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} className={classes.mark} />
        <Text component="span" className={classes.name}>
          {t('brand')}
        </Text>
      </Group>
    </Link>
  );
}
