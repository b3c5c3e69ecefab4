import type { SeedDocument } from './seedTypes.js';
import { a, b, doc, h2, p, ul } from './tiptap.js';

function mod(
  slug: string,
  colorScheme: SeedDocument['colorScheme'],
  publishedAt: string,
  ru: [string, string, string[]],
  en: [string, string, string[]],
  wiki: string,
  tags: string[],
): SeedDocument {
  const build = (
    [title, summary, points]: [string, string, string[]],
    heading: string,
  ): SeedDocument['ru'] => ({
    title,
    summary,
    content: doc(
      p(b(title), ' — ', summary),
      h2(heading),
      ul(...points.map((point) => [point])),
      p(a('Wiki', wiki)),
    ),
  });
  return {
    slug,
    target: 'mods',
    colorScheme,
    publishedAt,
    links: [{ title: 'Wiki', url: wiki }],
    tags,
    ru: build(ru, 'Главное'),
    en: build(en, 'Highlights'),
  };
}

export const demoMods: SeedDocument[] = [
  mod(
    'thaumcraft',
    'purple',
    '2023-02-01T10:00:00Z',
    [
      'Thaumcraft',
      'магия аспектов, исследования и опасные эксперименты.',
      ['Таумономикон и исследования', 'инфузия и алтари', 'искажение и его последствия'],
    ],
    [
      'Thaumcraft',
      'magic of aspects, research and dangerous experiments.',
      ['the Thaumonomicon and research', 'infusion and altars', 'warp and its consequences'],
    ],
    'https://ftb.fandom.com/wiki/Thaumcraft_4',
    ['magic', 'exploration'],
  ),
  mod(
    'industrialcraft-2',
    'orange',
    '2023-02-02T10:00:00Z',
    [
      'IndustrialCraft 2',
      'электричество, механизмы и ядерные реакторы.',
      ['генераторы и провода EU', 'макерация и компрессия', 'реакторы и их охлаждение'],
    ],
    [
      'IndustrialCraft 2',
      'electricity, machines and nuclear reactors.',
      ['EU generators and cables', 'macerating and compressing', 'reactors and their cooling'],
    ],
    'https://wiki.industrial-craft.net/',
    ['tech', 'energy'],
  ),
  mod(
    'applied-energistics-2',
    'teal',
    '2023-02-03T10:00:00Z',
    [
      'Applied Energistics 2',
      'цифровое хранилище и автокрафт.',
      ['ME-сеть и каналы', 'шаблоны и автокрафт', 'пространственные хранилища'],
    ],
    [
      'Applied Energistics 2',
      'digital storage and autocrafting.',
      ['ME networks and channels', 'patterns and autocrafting', 'spatial storage'],
    ],
    'https://guide.appliedenergistics.org/',
    ['tech', 'storage'],
  ),
  mod(
    'botania',
    'green',
    '2023-02-04T10:00:00Z',
    [
      'Botania',
      'природная магия на мане цветов.',
      ['генерирующие и функциональные цветы', 'руническая алхимия', 'врата Альфхейма'],
    ],
    [
      'Botania',
      'natural magic powered by flower mana.',
      ['generating and functional flowers', 'runic alchemy', 'the Alfheim portal'],
    ],
    'https://botaniamod.net/lexicon.html',
    ['magic', 'nature'],
  ),
];
