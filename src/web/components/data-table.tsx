import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table with a row of column headings that scrolls sideways on a narrow screen. */
export function DataTable({
  minWidth,
  columns,
  children,
  ...tableProps
}: Omit<TableProps, 'children'> & {
  minWidth: number;
  columns: readonly string[];
  /** The body rows. */
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
