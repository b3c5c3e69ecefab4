import { Select, type StyleProp } from '@mantine/core';

import { ANY_FILTER } from '../platform/routing/useListFilters';

/** A list filter: the "any" choice first, then the given values, each with its translated label. */
export function FilterSelect<T extends string>({
  label,
  anyLabel,
  values,
  labelOf,
  value,
  onChange,
  w,
}: {
  label: string;
  anyLabel: string;
  values: readonly T[];
  labelOf: (value: T) => string;
  value: T | undefined;
  onChange: (value: string | null) => void;
  w?: StyleProp<React.CSSProperties['width']>;
}) {
  return (
    <Select
      label={label}
      value={value ?? ANY_FILTER}
      onChange={onChange}
      data={[{ value: ANY_FILTER, label: anyLabel }, ...values.map((v) => ({ value: v, label: labelOf(v) }))]}
      allowDeselect={false}
      w={w ?? { base: '100%', xs: 200 }}
    />
  );
}
