import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AUDIT_ACTIONS } from '../../../../../api/src/platform/audit/auditActions';
import en from '../../../i18n/en/staff.json';
import ru from '../../../i18n/ru/staff.json';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { AuditSentence, tagScreens } from './AuditSentence';
import { sentencePieces, type AuditEntryFacts } from './auditSentence';

function lookup(catalogue: unknown, path: string): unknown {
  let node = catalogue;
  for (const key of path.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const entry = (facts: Partial<AuditEntryFacts>): AuditEntryFacts => ({
  action: 'players.bans.ban',
  actorLogin: 'admin',
  targetLogin: 'steve',
  target: null,
  before: null,
  after: null,
  ...facts,
});

describe('audit sentences', () => {
  it('exist in both languages for every action the api records, and only for those', () => {
    const known = Object.keys(tagScreens(entry({})));
    for (const catalogue of [en, ru]) {
      for (const action of AUDIT_ACTIONS) {
        const template = lookup(catalogue.audit.sentences, action);
        expect(typeof template, action).toBe('string');
        const tags = [...String(template).matchAll(/<(\w+)>/g)].map((match) => match[1]);
        for (const tag of tags) expect(known, `${action}: <${String(tag)}>`).toContain(tag);
      }
      expect(leaves(catalogue.audit.sentences).sort()).toEqual([...AUDIT_ACTIONS].sort());
    }
  });

  it('keep what staff typed as text: a reason that looks like a tag is never a link', () => {
    const pieces = sentencePieces('<actor>{{actor}}</actor> banned: «{{after.reason}}»', {
      actor: 'admin',
      after: { reason: '<player>x</player>' },
    });
    expect(pieces).toEqual([{ tag: 'actor', text: 'admin' }, { text: ' banned: «<player>x</player>»' }]);
    expect(sentencePieces('{{missing.value}} and {{after.list}}', { after: { list: ['a', 'b'] } })).toEqual([
      { text: '— and a, b' },
    ]);
  });

  it('render a site ban in Russian, "forever" in words', async () => {
    const ban = entry({ after: JSON.stringify({ banId: 1, reason: 'спам', endsAt: null }) });
    renderWithProviders(<AuditSentence entry={ban} />, { lang: 'ru' });
    const sentence = await screen.findByTestId('audit-sentence');
    expect(sentence.textContent).toBe('admin забанил(а) steve на сайте навсегда: «спам»');
  });

  it("say how much a refund sent back, in the reader's language", async () => {
    const refund = entry({
      action: 'economy.refund',
      target: 'payment:pay-1',
      after: JSON.stringify({ status: 'refunded', reason: 'double charge', refundedKopecks: 30_000 }),
    });
    renderWithProviders(<AuditSentence entry={refund} />, { lang: 'ru' });
    const sentence = await screen.findByTestId('audit-sentence');
    expect(sentence.textContent).toBe(
      'admin вернул(а) 300\u00a0₽ за пополнение pay-1 игроку steve: «double charge»',
    );
  });

  it('list the facts of an action it does not know, key by key, never as JSON', async () => {
    const odd = entry({ action: 'settings.someday', after: JSON.stringify({ links: { vk: 3 }, on: true }) });
    renderWithProviders(<AuditSentence entry={odd} />);
    const facts = await screen.findByTestId('audit-unknown');
    expect(facts.textContent).toContain('settings.someday');
    expect(facts.textContent).toContain('links: vk: 3');
    expect(facts.textContent).toContain('on: true');
    expect(facts.textContent).not.toContain('{');
  });
});
