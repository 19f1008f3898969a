// The caterer's part as GET /api/sites/{siteId}/catering answers it (server/routes/catering).
export type Counts = { adults: number; children: number };

export type CateringView = {
  /** The parts of the day; one with id WHOLE_EVENT and no name when the site has none. */
  parts: { id: string; name: string; attending: Counts; declined: Counts; notAnswered: Counts }[];
  caterer: {
    questions: {
      id: string;
      label: string;
      parts: { id: string; name: string; options: { id: string; text: string; count: number }[] }[];
    }[];
  };
};
