import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CreateGameServerDocument,
  StaffGameServersDocument,
  UpdateGameServerDocument,
  type StaffGameServerFieldsFragment,
} from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';
import { StackedModal } from '../../../ui/StackedModal';

type PvpMode = StaffGameServerFieldsFragment['pvpMode'];
const PVP_MODES: PvpMode[] = ['pvp', 'pve', 'mixed'];

function initialForm(server: StaffGameServerFieldsFragment | null) {
  return {
    slug: server?.slug ?? '',
    name: server?.name ?? '',
    gameVersion: server?.gameVersion ?? '',
    address: server?.address ?? '',
    statusAddress: server?.statusAddress ?? '',
    sortOrder: server?.sortOrder ?? 0,
    maxPlayers: server?.maxPlayers ?? 100,
    pvpMode: server?.pvpMode ?? 'pvp',
    mainWorldArea: server?.mainWorldArea ?? '',
    otherWorldArea: server?.otherWorldArea ?? '',
    visible: server?.visible ?? true,
  };
}

/** Staff: a game server's settings in a modal; `server` null adds a new one (its slug is set once). */
export function GameServerForm({
  server,
  onClose,
}: {
  server: StaffGameServerFieldsFragment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const refetch = { refetchQueries: [StaffGameServersDocument] };
  const [create, creating] = useMutation(CreateGameServerDocument, refetch);
  const [update, updating] = useMutation(UpdateGameServerDocument, refetch);
  const [form, setForm] = useState(() => initialForm(server));
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  };
  const text = (
    key: 'slug' | 'name' | 'gameVersion' | 'address' | 'statusAddress' | 'mainWorldArea' | 'otherWorldArea',
  ) => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      set(key, event.currentTarget.value);
    },
  });

  const submit = () => {
    const { slug, ...settings } = form;
    const input = { ...settings, statusAddress: settings.statusAddress.trim() || null };
    const done = (name: string, key: 'created' | 'saved') => {
      notify({ type: 'success', text: t(`gameServers.form.${key}`, { server: name }) });
      onClose();
    };
    const saving =
      server === null
        ? create({ variables: { input: { ...input, slug } } }).then(() => {
            done(input.name, 'created');
          })
        : update({ variables: { slug: server.slug, input } }).then(() => {
            done(input.name, 'saved');
          });
    // A refusal is shown by the api error toast; the form stays open to fix it.
    saving.catch(() => undefined);
  };

  return (
    <StackedModal opened onClose={onClose} title={server?.name ?? t('gameServers.form.newTitle')} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('gameServers.form.slug')}
              description={t('gameServers.form.slugHint')}
              disabled={server !== null}
              required
              {...text('slug')}
            />
            <TextInput label={t('gameServers.form.name')} required {...text('name')} />
            <TextInput label={t('gameServers.form.gameVersion')} required {...text('gameVersion')} />
            <TextInput label={t('gameServers.form.address')} required {...text('address')} />
            <TextInput
              label={t('gameServers.form.statusAddress')}
              description={t('gameServers.form.statusAddressHint')}
              placeholder={t('servers.addressExample')}
              {...text('statusAddress')}
            />
            <NumberInput
              label={t('gameServers.form.sortOrder')}
              min={0}
              value={form.sortOrder}
              onChange={(value) => {
                set('sortOrder', Number(value) || 0);
              }}
            />
            <NumberInput
              label={t('gameServers.form.maxPlayers')}
              min={1}
              value={form.maxPlayers}
              onChange={(value) => {
                set('maxPlayers', Number(value) || 1);
              }}
            />
            <Select
              label={t('gameServers.form.pvpMode')}
              data={PVP_MODES.map((mode) => ({ value: mode, label: t(`gameServers.pvp.${mode}`) }))}
              value={form.pvpMode}
              allowDeselect={false}
              onChange={(value) => {
                const mode = PVP_MODES.find((known) => known === value);
                if (mode) set('pvpMode', mode);
              }}
            />
            <TextInput label={t('gameServers.form.mainWorldArea')} {...text('mainWorldArea')} />
            <TextInput label={t('gameServers.form.otherWorldArea')} {...text('otherWorldArea')} />
          </SimpleGrid>
          <Checkbox
            label={t('gameServers.form.visible')}
            checked={form.visible}
            onChange={(event) => {
              set('visible', event.currentTarget.checked);
            }}
          />
          <Button
            type="submit"
            loading={creating.loading || updating.loading}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('gameServers.form.save')}
          </Button>
        </Stack>
      </form>
    </StackedModal>
  );
}
