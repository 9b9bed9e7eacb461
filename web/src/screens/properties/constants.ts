/** Spec 01 §9: the Terms and Conditions modal opens this long after the properties screen loads. */
export const TERMS_MODAL_DELAY_MS = 500;
/** Spec 01 §9: the next page of properties loads within this distance of the page bottom. */
export const SCROLL_THRESHOLD_PX = 20;
