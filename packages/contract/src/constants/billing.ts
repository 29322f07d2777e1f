/** Billing details (docs/money.md#billing-details): the limits of each field. */
export const BILLING_LEGAL_NAME_MAX = 200;
export const BILLING_ADDRESS_LINE_MAX = 200;
export const BILLING_ADDRESS_LINES_MAX = 4;
export const BILLING_TAX_ID_MAX = 50;
export const BILLING_TAX_NOTE_MAX = 300;
export const BILLING_PAYMENT_INSTRUCTIONS_MAX = 500;
/** A client's payment terms: days from issue to due (default 30). */
export const PAYMENT_TERMS_DAYS_MAX = 90;
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
/** An expert's tax rate in percent, at most two decimals (default 0). */
export const TAX_RATE_PCT_MAX = 30;
