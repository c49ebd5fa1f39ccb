import { Table, type TableProps } from '@mantine/core';
import { forwardRef } from 'react';
import classes from './stacked-table.module.css';

/** Class of a secondary column's `<th>` and `<td>`: hidden in a table narrower than 56em, shown when rows stack. */
export const SECONDARY_COLUMN = classes.secondary;

/**
 * A table whose rows stack as label/value blocks when the table's own width is below `stackBelow`
 * ('sm' 480px, 'md' 640px, 'lg' 896px of container), so it stays a table wherever it fits.
 * Give every `<td>` a `data-label` with its column name.
 */
export const StackedTable = forwardRef<HTMLTableElement, TableProps & { stackBelow?: 'sm' | 'md' | 'lg' }>(function StackedTable(
  { stackBelow = 'md', className, ...props },
  ref,
) {
  return (
    <div className={classes.container}>
      <Table ref={ref} {...props} className={[classes[stackBelow], className].filter(Boolean).join(' ')} />
    </div>
  );
});
