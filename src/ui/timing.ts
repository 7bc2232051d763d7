/** The delays of spec 9, in milliseconds. */
export const DELAYS = {
  tooltipShow: 500,
  tooltipHide: 200,
  optionListHide: 300,
  inputSync: 200,
  debounce: 200,
  datePickerHide: 200,
  autocompleteHide: 300,
  autocompleteDebounce: 100,
  autofocus: 160,
  captchaReadyPoll: 1_000,
  cityDataWait: 30_000,
} as const;

/** Autocomplete starts at this many characters. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
/** The first pop-up's z-index; each one above it adds one. */
export const POPUP_BASE_Z_INDEX = 991;
