import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
  type ButtonVariant,
} from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconCoins, IconShieldCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import { CopyField } from '../../ui/CopyField';
import { OnlineBadge } from '../../ui/OnlineBadge';
import { PlayerHead } from '../../ui/PlayerHead';
import { PlayersMeter } from '../../ui/PlayersMeter';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Route } from './+types/development-elements';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'development-elements');

const VARIANTS: ButtonVariant[] = ['filled', 'light', 'outline', 'default', 'subtle', 'gradient'];
const COLOURS = ['accent', 'gray', 'red', 'yellow', 'green', 'blue'] as const;
const HEADINGS = [1, 2, 3, 4] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Switches the whole site's scheme, so every element below is seen in both (the header's toggle does the same). */
function SchemeSwitch() {
  const { t } = useTranslation('shell');
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('dark');
  // The server renders dark; the saved scheme is known after mount (as in ColorSchemeToggle).
  const scheme = useMounted() ? computed : 'dark';
  return (
    <Group gap="sm">
      <Text fw={600}>{t('development.scheme')}</Text>
      <SegmentedControl
        aria-label={t('development.scheme')}
        value={scheme}
        onChange={(value) => {
          setColorScheme(value === 'light' ? 'light' : 'dark');
        }}
        data={[
          { value: 'light', label: t('development.light') },
          { value: 'dark', label: t('development.dark') },
        ]}
      />
    </Group>
  );
}

/** The theme's elements in one place, as the site uses them. */
export default function DevelopmentElementsScreen() {
  const { t } = useTranslation(['shell', 'servers']);
  return (
    <ScreenFrame screen="development-elements">
      <Stack gap="lg">
        <SchemeSwitch />
        <Section title={t('development.typography')}>
          {HEADINGS.map((level) => (
            <Title key={level} order={level === 1 ? 3 : 4} size={`h${level}`}>
              {t('development.headingLevel', { level })}
            </Title>
          ))}
          <Text>{t('development.body')}</Text>
          <Text size="sm" c="dimmed">
            {t('development.dimmed')}
          </Text>
          <Anchor href="#elements-buttons">{t('development.link')}</Anchor>
        </Section>

        <Section title={t('development.buttons')}>
          <Stack gap="sm" id="elements-buttons">
            {VARIANTS.map((variant) => (
              <Group key={variant} gap="sm">
                <Text size="sm" ff="monospace" w={80}>
                  {variant}
                </Text>
                {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
                  <Button key={size} variant={variant} size={size}>
                    {t('development.buy')}
                  </Button>
                ))}
                <Button variant={variant} disabled>
                  {t('development.disabled')}
                </Button>
                <Button variant={variant} loading aria-label={t('development.loading')}>
                  {t('development.loading')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Section>

        <Section title={t('development.colours')}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
            {COLOURS.map((color) => (
              <Stack key={color} gap={6}>
                <Text size="sm" ff="monospace">
                  {color}
                </Text>
                <Button color={color}>{t('development.buy')}</Button>
                <Button color={color} variant="light">
                  {t('development.gift')}
                </Button>
                <Badge color={color}>{t('development.online')}</Badge>
                <Badge color={color} variant="light">
                  {t('development.details')}
                </Badge>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>

        <Section title={t('development.fields')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('development.fieldLabel')} placeholder={t('development.fieldPlaceholder')} />
            <TextInput
              label={t('development.fieldLabel')}
              defaultValue="x"
              error={t('development.fieldError')}
            />
            <PasswordInput label={t('development.password')} defaultValue="steve-demo-1" />
            <Select
              label={t('development.selectLabel')}
              data={['HiTech', 'Magic', 'Vanilla']}
              defaultValue="HiTech"
            />
            <Checkbox label={t('development.checkbox')} defaultChecked />
            <Switch label={t('development.switch')} />
            <SegmentedControl
              aria-label={t('development.progress')}
              data={[
                { value: 'month', label: t('development.segmentMonth') },
                { value: 'year', label: t('development.segmentYear') },
              ]}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('development.alerts')}>
          <Alert color="blue" icon={<IconShieldCheck aria-hidden />}>
            {t('development.alertInfo')}
          </Alert>
          <Alert color="green" icon={<IconCheck aria-hidden />}>
            {t('development.alertSuccess')}
          </Alert>
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
            {t('development.alertWarning')}
          </Alert>
          <Alert color="red" icon={<IconX aria-hidden />}>
            {t('development.alertError')}
          </Alert>
        </Section>

        <Section title={t('development.surfaces')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Paper
              p="lg"
              radius="lg"
              style={{ background: 'var(--ls-surface)', border: '1px solid var(--ls-border)' }}
            >
              <Text fw={600}>{t('development.surface')}</Text>
            </Paper>
            <Paper
              p="lg"
              radius="lg"
              shadow="md"
              style={{ background: 'var(--ls-surface-raised)', border: '1px solid var(--ls-border)' }}
            >
              <Text fw={600}>{t('development.surfaceRaised')}</Text>
            </Paper>
          </SimpleGrid>
          <Group gap="md">
            <Loader size="sm" aria-label={t('development.loading')} />
            <Progress value={62} w={200} aria-label={t('development.progress')} />
            <Badge variant="light" color="yellow" leftSection={<IconCoins size={12} aria-hidden />}>
              120
            </Badge>
          </Group>
        </Section>

        <Section title={t('development.siteComponents')}>
          <SectionHeader
            title={t('development.headingLevel', { level: 2 })}
            subtitle={t('development.dimmed')}
          />
          <Group gap="md">
            <PlayerHead login="steve" size="lg" />
            <OnlineBadge online label={t('development.online')} />
            <OnlineBadge online={false} label={t('development.offline')} />
          </Group>
          <PlayersMeter
            online={37}
            max={100}
            label={t('servers:players')}
            countLabel="37 / 100"
            progressLabel={t('servers:playersProgress', { online: 37, max: 100 })}
          />
          <CopyField
            value="play.lodestone.example"
            label={t('servers:address')}
            copyLabel={t('servers:copy')}
            copiedLabel={t('servers:copied')}
          />
        </Section>
      </Stack>
    </ScreenFrame>
  );
}
