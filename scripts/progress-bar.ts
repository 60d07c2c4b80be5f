/**
 * A one-line progress bar on stderr for long imports and seeds. On a terminal
 * it redraws in place; in CI logs it prints a line per tenth so logs stay short.
 */
export function createProgressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastTenth = -1;
  return {
    update(done: number, total: number) {
      const ratio = total === 0 ? 1 : Math.min(1, done / total);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (stream.isTTY) {
        const width = 30;
        const filled = Math.round(ratio * width);
        stream.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round(ratio * 100)}% ${done}/${total} ${seconds}s`);
        if (done >= total) stream.write('\n');
        return;
      }
      const tenth = Math.floor(ratio * 10);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        stream.write(`${label}: ${tenth * 10}% (${done}/${total}, ${seconds}s)\n`);
      }
    },
  };
}
