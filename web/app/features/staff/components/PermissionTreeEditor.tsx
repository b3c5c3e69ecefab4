import { Checkbox, Code, Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PermissionTreeEditorProps {
  /** Every permission the product checks, dotted (docs/product.md#permissions). */
  known: string[];
  /** What the staff member holds: only those can be ticked or unticked. */
  held: string[];
  value: string[];
  onChange: (value: string[]) => void;
  readOnly: boolean;
}

/** Groups the dotted paths by their first segment: `web`, `economy`, `staff`... */
function branches(known: string[]): [string, string[]][] {
  const map = new Map<string, string[]>();
  for (const path of known) {
    const [root = path] = path.split('.');
    map.set(root, [...(map.get(root) ?? []), path]);
  }
  return [...map.entries()];
}

/** The permission tree as a form: one fieldset per branch, one described checkbox per permission. */
export function PermissionTreeEditor({ known, held, value, onChange, readOnly }: PermissionTreeEditorProps) {
  const { t } = useTranslation('staff');
  // A group may hold a whole branch (`staff`); it covers each permission under it.
  const granted = (path: string) => value.some((given) => given === path || path.startsWith(`${given}.`));
  return (
    <Stack gap="sm" data-testid="permission-tree">
      {branches(known).map(([root, paths]) => (
        <Fieldset key={root} legend={t(`permissionBranches.${root}`, { defaultValue: root })} radius="md">
          <Stack gap="xs">
            {paths.map((path) => (
              <Checkbox
                key={path}
                checked={granted(path)}
                disabled={readOnly || !held.includes(path)}
                onChange={(event) => {
                  const rest = value.filter((given) => given !== path);
                  onChange(event.currentTarget.checked ? [...rest, path].sort() : rest);
                }}
                label={
                  <Text size="sm" component="span">
                    {t(`permissions.${path}`, { defaultValue: path })} <Code>{path}</Code>
                  </Text>
                }
              />
            ))}
          </Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}
