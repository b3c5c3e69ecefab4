import { useMutation } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, useNavigate } from 'react-router';

import { UpdateRulesDocument, type PunishmentType } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notifications/notify';
import { fieldErrorOf, useUnsavedChangesWarning } from '../../documents';

interface Rule {
  text: { ru: string; en: string };
  note: { ru: string; en: string };
  punishmentType: PunishmentType;
  durationMinutes: number | null;
}

interface Section {
  title: { ru: string; en: string };
  rules: Rule[];
}

const PUNISHMENTS: PunishmentType[] = ['mute', 'ban', 'permanent'];
const BLANK = { ru: '', en: '' };
const newRule = (): Rule => ({ text: BLANK, note: BLANK, punishmentType: 'mute', durationMinutes: 60 });

export interface RuleBookEditorProps {
  initial: { sections: Section[] };
}

/** Staff edit the whole rule book at once, in both languages, and save it in one go. */
export function RuleBookEditor({ initial }: RuleBookEditorProps) {
  const { t } = useTranslation('rules');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [sections, setSections] = useState(initial.sections);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateRulesDocument, { context: { suppressErrorToast: true } });
  const leaveWarning = useUnsavedChangesWarning(
    !saved && JSON.stringify(sections) !== JSON.stringify(initial.sections),
  );

  const setSection = (index: number, change: Partial<Section>) => {
    setSections((current) =>
      current.map((section, at) => (at === index ? { ...section, ...change } : section)),
    );
  };
  const setRule = (sectionIndex: number, ruleIndex: number, change: Partial<Rule>) => {
    setSection(sectionIndex, {
      rules:
        sections[sectionIndex]?.rules.map((rule, at) => (at === ruleIndex ? { ...rule, ...change } : rule)) ??
        [],
    });
  };

  const save = async () => {
    setError(null);
    try {
      await update({ variables: { input: { sections } } });
      setSaved(true);
      leaveWarning.release();
      notify({ type: 'success', text: t('saved') });
      void navigate(href('/:lang/rules', { lang }));
    } catch (failure) {
      setError(fieldErrorOf(failure, t('saveFailed')).message);
    }
  };

  return (
    <Container size="lg" py="xl" data-testid="rule-book-editor">
      {leaveWarning.dialog}
      <Stack gap="lg">
        <Title order={1}>{t('editTitle')}</Title>
        {error && <Alert color="red">{error}</Alert>}
        {sections.map((section, sectionIndex) => (
          <Paper key={sectionIndex} withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Group align="flex-end" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                  {(['ru', 'en'] as const).map((locale) => (
                    <TextInput
                      key={locale}
                      label={t('sectionTitle', { language: t(`language.${locale}`) })}
                      value={section.title[locale]}
                      onChange={(event) => {
                        setSection(sectionIndex, {
                          title: { ...section.title, [locale]: event.currentTarget.value },
                        });
                      }}
                    />
                  ))}
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('removeSection')}
                  onClick={() => {
                    setSections(sections.filter((_, at) => at !== sectionIndex));
                  }}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              {section.rules.map((rule, ruleIndex) => (
                <Paper key={ruleIndex} radius="md" p="md" bg="var(--mantine-color-default-hover)">
                  <Stack gap="xs">
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      {(['ru', 'en'] as const).map((locale) => (
                        <Textarea
                          key={locale}
                          autosize
                          label={t('ruleText', {
                            number: `${sectionIndex + 1}.${ruleIndex + 1}`,
                            language: t(`language.${locale}`),
                          })}
                          value={rule.text[locale]}
                          onChange={(event) => {
                            setRule(sectionIndex, ruleIndex, {
                              text: { ...rule.text, [locale]: event.currentTarget.value },
                            });
                          }}
                        />
                      ))}
                      {(['ru', 'en'] as const).map((locale) => (
                        <TextInput
                          key={locale}
                          label={t('ruleNote', { language: t(`language.${locale}`) })}
                          value={rule.note[locale]}
                          onChange={(event) => {
                            setRule(sectionIndex, ruleIndex, {
                              note: { ...rule.note, [locale]: event.currentTarget.value },
                            });
                          }}
                        />
                      ))}
                    </SimpleGrid>
                    <Group align="flex-end">
                      <Select
                        label={t('punishmentType')}
                        data={PUNISHMENTS.map((value) => ({ value, label: t(`punishment.${value}`) }))}
                        value={rule.punishmentType}
                        allowDeselect={false}
                        onChange={(value) => {
                          const type = PUNISHMENTS.find((candidate) => candidate === value) ?? 'mute';
                          setRule(sectionIndex, ruleIndex, {
                            punishmentType: type,
                            durationMinutes: type === 'permanent' ? null : (rule.durationMinutes ?? 60),
                          });
                        }}
                      />
                      {rule.punishmentType !== 'permanent' && (
                        <NumberInput
                          label={t('durationMinutes')}
                          min={1}
                          max={525600}
                          value={rule.durationMinutes ?? 60}
                          onChange={(value) => {
                            setRule(sectionIndex, ruleIndex, {
                              durationMinutes: typeof value === 'number' ? value : 60,
                            });
                          }}
                        />
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('removeRule')}
                        onClick={() => {
                          setSection(sectionIndex, {
                            rules: section.rules.filter((_, at) => at !== ruleIndex),
                          });
                        }}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Stack>
                </Paper>
              ))}
              <Button
                variant="subtle"
                w="fit-content"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => {
                  setSection(sectionIndex, { rules: [...section.rules, newRule()] });
                }}
              >
                {t('addRule')}
              </Button>
            </Stack>
          </Paper>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              setSections([...sections, { title: BLANK, rules: [newRule()] }]);
            }}
          >
            {t('addSection')}
          </Button>
          <Button loading={loading} onClick={() => void save()} data-testid="save-rules">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
