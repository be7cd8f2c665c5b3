/** The one row a parts table shows when it has no rows: the text across every column. */
export function GridEmptyRow({ columns, children }: { columns: number; children: string }) {
  return (
    <tr>
      <td colSpan={columns} className="v2-grid-empty">
        {children}
      </td>
    </tr>
  );
}
