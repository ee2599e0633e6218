/**
 * A list column's heading in its own words. Payload heads a column from inside a group with the group's label first
 * ("Totals > Total"); the quotes' total reads "Total".
 */
export function ColumnLabel({ text }: { text: string }) {
  return <span>{text}</span>
}
