import { Anchor, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useMoneyFormat } from '../../payments';
import { useStaffScreenLink } from '../useStaffScreenLink';
import {
  factLines,
  parseFacts,
  parseList,
  sentencePieces,
  targetId,
  type AuditEntryFacts,
} from './auditSentence';

/** Which staff screen a tag of a sentence opens, and with which filter. */
export function tagScreens(entry: AuditEntryFacts): Record<string, [string, Record<string, string>]> {
  const player = entry.targetLogin ?? '';
  return {
    actor: ['players', { login: entry.actorLogin ?? '' }],
    player: ['players', { login: player }],
    payment: ['payments', { login: player }],
    delivery: ['deliveries', { player }],
    ban: ['bans', { player }],
    group: ['groups', {}],
    server: ['servers', {}],
    client: ['clients', {}],
    wipe: ['wipes', {}],
    redirect: ['redirects', {}],
  };
}

/** One audit entry in words, with links (underlined: they sit inside text) to what it names; an action without a sentence lists its facts. */
export function AuditSentence({ entry }: { entry: AuditEntryFacts }) {
  const { t, i18n } = useTranslation('staff');
  const lang = useLanguage();
  const money = useMoneyFormat();
  const screen = useStaffScreenLink();
  const template: unknown = i18n.getResource(lang, 'staff', `audit.sentences.${entry.action}`);
  if (typeof template !== 'string') {
    return (
      <Stack gap={2} data-testid="audit-unknown">
        <Text size="sm">
          {entry.actorLogin ?? '—'} · <Code>{entry.action}</Code>
          {entry.targetLogin ? ` · ${entry.targetLogin}` : ''}
          {entry.target ? ` · ${entry.target}` : ''}
        </Text>
        {factLines(entry).map((line) => (
          <Text size="xs" c="dimmed" key={`${line.label}-${line.key}`}>
            {t(`audit.${line.label}`)} {line.key}: {line.value}
          </Text>
        ))}
      </Stack>
    );
  }
  const before = parseFacts(entry.before);
  const after = parseFacts(entry.after);
  const at = (value: unknown) => (typeof value === 'string' ? formatDateTime(value, lang) : undefined);
  const values = {
    actor: entry.actorLogin,
    player: entry.targetLogin,
    target: targetId(entry.target),
    before,
    after,
    amount:
      typeof after.amount === 'number' && typeof after.currency === 'string'
        ? money.change(after.amount, after.currency)
        : undefined,
    refunded: typeof after.refundedKopecks === 'number' ? money.kopecks(after.refundedKopecks) : undefined,
    until:
      'endsAt' in after
        ? at(after.endsAt)
          ? t('audit.until', { at: at(after.endsAt) })
          : t('audit.forever')
        : undefined,
    when: at(after.wipeAt ?? before.wipeAt),
    order: parseList(entry.after),
  };
  const screens = tagScreens(entry);
  return (
    <Text size="sm" data-testid="audit-sentence">
      {sentencePieces(template, values).map((piece, index) => {
        if (!('tag' in piece)) return piece.text;
        const [path, filter] = screens[piece.tag] ?? ['', {}];
        const to = path === '' || piece.text === '—' ? null : screen(path, filter);
        const key = `${piece.tag}-${String(index)}`;
        return to ? (
          <Anchor component={Link} to={to} key={key} underline="always">
            {piece.text}
          </Anchor>
        ) : (
          <Text span fw={500} key={key}>
            {piece.text}
          </Text>
        );
      })}
    </Text>
  );
}
