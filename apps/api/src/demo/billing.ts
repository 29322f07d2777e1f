/**
 * The demo's legal parties and currencies (docs/demo.md, docs/money.md): each client budgets and is
 * invoiced in its own country's currency, and every account has billing details, so last month's
 * invoices can be issued. Addresses and tax ids are invented and shaped like real ones.
 */
import type { BillingDetailsInput, Currency } from '@fractional/contract';

/** Where a demo time zone's people live: the country and the city their address names. */
const PLACES: Readonly<Record<string, { country: string; city: string; postcode: string }>> = {
  'Europe/London': { country: 'GB', city: 'London', postcode: 'EC1V 9HX' },
  'Europe/Dublin': { country: 'IE', city: 'Dublin', postcode: 'D02 X285' },
  'Europe/Lisbon': { country: 'PT', city: 'Lisboa', postcode: '1200-195' },
  'Europe/Berlin': { country: 'DE', city: 'Berlin', postcode: '10115' },
  'Europe/Paris': { country: 'FR', city: 'Paris', postcode: '75011' },
  'Europe/Amsterdam': { country: 'NL', city: 'Amsterdam', postcode: '1017 CE' },
  'Europe/Stockholm': { country: 'SE', city: 'Stockholm', postcode: '111 57' },
  'America/Sao_Paulo': { country: 'BR', city: 'São Paulo', postcode: '01310-100' },
  'America/New_York': { country: 'US', city: 'New York, NY', postcode: '10013' },
  'America/Toronto': { country: 'CA', city: 'Toronto, ON', postcode: 'M5V 2T6' },
  'America/Chicago': { country: 'US', city: 'Chicago, IL', postcode: '60607' },
  'America/Denver': { country: 'US', city: 'Denver, CO', postcode: '80202' },
  'America/Los_Angeles': { country: 'US', city: 'Los Angeles, CA', postcode: '90012' },
  'Australia/Sydney': { country: 'AU', city: 'Sydney NSW', postcode: '2000' },
  'Australia/Brisbane': { country: 'AU', city: 'Brisbane QLD', postcode: '4000' },
  'Pacific/Auckland': { country: 'NZ', city: 'Auckland', postcode: '1010' },
  'Asia/Singapore': { country: 'SG', city: 'Singapore', postcode: '018989' },
  'Asia/Kolkata': { country: 'IN', city: 'Bengaluru', postcode: '560001' },
  'Asia/Dubai': { country: 'AE', city: 'Dubai', postcode: '00000' },
  'Africa/Nairobi': { country: 'KE', city: 'Nairobi', postcode: '00100' },
  'Africa/Johannesburg': { country: 'ZA', city: 'Johannesburg', postcode: '2196' },
};

const STREETS = ['High Street', 'Market Street', 'Harbour Road', 'Station Road', 'Mill Lane', 'Park Avenue'];

/** The currency a demo client in `country` works in (USD where the country's own is not one of ours). */
const CURRENCY_OF_COUNTRY: Readonly<Record<string, Currency>> = {
  GB: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
  SE: 'SEK',
  BR: 'BRL',
  AU: 'AUD',
  NZ: 'NZD',
  CA: 'CAD',
};

export const currencyOfCountry = (country: string): Currency => CURRENCY_OF_COUNTRY[country] ?? 'USD';

/** The place of a `"+01:00 Europe/Paris"` time zone value. */
function placeOf(timezone: string) {
  const zone = timezone.split(' ')[1] ?? '';
  const place = PLACES[zone];
  if (!place) throw new Error(`demo seeding: no demo address for the time zone ${timezone}`);
  return place;
}

/** A tax id shaped like the country's VAT or business number, from a number unique to the account. */
function taxIdOf(country: string, serial: number): string {
  const digits = String(100_000_000 + serial * 7_919).slice(-9);
  return country === 'US' ? `${digits.slice(0, 2)}-${digits.slice(2)}` : `${country}${digits}`;
}

/** A client business's billing details: its legal name and head office; 30 days to pay (14 for some). */
export function clientBilling(
  client: { orgName: string; timezone: string; country: string; mailbox: string; domain: string },
  serial: number,
): BillingDetailsInput {
  const place = placeOf(client.timezone);
  return {
    legalName: `${client.orgName} ${client.country === 'US' ? 'Inc.' : 'Ltd'}`,
    addressLines: [`${10 + serial} ${STREETS[serial % STREETS.length]}`, `${place.postcode} ${place.city}`],
    country: client.country,
    taxId: taxIdOf(client.country, serial),
    email: `accounts@${client.domain}`,
    paymentTermsDays: serial % 3 === 0 ? 14 : 30,
  };
}

/** An expert's billing details as a sole trader: their own name, their city, bank details to pay into. */
export function expertBilling(
  expert: { firstName: string; lastName: string; timezone: string; email: string },
  serial: number,
): BillingDetailsInput {
  const place = placeOf(expert.timezone);
  const europe = expert.timezone.includes('Europe/');
  return {
    legalName: `${expert.firstName} ${expert.lastName}`,
    addressLines: [`${2 + (serial % 90)} ${STREETS[(serial + 3) % STREETS.length]}`, `${place.postcode} ${place.city}`],
    country: place.country,
    taxId: serial % 4 === 0 ? null : taxIdOf(place.country, 5_000 + serial),
    email: expert.email,
    taxRatePct: europe && serial % 2 === 0 ? 20 : 0,
    taxNote: europe && serial % 2 === 1 ? 'Reverse charge: VAT to be accounted for by the recipient.' : null,
    paymentInstructions: `Bank transfer to ${expert.firstName} ${expert.lastName}, ${europe ? 'IBAN' : 'account'} ${
      place.country
    }${String(10 + (serial % 89))} 0000 ${String(1_000 + serial).padStart(4, '0')}, quoting the invoice number.`,
  };
}
