import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { otherLanguage } from '../../../platform/i18n/languages';
import { pathInLanguage, rememberLanguage } from '../../../platform/i18n/resolveLanguage';
import { useLanguage } from '../../../platform/i18n/useLanguage';

/**
 * Links to the same page in the other language. A plain link, so the switch is a full page load:
 * the new page is rendered (and its Apollo cache filled) in the new language.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const target = otherLanguage(lang);
  const { pathname, search, hash } = useLocation();

  return (
    <Button
      component="a"
      href={`${pathInLanguage(pathname, target)}${search}${hash}`}
      hrefLang={target}
      lang={target}
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<IconLanguage size={18} aria-hidden />}
      // The visible "EN" starts the accessible name, so voice control users can say what they see.
      aria-label={`${t('language.short', { lng: target })}: ${t('language.switchTo', { lng: target })}`}
      data-testid="language-switch"
      onClick={() => {
        // Remember the choice for `/` and later visits (docs/product.md#site: 365 days, path /, lax).
        rememberLanguage(target);
      }}
    >
      {t('language.short', { lng: target })}
    </Button>
  );
}
