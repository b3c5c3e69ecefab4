import { Button, Container, Group, Stack } from '@mantine/core';
import { IconNews, IconServer2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import classes from './HomeHero.module.css';
import { PlainText } from '../../../ui/plainMantine/PlainText';
import { PlainTitle } from '../../../ui/plainMantine/PlainTitle';

export interface HomeHeroProps {
  totalOnline: number;
}

/** The first screen: the network's name, what it is, how many play right now and where to go next. */
export function HomeHero({ totalOnline }: HomeHeroProps) {
  const { t } = useTranslation(['home', 'common']);

  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <div className={classes.grid} aria-hidden />
      <Container size="lg" className={classes.inner}>
        <Stack gap="lg" maw={720}>
          <PlainText className={classes.eyebrow}>{t('home:hero.eyebrow')}</PlainText>
          <PlainTitle order={1} id="home-title" className={classes.title}>
            {t('home:hero.title')} <span className={classes.brand}>{t('common:brand')}</span>
          </PlainTitle>
          <PlainText className={classes.subtitle}>{t('home:hero.subtitle')}</PlainText>
          <div>
            <span
              className={classes.online}
              data-active={totalOnline > 0 || undefined}
              data-testid="total-online"
            >
              <span className={classes.dot} aria-hidden />
              {t('home:hero.totalOnline', { count: totalOnline })}
            </span>
          </div>
          <Group gap="sm" mt="xs">
            <Button
              component="a"
              href="#servers"
              size="md"
              variant="gradient"
              className={classes.cta}
              leftSection={<IconServer2 size={18} aria-hidden />}
            >
              {t('home:hero.serversCta')}
            </Button>
            <Button
              component="a"
              href="#news"
              size="md"
              variant="default"
              leftSection={<IconNews size={18} aria-hidden />}
            >
              {t('home:hero.newsCta')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
