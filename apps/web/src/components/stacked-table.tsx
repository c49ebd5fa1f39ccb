import { Table, type TableProps } from '@mantine/core';
import classes from './stacked-table.module.css';

/**
 * A table whose rows stack as label/value blocks when the table's own width is below `stackBelow`
 * ('sm' 480px, 'md' 640px, 'lg' 896px of container), so it stays a table wherever it fits.
 * Give every `<td>` a `data-label` with its column name.
 */
export function StackedTable({ stackBelow = 'md', className, ...props }: TableProps & { stackBelow?: 'sm' | 'md' | 'lg' }) {
  return (
    <div className={classes.container}>
      <Table {...props} className={[classes[stackBelow], className].filter(Boolean).join(' ')} />
    </div>
  );
}
