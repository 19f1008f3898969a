// The named colour presets of SPEC §3: ready-made schemes for weddings, parties and other events.
// Every preset keeps its text/background pairs at WCAG AA (4.5:1 or more); color-presets.test.ts
// checks it, so a preset cannot make a page guests cannot read.
import { type ColorScheme, hsl, lightScheme as light, WHITE } from "./colors";

export type ColorPreset = { name: string; colorScheme: ColorScheme };

export const COLOR_PRESETS: readonly ColorPreset[] = [
  {
    name: "BLACK_AND_WHITE",
    colorScheme: light(hsl(0, 0, 10), WHITE, hsl(0, 0, 95), hsl(0, 0, 7)),
  },
  {
    name: "GOLD",
    colorScheme: {
      primary: hsl(42, 70, 30),
      background: hsl(45, 45, 97),
      surface: hsl(44, 48, 90),
      onPrimary: WHITE,
      onBackground: hsl(35, 30, 15),
      onSurface: hsl(35, 30, 15),
    },
  },
  {
    name: "LIGHT_GREEN",
    colorScheme: light(hsl(120, 30, 32), hsl(100, 40, 97), hsl(105, 38, 90), hsl(130, 25, 14)),
  },
  {
    name: "VINTAGE_GREEN",
    colorScheme: light(hsl(95, 18, 30), hsl(60, 25, 93), hsl(80, 18, 85), hsl(100, 20, 16)),
  },
  {
    name: "RED",
    colorScheme: light(hsl(355, 70, 40), hsl(0, 40, 98), hsl(0, 50, 93), hsl(355, 40, 15)),
  },
  {
    name: "PURPLE",
    colorScheme: light(hsl(275, 40, 38), hsl(280, 40, 98), hsl(278, 35, 92), hsl(275, 35, 16)),
  },
  {
    name: "PINK",
    colorScheme: light(hsl(335, 55, 42), hsl(340, 60, 98), hsl(340, 70, 93), hsl(335, 35, 18)),
  },
  {
    name: "RICH_BLUE",
    colorScheme: light(hsl(222, 65, 35), hsl(215, 45, 97), hsl(218, 50, 91), hsl(225, 45, 15)),
  },
  {
    name: "DUSTY_ROSE",
    colorScheme: light(hsl(350, 28, 38), hsl(15, 40, 96), hsl(355, 30, 90), hsl(350, 20, 18)),
  },
  {
    name: "BLUSH",
    colorScheme: light(hsl(5, 45, 40), hsl(20, 70, 97), hsl(10, 65, 92), hsl(5, 25, 18)),
  },
  {
    name: "SAGE",
    colorScheme: light(hsl(140, 15, 33), hsl(90, 15, 96), hsl(110, 14, 89), hsl(150, 15, 15)),
  },
  {
    name: "NAVY_AND_GOLD",
    colorScheme: {
      primary: hsl(43, 65, 52),
      background: hsl(222, 45, 16),
      surface: hsl(222, 38, 23),
      onPrimary: hsl(222, 50, 12),
      onBackground: hsl(40, 40, 94),
      onSurface: hsl(40, 40, 94),
    },
  },
  {
    name: "BURGUNDY",
    colorScheme: light(hsl(345, 60, 28), hsl(20, 35, 96), hsl(350, 30, 90), hsl(345, 40, 13)),
  },
  {
    name: "TERRACOTTA",
    colorScheme: light(hsl(15, 55, 38), hsl(30, 45, 96), hsl(25, 45, 89), hsl(15, 35, 15)),
  },
  {
    name: "LAVENDER",
    colorScheme: light(hsl(260, 30, 40), hsl(255, 45, 97), hsl(258, 40, 92), hsl(260, 25, 17)),
  },
  {
    name: "MINT",
    colorScheme: light(hsl(165, 50, 26), hsl(155, 45, 96), hsl(158, 40, 89), hsl(170, 35, 13)),
  },
  {
    name: "PEACH",
    colorScheme: light(hsl(18, 65, 38), hsl(28, 90, 97), hsl(25, 85, 91), hsl(15, 35, 17)),
  },
  {
    name: "CHAMPAGNE",
    colorScheme: light(hsl(35, 35, 33), hsl(40, 50, 96), hsl(38, 40, 89), hsl(30, 20, 16)),
  },
  {
    name: "SKY_BLUE",
    colorScheme: light(hsl(205, 70, 33), hsl(200, 60, 97), hsl(200, 60, 91), hsl(210, 45, 15)),
  },
  {
    name: "TURQUOISE",
    colorScheme: light(hsl(180, 60, 25), hsl(175, 40, 96), hsl(178, 38, 89), hsl(185, 40, 13)),
  },
  {
    name: "MUSTARD",
    colorScheme: {
      primary: hsl(45, 85, 45),
      background: hsl(48, 55, 96),
      surface: hsl(46, 60, 88),
      onPrimary: hsl(30, 40, 10),
      onBackground: hsl(30, 30, 14),
      onSurface: hsl(30, 30, 14),
    },
  },
  {
    name: "FOREST",
    colorScheme: {
      primary: hsl(90, 35, 62),
      background: hsl(150, 30, 12),
      surface: hsl(150, 25, 18),
      onPrimary: hsl(150, 40, 8),
      onBackground: hsl(80, 25, 92),
      onSurface: hsl(80, 25, 92),
    },
  },
  {
    name: "MIDNIGHT",
    colorScheme: {
      primary: hsl(210, 80, 72),
      background: hsl(230, 35, 10),
      surface: hsl(230, 28, 17),
      onPrimary: hsl(230, 40, 10),
      onBackground: hsl(220, 30, 94),
      onSurface: hsl(220, 30, 94),
    },
  },
  {
    name: "PARTY_NIGHT",
    colorScheme: {
      primary: hsl(320, 90, 65),
      background: hsl(265, 45, 10),
      surface: hsl(265, 38, 18),
      onPrimary: hsl(265, 50, 8),
      onBackground: hsl(0, 0, 100),
      onSurface: hsl(0, 0, 100),
    },
  },
  {
    name: "SUNSET",
    colorScheme: light(hsl(12, 80, 40), hsl(35, 100, 96), hsl(30, 95, 89), hsl(350, 40, 15)),
  },
  {
    name: "CHARCOAL",
    colorScheme: {
      primary: hsl(0, 0, 92),
      background: hsl(220, 8, 12),
      surface: hsl(220, 7, 19),
      onPrimary: hsl(220, 8, 10),
      onBackground: hsl(0, 0, 95),
      onSurface: hsl(0, 0, 95),
    },
  },
];
