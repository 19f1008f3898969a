// Upper bounds for what a site document may hold. They keep one request, one row and one rendered page
// reasonably small; real pages stay far below them.
export const LIMITS = {
  idLength: 100,
  shortText: 300,
  plainText: 2_000,
  richText: 50_000,
  url: 2_000,
  modulesPerSite: 100,
  itemsPerList: 200,
  formElementsPerForm: 50,
  optionsPerQuestion: 30,
  recipientsPerForm: 6,
  languagesPerSite: 20,
  requestBodyBytes: 2 * 1024 * 1024,
  /** SPEC §9: an account password has at least 6 characters. */
  passwordMinLength: 6,
  passwordMaxLength: 200,
  feedbackText: 5_000,
} as const;
