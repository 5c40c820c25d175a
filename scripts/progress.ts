/** A one-line progress bar on a terminal; plain periodic lines when output is not a TTY. */
export function progressBar(label: string) {
  const tty = process.stdout.isTTY;
  let lastPrinted = -1;
  return {
    update(done: number, total: number) {
      const pct = total === 0 ? 100 : Math.floor((done / total) * 100);
      if (tty) {
        const width = 30;
        const filled = Math.round((pct / 100) * width);
        process.stdout.write(
          `\r${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${pct}% ${done.toLocaleString("en")}/${total.toLocaleString("en")}`,
        );
      } else if (pct >= lastPrinted + 10 || done === total) {
        lastPrinted = pct;
        console.log(`${label}: ${pct}% (${done}/${total})`);
      }
    },
    done() {
      if (tty) process.stdout.write("\n");
    },
  };
}
