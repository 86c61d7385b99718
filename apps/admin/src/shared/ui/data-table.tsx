import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

export interface DataTableProps<T> {
  columns: ColumnDef<T, any>[];
  data: T[];
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** A row's action when clicked (e.g. open its page); keyboard users use the link in the row. */
  onRowClick?: (row: T) => void;
  getRowId?: (row: T, index: number) => string;
  /** A class for a row that must stand out (a failed e-mail). */
  rowClassName?: (row: T) => string | undefined;
  caption?: string;
}

/**
 * The back office's one table: TanStack Table's headless model drawn as a plain <table>.
 * Paging and filtering happen on the server, so the table shows exactly the rows given.
 */
export function DataTable<T>({ columns, data, empty, onRowClick, getRowId, rowClassName, caption }: DataTableProps<T>) {
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId });
  return (
    <div className="table-wrap">
      <table className="data-table">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={(header.column.columnDef.meta as ColumnMeta | undefined)?.className}>
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="table-empty">
                {empty ?? 'Nothing here yet.'}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={[onRowClick ? 'clickable' : '', rowClassName?.(row.original) ?? ''].filter(Boolean).join(' ') || undefined}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={(cell.column.columnDef.meta as ColumnMeta | undefined)?.className}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** `meta` of a column: a class for its header and cells ('num' right-aligns figures). */
export interface ColumnMeta {
  className?: string;
}
