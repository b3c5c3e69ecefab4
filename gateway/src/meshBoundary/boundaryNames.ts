/**
 * The names GraphQL Mesh invents for the api's OpenAPI schemas, turned into names a reader can use. Every
 * rule here is derived from how Mesh's OpenAPI handler spells a name, so a new operation gets a readable
 * name without anyone listing it:
 *
 * - an input made from a titled schema is `<Title>_Input`: `LoginBody_Input` → `LoginBodyInput`,
 *   `SocialSettingsInput_Input` → `SocialSettingsInput` (no doubled suffix);
 * - a schema without a title is named after its operation and its path in the document:
 *   `queryInput_playerLook_nick` → `PlayerLookNick`, `mutationInput_startOauth_input_purpose` →
 *   `StartOauthPurpose`, `query_staffSiteSettings_social` → `StaffSiteSettingsSocial`. The markers
 *   (`query`, `mutationInput`, the request body `input`, array `items`, `anyOf_0`) say nothing to a
 *   reader and are dropped.
 */

const OPERATION_MARKERS = new Set(['query', 'queryInput', 'mutation', 'mutationInput']);
/** Segments of a path in the OpenAPI document that only say how Mesh walked there. */
const PATH_MARKERS = new Set(['items', 'request']);
const COMBINATOR = /^(anyOf|oneOf|allOf)$/;
const INPUT_SUFFIX = '_Input';

function pascal(segment: string): string {
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

/**
 * The readable names for a type Mesh named, best first, or the name itself when Mesh did not invent it.
 * An input whose title already ends in `Input` keeps it once (`SocialSettingsInput_Input` →
 * `SocialSettingsInput`) unless an output type has that name (`RuleSectionInput` is also an answer's
 * type), then it gets the suffix like every other input (`RuleSectionInputInput`).
 */
export function readableTypeNames(meshName: string): readonly string[] {
  if (!meshName.includes('_') || meshName.startsWith('__')) return [meshName];
  const isInput = meshName.endsWith(INPUT_SUFFIX);
  const segments = (isInput ? meshName.slice(0, -INPUT_SUFFIX.length) : meshName).split('_');
  const kept: string[] = [];
  const [first = ''] = segments;
  const fromOperation = OPERATION_MARKERS.has(first);
  for (let index = fromOperation ? 1 : 0; index < segments.length; index += 1) {
    const segment = segments[index] ?? '';
    if (COMBINATOR.test(segment)) {
      index += 1; // and its position number
      continue;
    }
    if (segment === '' || PATH_MARKERS.has(segment)) continue;
    // The request body of an operation is its argument `input`: `mutationInput_login_input_login`.
    if (fromOperation && index === 2 && segment === 'input') continue;
    kept.push(pascal(segment));
  }
  const name = kept.join('');
  if (!isInput) return [name];
  return name.endsWith('Input') ? [name, `${name}Input`] : [`${name}Input`];
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** Units of the api's period values (`1d`, `7d`, `1m`, `3y`), singular and plural. */
const DURATION_UNITS: Readonly<Record<string, readonly [string, string]>> = {
  h: ['Hour', 'Hours'],
  d: ['Day', 'Days'],
  w: ['Week', 'Weeks'],
  m: ['Month', 'Months'],
  y: ['Year', 'Years'],
};
/** Abbreviations after a number in other values: `2fa` is two-factor authentication. */
const ABBREVIATIONS: Readonly<Record<string, string>> = { fa: 'Factor' };

/**
 * GraphQL names cannot start with a digit, so Mesh writes the api's `1m` as `_1m`. The boundary spells
 * the number out instead: `_1d` → `oneDay`, `_3m` → `threeMonths`, `_2fa` → `twoFactor`. Other values
 * stay as they are. The api still receives its own value: the enum keeps Mesh's value underneath.
 */
export function readableEnumValue(meshValue: string): string {
  const match = /^_(\d+)([A-Za-z]\w*)?$/.exec(meshValue);
  if (match === null) return meshValue;
  const [, digits = '', rest = ''] = match;
  const count = Number(digits);
  const number = NUMBER_WORDS[count] ?? `n${digits}`;
  const unit = DURATION_UNITS[rest];
  if (unit !== undefined) return number + (count === 1 ? unit[0] : unit[1]);
  return number + (ABBREVIATIONS[rest] ?? pascal(rest));
}

/**
 * The renames for a whole schema's type names. Two Mesh names that would read the same, or a readable
 * name that another type already has, stop the build: a collision is fixed by a title in the api's
 * OpenAPI schema, not guessed at here.
 */
export function typeRenames(typeNames: Iterable<string>): ReadonlyMap<string, string> {
  const names = [...typeNames];
  const taken = new Map<string, string>();
  const invented: string[] = [];
  for (const name of names) {
    if (readableTypeNames(name)[0] === name) taken.set(name, name);
    else invented.push(name);
  }
  const renames = new Map<string, string>();
  for (const name of invented) {
    const candidates = readableTypeNames(name);
    const readable = candidates.find((candidate) => !taken.has(candidate));
    if (readable === undefined)
      throw new Error(
        `Mesh type ${name} would be renamed ${candidates.join(' or ')}, taken by ${candidates.map((candidate) => taken.get(candidate)).join(', ')}: give its schema a title`,
      );
    taken.set(readable, name);
    renames.set(name, readable);
  }
  return renames;
}
