import { useMutation } from '@apollo/client/react';
import {
  Button,
  Card,
  Checkbox,
  CloseButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  StaffDeleteRedirectDocument,
  StaffDeleteReferralAliasDocument,
  StaffRedirectsDocument,
  StaffSaveRedirectDocument,
  StaffSaveReferralAliasDocument,
} from '../../../generated/graphql';

import { useQuery } from '../../../platform/apollo/useQuery';

/** A card of the page: its title, a line of help, then the list and the form. */
function Section({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {help}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** The add-or-replace form under a list: its fields in a row and the save button. */
function SaveForm({
  onSave,
  disabled,
  children,
}: {
  onSave: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        {children}
        <Button type="submit" variant="default" disabled={disabled}>
          {t('redirects.save')}
        </Button>
      </Group>
    </form>
  );
}

/** A text field bound to one key of a form's state. */
function Field<T extends Record<string, unknown>>({
  label,
  placeholder,
  form,
  name,
  onChange,
}: {
  label: string;
  placeholder?: string;
  form: T;
  name: { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
  onChange: (next: T) => void;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={form[name] as string}
      onChange={(event) => {
        onChange({ ...form, [name]: event.currentTarget.value });
      }}
    />
  );
}

const EMPTY_RULE = { path: '', target: '', permanent: true };
const EMPTY_ALIAS = { alias: '', code: '' };

/**
 * Staff (staff.redirects.manage): redirect rules of old addresses and the deprecated referral aliases.
 * The api checks every target with the safe-redirect rules and answers a translated reason.
 */
export function RedirectsPanel() {
  const { t } = useTranslation('staff');
  const { data } = useQuery(StaffRedirectsDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [StaffRedirectsDocument] };
  const [saveRule] = useMutation(StaffSaveRedirectDocument, refetch);
  const [deleteRule] = useMutation(StaffDeleteRedirectDocument, refetch);
  const [saveAlias] = useMutation(StaffSaveReferralAliasDocument, refetch);
  const [deleteAlias] = useMutation(StaffDeleteReferralAliasDocument, refetch);
  const [rule, setRule] = useState(EMPTY_RULE);
  const [alias, setAlias] = useState(EMPTY_ALIAS);
  const rules = data?.staffRedirects?.items ?? [];
  const aliases = data?.staffReferralAliases?.items ?? [];

  return (
    <Stack gap="lg">
      <Section title={t('redirects.rules')} help={t('redirects.rulesHelp')}>
        <Table.ScrollContainer minWidth={480}>
          <Table data-testid="redirect-rules">
            <Table.Tbody>
              {rules.map((item) => (
                <Table.Tr key={item.path}>
                  <Table.Td>{item.path}</Table.Td>
                  <Table.Td>{item.target}</Table.Td>
                  <Table.Td>{item.permanent ? t('redirects.permanent') : t('redirects.temporary')}</Table.Td>
                  <Table.Td>
                    <CloseButton
                      aria-label={t('redirects.remove', { path: item.path })}
                      onClick={() => {
                        void deleteRule({ variables: { path: item.path } });
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SaveForm
          disabled={rule.path.length < 2 || rule.target === ''}
          onSave={() => {
            void saveRule({ variables: { input: rule } }).then(() => {
              setRule(EMPTY_RULE);
            });
          }}
        >
          <Field
            label={t('redirects.path')}
            placeholder={t('redirects.pathExample')}
            form={rule}
            name="path"
            onChange={setRule}
          />
          <Field
            label={t('redirects.target')}
            placeholder={t('redirects.targetExample')}
            form={rule}
            name="target"
            onChange={setRule}
          />
          <Checkbox
            label={t('redirects.permanent')}
            checked={rule.permanent}
            onChange={(event) => {
              setRule({ ...rule, permanent: event.currentTarget.checked });
            }}
          />
        </SaveForm>
      </Section>
      <Section title={t('redirects.aliases')} help={t('redirects.aliasesHelp')}>
        {aliases.map((item) => (
          <Group key={item.alias} gap="xs">
            <Text size="sm">{t('redirects.aliasRow', { alias: item.alias, code: item.code })}</Text>
            <CloseButton
              size="sm"
              aria-label={t('redirects.removeAlias', { alias: item.alias })}
              onClick={() => {
                void deleteAlias({ variables: { alias: item.alias } });
              }}
            />
          </Group>
        ))}
        <SaveForm
          disabled={alias.alias === '' || alias.code === ''}
          onSave={() => {
            void saveAlias({ variables: { input: alias } }).then(() => {
              setAlias(EMPTY_ALIAS);
            });
          }}
        >
          <Field label={t('redirects.alias')} form={alias} name="alias" onChange={setAlias} />
          <Field label={t('redirects.code')} form={alias} name="code" onChange={setAlias} />
        </SaveForm>
      </Section>
    </Stack>
  );
}
