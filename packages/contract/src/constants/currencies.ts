import { defineOptions } from './options.js';

/**
 * The currencies a project, a rate and an invoice may be in (docs/money.md). Each is written with its
 * ISO 4217 code; the labels are for pickers.
 */
export const Currencies = defineOptions(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'BRL', 'JPY'], {
  USD: 'USD — US dollar',
  EUR: 'EUR — Euro',
  GBP: 'GBP — Pound sterling',
  CAD: 'CAD — Canadian dollar',
  AUD: 'AUD — Australian dollar',
  NZD: 'NZD — New Zealand dollar',
  CHF: 'CHF — Swiss franc',
  SEK: 'SEK — Swedish krona',
  BRL: 'BRL — Brazilian real',
  JPY: 'JPY — Japanese yen',
});
export type Currency = (typeof Currencies.values)[number];

export const DEFAULT_CURRENCY: Currency = 'USD';

/** Digits after the decimal point in each currency's minor unit (ISO 4217): cents, or none for the yen. */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<Currency, 0 | 2>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CAD: 2,
  AUD: 2,
  NZD: 2,
  CHF: 2,
  SEK: 2,
  BRL: 2,
  JPY: 0,
};
