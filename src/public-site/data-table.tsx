// Every table of the public pages, drawn from one list of columns: each column gives its header
// and its cells together, with the side its text sits on, so a header cannot drift from the
// figures below it (a header written apart once stood over the wrong column). Wide tables scroll
// inside their wrapper with the first column pinned, and the page itself never scrolls sideways.
import type { ReactNode } from 'react';

export interface Column<Row> {
  /** Stable key of the column (React's key, and the cells' data-column). */
  id: string;
  header: ReactNode;
  /** The header's full name on hover when `header` is an abbreviation. */
  title?: string;
  /** Names and words sit at the start; figures at the end, so their digits line up. */
  align: 'start' | 'end';
  /** The column that names the row (a `th scope="row"`): a player, a team, an opponent. */
  rowHeader?: boolean;
  cell: (row: Row) => ReactNode;
}

export function DataTable<Row>(props: {
  columns: Array<Column<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  caption?: ReactNode;
  /** A visually hidden caption, for a table whose heading is already above it. */
  captionHidden?: boolean;
  /** A totals row under the body, through the same columns. */
  footer?: Row;
}) {
  const { columns } = props;
  const cells = (row: Row) =>
    columns.map((c) => {
      const className = `ps-${c.align}`;
      return c.rowHeader ? (
        <th key={c.id} scope="row" className={className} data-column={c.id}>
          {c.cell(row)}
        </th>
      ) : (
        <td key={c.id} className={className} data-column={c.id}>
          {c.cell(row)}
        </td>
      );
    });
  return (
    <div className="ps-scroll">
      <table className="ps-table">
        {props.caption !== undefined && (
          <caption className={props.captionHidden ? 'ps-sr' : undefined}>{props.caption}</caption>
        )}
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                className={`ps-${c.align}`}
                title={c.title}
                data-column={c.id}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)}>{cells(row)}</tr>
          ))}
        </tbody>
        {props.footer !== undefined && (
          <tfoot>
            <tr>{cells(props.footer)}</tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
