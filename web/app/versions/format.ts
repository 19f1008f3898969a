// How a version's time is written (SPEC §2 Versions: date and time), in the owner's time zone:
// 2026-11-23 15:22 in Swedish, 23.11.2026 15.22 in Danish, 23/11/2026 15:22 in English. Assembled from
// the parts, not left to the locale's pattern, which differs between browsers' ICU versions.
// Two saves within one minute get the seconds too, so no two entries of the list read the same.
type Parts = { year: string; month: string; day: string; hour: string; minute: string; second: string };
type Options = { timeZone?: string; seconds?: boolean };

const PATTERNS: Record<string, (p: Parts) => string> = {
  sv: (p) => `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}${p.second && `:${p.second}`}`,
  da: (p) => `${p.day}.${p.month}.${p.year} ${p.hour}.${p.minute}${p.second && `.${p.second}`}`,
  en: (p) => `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}${p.second && `:${p.second}`}`,
};

export function formatVersionTime(iso: string, language: string, options: Options = {}): string {
  const { timeZone, seconds = false } = options;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat("en-GB", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" as const } : {}),
    hourCycle: "h23",
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: keyof Parts) => parts.find((p) => p.type === type)?.value ?? "";
  const values: Parts = {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: seconds ? part("second") : "",
  };
  return (PATTERNS[language] ?? (PATTERNS.sv as (p: Parts) => string))(values);
}

/** Each version's time as the list shows it: with seconds where a neighbour falls in the same minute. */
export function versionTimes(
  versions: readonly { createdAt: string }[],
  language: string,
  timeZone?: string,
): string[] {
  const minutes = versions.map((v) => formatVersionTime(v.createdAt, language, { timeZone }));
  return versions.map((v, i) =>
    minutes[i] === minutes[i - 1] || minutes[i] === minutes[i + 1]
      ? formatVersionTime(v.createdAt, language, { timeZone, seconds: true })
      : (minutes[i] as string),
  );
}
