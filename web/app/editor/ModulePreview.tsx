// Small drawn miniatures of each module kind for the add-module dialog (our own artwork): a page part
// in outline, so the owner recognises what they add before reading its description.
import type { SiteModuleType } from "@modules/schemas";
import type { ReactNode } from "react";

const line = (x: number, y: number, width: number, strong = false) => (
  <rect x={x} y={y} width={width} height={strong ? 4 : 2.5} rx={1.25} className={strong ? "ink" : "soft"} />
);

const photo = (x: number, y: number, width: number, height: number) => (
  <g>
    <rect x={x} y={y} width={width} height={height} rx={2} className="fill" />
    <path
      d={`M${x + 2} ${y + height - 2} l${width * 0.3} ${-height * 0.4} l${width * 0.2} ${height * 0.2} l${width * 0.15} ${-height * 0.15} L${x + width - 2} ${y + height - 2}Z`}
      className="accent"
    />
  </g>
);

const DRAWINGS: Record<SiteModuleType, ReactNode> = {
  Header: (
    <>
      {photo(6, 6, 84, 34)}
      {line(28, 46, 40, true)}
      {line(34, 54, 28)}
    </>
  ),
  Text: (
    <>
      {line(30, 10, 36, true)}
      {line(14, 22, 68)}
      {line(14, 29, 68)}
      {line(14, 36, 60)}
      {line(14, 43, 66)}
      {line(14, 50, 44)}
    </>
  ),
  ImageAndText: (
    <>
      {photo(8, 12, 36, 40)}
      {line(52, 16, 30, true)}
      {line(52, 26, 36)}
      {line(52, 33, 34)}
      {line(52, 40, 36)}
      {line(52, 47, 22)}
    </>
  ),
  TextAndImageList: (
    <>
      {[6, 24, 42].map((y) => (
        <g key={y}>
          {photo(10, y, 20, 14)}
          {line(36, y + 2, 30, true)}
          {line(36, y + 9, 48)}
        </g>
      ))}
    </>
  ),
  PeopleList: (
    <>
      {[20, 48, 76].map((x) => (
        <g key={x}>
          <circle cx={x} cy={22} r={10} className="fill" />
          <circle cx={x} cy={19} r={3.5} className="accent" />
          <path d={`M${x - 6} ${29} q6 -8 12 0`} className="accent" />
          {line(x - 9, 38, 18, true)}
          {line(x - 8, 45, 16)}
        </g>
      ))}
    </>
  ),
  Video: (
    <>
      <rect x={10} y={8} width={76} height={44} rx={3} className="ink" />
      <circle cx={48} cy={30} r={11} className="paper" />
      <path d="M44.5 24 L54 30 L44.5 36Z" className="ink" />
      {line(30, 57, 36)}
    </>
  ),
  Location: (
    <>
      <rect x={8} y={6} width={80} height={44} rx={3} className="fill" />
      <path d="M8 34 Q30 22 48 30 T88 20" className="road" />
      <path d="M30 6 L40 50" className="road" />
      <path d="M60 12 a7 7 0 0 1 14 0 c0 6 -7 13 -7 13 s-7 -7 -7 -13Z" className="pin" />
      <circle cx={67} cy={12} r={2.5} className="paper" />
      {line(30, 56, 36, true)}
    </>
  ),
  Countdown: (
    <>
      {[8, 30, 52, 74].map((x, i) => (
        <g key={x}>
          <rect x={x} y={14} width={16} height={22} rx={3} className="fill" />
          <text x={x + 8} y={30} className="digit">
            {["12", "08", "45", "30"][i]}
          </text>
          {line(x + 2, 42, 12)}
        </g>
      ))}
    </>
  ),
  Programme: (
    <>
      <path d="M30 8 V56" className="road" />
      {[10, 26, 42].map((y) => (
        <g key={y}>
          {line(8, y + 1, 14, true)}
          <circle cx={30} cy={y + 3} r={3.5} className="accent" />
          {line(40, y, 34, true)}
          {line(40, y + 7, 46)}
        </g>
      ))}
    </>
  ),
  Faq: (
    <>
      {line(30, 6, 36, true)}
      {[15, 29, 43].map((y, i) => (
        <g key={y}>
          <rect x={10} y={y} width={76} height={11} rx={2} className="field" />
          {line(15, y + 4.5, [44, 36, 50][i] ?? 40, true)}
          <path d={`M76 ${y + 4} l3 3 l3 -3`} className="check" />
        </g>
      ))}
      {line(15, 57, 56)}
    </>
  ),
  Travel: (
    <>
      <rect x={8} y={8} width={38} height={48} rx={3} className="fill" />
      <path d="M14 40 V26 M14 34 H40 V40 M40 34 V31 a3 3 0 0 0 -3 -3 H26 V34" className="road" />
      <circle cx={20} cy={29} r={2.5} className="accent" />
      {line(14, 46, 26, true)}
      <rect x={52} y={8} width={36} height={30} rx={3} className="fill" />
      <path d="M52 28 Q64 20 72 26 T88 18" className="road" />
      <path d="M64 14 a5 5 0 0 1 10 0 c0 4 -5 9 -5 9 s-5 -5 -5 -9Z" className="pin" />
      {line(52, 44, 30, true)}
      {line(52, 51, 36)}
    </>
  ),
  ImageGallery: (
    <>
      {[0, 1, 2].flatMap((col) =>
        [0, 1].map((row) => <g key={`${col}-${row}`}>{photo(8 + col * 28, 6 + row * 26, 24, 22)}</g>),
      )}
    </>
  ),
  GiftRegistry: (
    <>
      <rect x={30} y={22} width={36} height={28} rx={2} className="fill" />
      <rect x={27} y={15} width={42} height={9} rx={2} className="accent" />
      <rect x={45.5} y={15} width={5} height={35} className="pin" />
      <path d="M48 15 c-6 -10 -16 -6 -10 0 M48 15 c6 -10 16 -6 10 0" className="road" />
      {line(30, 56, 36)}
    </>
  ),
  Rsvp: (
    <>
      {line(14, 8, 30, true)}
      <rect x={14} y={16} width={68} height={9} rx={2} className="field" />
      <rect x={14} y={30} width={68} height={9} rx={2} className="field" />
      <rect x={30} y={45} width={36} height={11} rx={5.5} className="accent" />
      <path d="M42 50.5 l3 3 l7 -6" className="check" />
    </>
  ),
  Form: (
    <>
      {line(14, 8, 30, true)}
      <rect x={14} y={16} width={68} height={9} rx={2} className="field" />
      <rect x={14} y={30} width={68} height={15} rx={2} className="field" />
      <rect x={52} y={49} width={30} height={9} rx={4.5} className="accent" />
    </>
  ),
};

export function ModulePreview({ kind }: { kind: SiteModuleType }) {
  return (
    <svg
      className="module-preview"
      viewBox="0 0 96 64"
      width="96"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <rect x={0.5} y={0.5} width={95} height={63} rx={5} className="page" />
      {DRAWINGS[kind]}
    </svg>
  );
}
