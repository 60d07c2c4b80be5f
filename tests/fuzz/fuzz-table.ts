/** The `npm run fuzz` report: endpoint → cases → answers per status class. */
const CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
type StatusClass = (typeof CLASSES)[number];

export class StatusTally {
  private readonly rows = new Map<string, Record<StatusClass, number>>();

  record(endpoint: string, status: number): void {
    const row = this.rows.get(endpoint) ?? { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    const key = `${Math.min(5, Math.max(2, Math.floor(status / 100)))}xx` as StatusClass;
    row[key] += 1;
    this.rows.set(endpoint, row);
  }

  /** A fixed-width table with a total line. */
  table(): string {
    const lines = [...this.rows].map(([name, row]) => [name, String(CLASSES.reduce((sum, key) => sum + row[key], 0)), ...CLASSES.map((key) => String(row[key]))]);
    const total = ['total', ...[1, 2, 3, 4, 5].map((column) => String(lines.reduce((sum, line) => sum + Number(line[column]), 0)))];
    const all = [['endpoint', 'cases', ...CLASSES], ...lines, total];
    const widths = all[0].map((_, column) => Math.max(...all.map((line) => line[column].length)));
    const format = (line: string[]) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
    return [format(all[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format), format(total)].join('\n');
  }
}
