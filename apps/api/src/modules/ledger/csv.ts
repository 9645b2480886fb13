// The ledger's CSV files (the vendor's statement, the operator's tax returns): what a spreadsheet opens.

/** A CSV cell of text a user wrote: quoted, and a text a spreadsheet would run as a formula made plain text. */
export const csvCell = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/** A CSV file: its header line, then a line per row of cells, each line ended by CRLF. */
export const csvDocument = (header: string, rows: (string | number)[][]): string =>
  `${[header, ...rows.map((cells) => cells.join(','))].join('\r\n')}\r\n`;
