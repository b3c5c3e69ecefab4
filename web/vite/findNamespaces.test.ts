import { describe, expect, it } from 'vitest';

import { findNamespaces } from './findNamespaces';

const KNOWN = new Set(['common', 'home', 'shell', 'screens', 'errors', 'staff', 'payments']);
const find = (code: string) => [...findNamespaces(code, KNOWN, 'test.tsx')].sort();

describe('findNamespaces', () => {
  it('reads useTranslation with one namespace, a list, or none', () => {
    expect(find(`const { t } = useTranslation('home');`)).toEqual(['home']);
    expect(find(`useTranslation(["staff", "payments"], { keyPrefix: 'x' })`)).toEqual(['payments', 'staff']);
    expect(find(`const { i18n } = useTranslation();`)).toEqual([]);
  });

  it('reads keys written with their namespace, in every kind of literal and in i18nKey', () => {
    expect(find("t('screens:home.title'); t(`errors:api.${code}`)")).toEqual(['errors', 'screens']);
    expect(find(`jsx(Trans, { i18nKey: "shell:menu.open" })`)).toEqual(['shell']);
    // Strings that only look like keys name no known namespace.
    expect(find(`const url = "https://example.com"; const s = 'mailto:x';`)).toEqual([]);
  });

  it('reads getFixedT and ns options', () => {
    expect(find(`i18n.getFixedT(lang, 'payments')`)).toEqual(['payments']);
    expect(find(`t('title', { ns: 'staff' }); jsx(Trans, { ns: ["home"] })`)).toEqual(['home', 'staff']);
  });

  it('fails on a namespace it cannot read', () => {
    expect(() => find(`useTranslation(namespace)`)).toThrow(/test\.tsx:1: useTranslation/);
    expect(() => find(`useTranslation(['home', other])`)).toThrow(/not a literal/);
    expect(() => find(`\n\ni18n.getFixedT(lang, ns)`)).toThrow(/test\.tsx:3: getFixedT/);
    expect(() => find(`t('title', { ns: current })`)).toThrow(/`ns` option/);
    expect(() => find('t(`${namespace}:title`)')).toThrow(/namespace is an expression/);
    expect(() => find("i18n.t(ns + ':title')")).toThrow(/namespace is an expression/);
    expect(() => find('jsx(Trans, { i18nKey: `${ns}:title` })')).toThrow(/namespace is an expression/);
    // Other templates of the same shape are no keys.
    expect(find('random(`${seed}:hue`)')).toEqual([]);
    expect(() => find(`useTranslation('nonsense')`)).toThrow(/unknown namespace 'nonsense'/);
  });
});
