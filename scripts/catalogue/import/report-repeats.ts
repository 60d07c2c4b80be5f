/** Where an import check writes its findings: a path in the file and a message. */
export type Report = (path: string, message: string) => void;

/**
 * Reports each repeat of a key in one list: it would break a primary or
 * unique key on insert. `withFirst` names where the key first appeared.
 */
export function reportRepeats<T>(
  items: T[], keyOf: (item: T) => string | number, at: string, what: string, report: Report, options: { withFirst?: boolean } = {},
): void {
  const seen = new Map<string | number, number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else report(`${at}[${index}]`, `duplicate ${what} ${key}${options.withFirst ? ` (also at ${at}[${first}])` : ''}`);
  });
}
