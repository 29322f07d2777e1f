import countries from 'i18n-iso-countries';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { ErrorKeys } from '../constants/error-keys.js';

// Kept apart from common.ts: the phone and country libraries weigh ~37 KB gzip in the browser, and only
// the forms that edit a phone number or a headquarters country (lazy routes) should load them.

export const PhoneSchema = z
  .string()
  .trim()
  .max(20)
  .refine((value) => /^\+\d+$/.test(value) && isValidPhoneNumber(value), { message: ErrorKeys.invalidPhone });

export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{2}$/.test(code) && countries.isValid(code), { message: ErrorKeys.invalidCountry });
