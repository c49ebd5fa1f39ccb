import { Table, type TableProps } from '@mantine/core';
import classes from './stacked-table.module.css';

/**
 * A table whose rows stack as label/value blocks below `stackBelow` ('md' 992px, 'lg' 1200px).
 * Give every `<td>` a `data-label` with its column name.
 */
export function StackedTable({ stackBelow = 'md', className, ...props }: TableProps & { stackBelow?: 'md' | 'lg' }) {
  return <Table {...props} className={[classes[stackBelow], className].filter(Boolean).join(' ')} />;
}
