import {
  Anchor,
  Group,
  List,
  MantineProvider,
  NavLink,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { mantineTheme } from '../../platform/theme/mantineTheme';
import { PlainAnchor } from './PlainAnchor';
import { PlainGroup } from './PlainGroup';
import { PlainListItem } from './PlainListItem';
import { PlainNavLink } from './PlainNavLink';
import { PlainStack } from './PlainStack';
import { PlainTd, PlainTh, PlainTr, PlainVisuallyHidden } from './PlainTable';
import { PlainText } from './PlainText';
import { PlainTitle } from './PlainTitle';

/** Markup inside the site's provider, as a page renders it. */
function markup(element: ReactElement): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <MantineProvider theme={mantineTheme} withCssVariables={false} withGlobalClasses={false}>
        {element}
      </MantineProvider>
    </MemoryRouter>,
  );
}

const sizes = fc.constantFrom<'xs' | 'sm' | 'md' | 'lg' | 'xl'>('xs', 'sm', 'md', 'lg', 'xl');
const gaps = fc.oneof(fc.constantFrom('xs', 'sm', 'md', 'lg', 'xl'), fc.integer({ min: 0, max: 64 }));
const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const className = maybe(fc.constantFrom('own', 'two classes'));

describe('the plain twins render what Mantine renders', () => {
  it('Text', () => {
    fc.assert(
      fc.property(
        fc.record({
          component: maybe(
            fc.constantFrom('p' as const, 'span' as const, 'div' as const, 'time' as const, 'code' as const),
          ),
          size: maybe(sizes),
          dimmed: maybe(fc.boolean()),
          fw: maybe(fc.constantFrom(400, 600, 700)),
          lh: maybe(fc.constantFrom(1, 1.2, 1.5)),
          textTransform: maybe(fc.constant('uppercase' as const)),
          mb: maybe(gaps),
          display: maybe(fc.constant('block' as const)),
          lineClamp: maybe(fc.integer({ min: 1, max: 4 })),
          className,
          testId: maybe(fc.constant('x')),
        }),
        ({ dimmed, testId, textTransform, ...props }) => {
          const mantine = markup(
            <Text {...props} c={dimmed ? 'dimmed' : undefined} tt={textTransform} data-testid={testId}>
              text
            </Text>,
          );
          const plain = markup(
            <PlainText {...props} dimmed={dimmed} textTransform={textTransform} data-testid={testId}>
              text
            </PlainText>,
          );
          expect(plain).toBe(mantine);
        },
      ),
    );
  });

  it('Title', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2 | 3 | 4 | 5 | 6>(1, 2, 3, 4, 5, 6),
        maybe(fc.constantFrom<`h${1 | 2 | 3 | 4 | 5 | 6}`>('h1', 'h2', 'h3', 'h4', 'h5', 'h6')),
        className,
        (order, size, own) => {
          expect(
            markup(
              <PlainTitle order={order} size={size} className={own}>
                t
              </PlainTitle>,
            ),
          ).toBe(
            markup(
              <Title order={order} size={size} className={own}>
                t
              </Title>,
            ),
          );
        },
      ),
    );
  });

  it('Table rows and cells', () => {
    const align = maybe(fc.constantFrom('center' as const, 'left' as const, 'right' as const));
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.record({ ta: align, className, testId: maybe(fc.constant('cell')) }), {
          minLength: 1,
          maxLength: 4,
        }),
        className,
        (striped, cells, rowClass) => {
          const plain = markup(
            <Table striped={striped}>
              <Table.Thead>
                <PlainTr striped={striped} className={rowClass}>
                  {cells.map(({ ta, className: own, testId }, index) => (
                    <PlainTh key={index} ta={ta} className={own} data-testid={testId}>
                      h
                    </PlainTh>
                  ))}
                </PlainTr>
              </Table.Thead>
              <Table.Tbody>
                <PlainTr striped={striped} className={rowClass}>
                  {cells.map(({ ta, className: own, testId }, index) => (
                    <PlainTd key={index} ta={ta} className={own} data-testid={testId}>
                      d<PlainVisuallyHidden>hidden</PlainVisuallyHidden>
                    </PlainTd>
                  ))}
                </PlainTr>
              </Table.Tbody>
            </Table>,
          );
          const mantine = markup(
            <Table striped={striped}>
              <Table.Thead>
                <Table.Tr className={rowClass}>
                  {cells.map(({ ta, className: own, testId }, index) => (
                    <Table.Th key={index} ta={ta} className={own} data-testid={testId}>
                      h
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr className={rowClass}>
                  {cells.map(({ ta, className: own, testId }, index) => (
                    <Table.Td key={index} ta={ta} className={own} data-testid={testId}>
                      d<VisuallyHidden>hidden</VisuallyHidden>
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>,
          );
          expect(plain).toBe(mantine);
        },
      ),
    );
  });

  it('List items', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(className, { minLength: 1, maxLength: 3 }),
        maybe(sizes),
        (withIcon, itemClasses, size) => {
          const icon = withIcon ? <i>icon</i> : undefined;
          const plain = markup(
            <List size={size} spacing={4} icon={icon}>
              {itemClasses.map((own, index) => (
                <PlainListItem key={index} icon={icon} className={own}>
                  item
                </PlainListItem>
              ))}
            </List>,
          );
          const mantine = markup(
            <List size={size} spacing={4} icon={icon}>
              {itemClasses.map((own, index) => (
                <List.Item key={index} className={own}>
                  item
                </List.Item>
              ))}
            </List>,
          );
          expect(plain).toBe(mantine);
        },
      ),
    );
  });

  it('Stack', () => {
    fc.assert(
      fc.property(maybe(gaps), maybe(gaps), maybe(gaps), className, (gap, mt, mb, own) => {
        expect(
          markup(
            <PlainStack gap={gap} mt={mt} mb={mb} className={own}>
              s
            </PlainStack>,
          ),
        ).toBe(
          markup(
            <Stack gap={gap} mt={mt} mb={mb} className={own}>
              s
            </Stack>,
          ),
        );
      }),
    );
  });

  it('Group', () => {
    fc.assert(
      fc.property(
        maybe(gaps),
        maybe(fc.constantFrom('flex-start', 'space-between', 'center', 'flex-end')),
        maybe(fc.constantFrom('center', 'flex-start', 'baseline')),
        maybe(fc.constantFrom('wrap' as const, 'nowrap' as const)),
        maybe(gaps),
        className,
        (gap, justify, align, wrap, mb, own) => {
          const props = { gap, justify, align, wrap, mb, className: own };
          expect(
            markup(
              <PlainGroup {...props}>
                <span>a</span>
                <span>b</span>
              </PlainGroup>,
            ),
          ).toBe(
            markup(
              <Group {...props}>
                <span>a</span>
                <span>b</span>
              </Group>,
            ),
          );
        },
      ),
    );
  });

  it('Anchor as a link', () => {
    fc.assert(
      fc.property(maybe(sizes), maybe(fc.boolean()), className, (size, dimmed, own) => {
        expect(
          markup(
            <PlainAnchor to="/ru/rules" size={size} dimmed={dimmed} className={own}>
              a
            </PlainAnchor>,
          ),
        ).toBe(
          markup(
            <Anchor
              component={Link}
              to="/ru/rules"
              size={size}
              c={dimmed ? 'dimmed' : undefined}
              className={own}
            >
              a
            </Anchor>,
          ),
        );
      }),
    );
  });

  it('NavLink as a link', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), className, (active, wrap, current, own) => {
        const ariaCurrent = current ? ('page' as const) : undefined;
        expect(
          markup(
            <PlainNavLink
              to="/ru/cabinet/roles"
              preventScrollReset
              label="Roles"
              active={active}
              wrapLabel={wrap}
              aria-current={ariaCurrent}
              className={own}
            />,
          ),
        ).toBe(
          markup(
            <NavLink
              component={Link}
              to="/ru/cabinet/roles"
              preventScrollReset
              label="Roles"
              active={active}
              aria-current={ariaCurrent}
              className={own}
              styles={wrap ? { label: { whiteSpace: 'normal' } } : undefined}
            />,
          ),
        );
      }),
    );
  });
});
