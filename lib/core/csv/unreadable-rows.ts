import { DomainError } from "@/lib/core/errors";
import { plural } from "@/lib/core/plural";
import type { CsvReading } from "./read-csv";
import type { UnreadableReport } from "./schema";

/**
 * A file with rows that cannot be read, sent without `acceptPartial=true`: nothing is saved, and
 * the answer (422) lists the rows with why, so the sender fixes the file or accepts the rest.
 */
export class UnreadableRows extends DomainError {
  constructor(report: UnreadableReport) {
    super(
      `${plural(report.unreadableCount, "row")} of the file cannot be read (listed in "unreadable", each with its line and why); nothing was saved. Fix ${report.unreadableCount === 1 ? "it" : "them"} and upload the file again, or send it again with acceptPartial=true to import the ${plural(report.goodRows, "good row")} alone.`,
      422,
      "unreadable_rows",
      report,
    );
  }
}

/**
 * The reading's unreadable rows, for the answer of an import that goes ahead; refused
 * (UnreadableRows) when there are some and the sender did not accept importing without them.
 */
export function acceptUnreadable(
  reading: CsvReading,
  goodRows: number,
  acceptPartial: boolean | undefined,
): Pick<UnreadableReport, "unreadable" | "unreadableCount"> {
  const { unreadable, unreadableCount } = reading;
  if (unreadableCount > 0 && !acceptPartial) {
    throw new UnreadableRows({ goodRows, unreadable, unreadableCount });
  }
  return { unreadable, unreadableCount };
}
