import type { ExpertCard, ExpertSearchQuery } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import { highlightsOf, joinWords, overlapSentence, rateSentence } from './discovery-highlights.js';

const card: ExpertCard = {
  profileId: 7,
  firstName: 'Aroha',
  lastName: 'Ngata',
  description: null,
  jobLevel: 'executive',
  yearsOfExperience: '15+',
  fractionalExperience: null,
  jobRole: [{ id: 1, roleCode: 'fractional-cfo', role: 'Fractional CFO' }],
  expertise: [{ id: 80, expertiseCode: 'saas', expertise: 'SaaS' }],
  skills: [],
  industries: 'banking,retail',
  timezone: '+01:00 Europe/Paris',
  capacityHoursPerWeek: 20,
  availableHoursPerWeek: 12,
  hourlyRateMin: 60,
  hourlyRateMax: 75,
  rateCurrency: 'GBP',
  website: null,
  vetting: 'approved',
  rating: { average: 4.5, count: 6 },
  completedEngagements: 6,
};
const query = (overrides: Partial<ExpertSearchQuery>): ExpertSearchQuery => ({
  page: 1,
  limit: 20,
  currency: 'USD',
  sort: 'relevance',
  ...overrides,
});
const fx = { USD: 1_000_000, EUR: 800_000, GBP: 500_000 };

describe('highlights (docs/discovery.md, "Highlights")', () => {
  it('names the words found and where', () => {
    const words = [
      { word: 'CFO', readings: [['cfo']] },
      { word: 'SaaS', readings: [['saa']] },
      { word: 'zebra', readings: [['zebra']] },
    ];
    const matched = { profileId: 7, own: [], roles: ['cfo'], expertise: ['saa'], skills: [] };
    expect(
      highlightsOf(card, matched, { query: query({ q: 'CFO SaaS' }), words, zoneOffset: null, fxMicros: fx }),
    ).toEqual(['Matches “CFO” and “SaaS” in their roles and expertise']);
  });

  it('names each filter met', () => {
    const sentences = highlightsOf(card, undefined, {
      query: query({
        roles: [1, 2],
        industries: ['banking'],
        jobLevel: ['executive'],
        minAvailableHours: 10,
        minRating: 4,
        vetted: true,
      }),
      words: [],
      zoneOffset: null,
      fxMicros: fx,
    });
    expect(sentences).toEqual([
      'Job role you asked for: Fractional CFO',
      'Has served Banking',
      'Executive level',
      '12 h a week free (you asked for 10)',
      'Rated 4.5 from 6 reviews',
      'Vetted by Fractional',
    ]);
  });

  it('counts the working-day overlap with a zone, half hours included', () => {
    expect(overlapSentence(card, 'Europe/London', 0)).toEqual(['7 h of working-day overlap with London']);
    expect(overlapSentence(card, 'Asia/Kolkata', 330)).toEqual(['3.5 h of working-day overlap with Kolkata']);
    expect(overlapSentence(card, 'Pacific/Auckland', 780)).toEqual(['No working-day overlap with Auckland']);
    expect(overlapSentence({ ...card, timezone: null }, 'Europe/London', 0)).toEqual([]);
  });

  it('writes the rate in the client’s currency, saying which it came from', () => {
    expect(rateSentence(card, 'EUR', fx)).toEqual(['€96–120 an hour (from GBP)']);
    expect(rateSentence(card, 'GBP', fx)).toEqual(['£60–75 an hour']);
    expect(rateSentence({ ...card, hourlyRateMax: null }, 'USD', fx)).toEqual(['$120 an hour (from GBP)']);
    expect(rateSentence(card, 'JPY', fx)).toEqual([]);
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
