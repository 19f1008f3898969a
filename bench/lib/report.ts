// The figures of one run: rows printed as a table at the end and written as JSON for the note.
// Figures, never pass/fail: a row says what was measured, beside the baseline measured in the same run.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export type Row = {
  section: string;
  engine?: "pglite" | "postgres";
  figure: string;
  value: string;
  baseline?: string;
  /** value ÷ baseline where that means something (req/s, time). */
  ratio?: string;
  note?: string;
  /** The same figure as numbers, for the JSON file: value and baseline in `unit`, ratio = value ÷ baseline. */
  metric?: { unit: string; value: number; baseline?: number; ratio?: number };
  raw?: Record<string, unknown>;
};

/** The numbers of a row: value, baseline and their ratio (when both are finite and the baseline > 0). */
export function metric(unit: string, value: number, baseline?: number): NonNullable<Row["metric"]> {
  const round = (n: number) => Number(n.toPrecision(6));
  const out: NonNullable<Row["metric"]> = { unit, value: round(value) };
  if (baseline !== undefined && Number.isFinite(baseline)) {
    out.baseline = round(baseline);
    if (baseline > 0 && Number.isFinite(value)) out.ratio = round(value / baseline);
  }
  return out;
}

export class Report {
  readonly rows: Row[] = [];
  readonly notes: string[] = [];

  add(row: Row): void {
    this.rows.push(row);
    const where = row.engine ? ` [${row.engine}]` : "";
    const against = row.baseline ? `  (baseline ${row.baseline}${row.ratio ? `, ${row.ratio}` : ""})` : "";
    console.log(`  ${row.section}${where}: ${row.figure} = ${row.value}${against}`);
  }

  note(text: string): void {
    this.notes.push(text);
    console.log(`  note: ${text}`);
  }

  print(): void {
    const head = ["section", "engine", "figure", "value", "baseline", "ratio"];
    const cells = this.rows.map((r) => [
      r.section,
      r.engine ?? "",
      r.figure,
      r.value,
      r.baseline ?? "",
      r.ratio ?? "",
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)));
    const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(" | ")} |`;
    console.log("");
    console.log(line(head));
    console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
    for (const c of cells) console.log(line(c));
    if (this.notes.length > 0) {
      console.log("");
      for (const n of this.notes) console.log(`- ${n}`);
    }
  }

  write(path: string, meta: Record<string, unknown>): void {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify({ ...meta, rows: this.rows, notes: this.notes }, null, 2)}\n`);
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;
export const ratio = (value: number, baseline: number) =>
  baseline > 0 ? `${(value / baseline).toFixed(3)}×` : "–";

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}
