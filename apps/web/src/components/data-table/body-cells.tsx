import { Table } from '@mantine/core';
import { type ComponentPropsWithoutRef, type CSSProperties, memo } from 'react';
import classes from './data-table.module.css';

/**
 * The body's rows and cells as plain elements with the classes and attributes Mantine's Table.Tr and
 * Table.Td give them in a striped, hover-highlighted table with row borders (DataTable's table): the
 * same look, without a Mantine component (props, styles and context hooks) per cell. A page of 15
 * rows and ten columns renders ~200 of them, several times while a page loads (issue 13, Lighthouse).
 */
const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export const BodyRow = ({ className, ...props }: ComponentPropsWithoutRef<'tr'>) => (
  <tr
    {...props}
    className={join(Table.classes.tr, className)}
    data-striped="odd"
    data-hover
    data-with-row-border
  />
);

export const BodyCell = ({ className, ...props }: ComponentPropsWithoutRef<'td'>) => (
  <td {...props} className={join(Table.classes.td, className)} />
);

/**
 * Placeholder rows while loading: one row whose one cell draws all of them (bars and row lines as
 * background layers; data-table.module.css). Few elements to build and to remove again when the
 * rows arrive (issue 13: under Lighthouse every removed element is a cost); memoised, so the
 * page's other updates leave it alone.
 */
export const SkeletonRows = memo(({ rows, columns }: { rows: number; columns: number }) => (
  <BodyRow data-skeleton={rows}>
    <BodyCell
      colSpan={columns}
      className={classes.skeletonCell}
      style={{ '--skeleton-rows': rows } as CSSProperties}
    />
  </BodyRow>
));
