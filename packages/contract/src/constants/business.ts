import { defineOptions } from './options.js';

export const Segments = defineOptions(['small-business', 'mid-market', 'enterprise', 'public-sector'], {
  'small-business': 'Small business',
  'mid-market': 'Mid-market',
  enterprise: 'Enterprise',
  'public-sector': 'Public sector',
});
export type Segment = (typeof Segments.values)[number];

export const TeamSizes = defineOptions(
  ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10001+'],
  {
    '1-10': '1-10 employees',
    '11-50': '11-50 employees',
    '51-200': '51-200 employees',
    '201-500': '201-500 employees',
    '501-1000': '501-1,000 employees',
    '1001-5000': '1,001-5,000 employees',
    '5001-10000': '5,001-10,000 employees',
    '10001+': '10,001 and above',
  },
);
export type TeamSize = (typeof TeamSizes.values)[number];

export const Industries = defineOptions(
  [
    'agriculture',
    'automotive',
    'banking',
    'construction',
    'consulting',
    'education',
    'energy',
    'entertainment',
    'financial-services',
    'government',
    'healthcare',
    'hospitality',
    'information-technology',
    'insurance',
    'manufacturing',
    'media',
    'non-profit',
    'real-estate',
    'retail',
    'transportation',
  ],
  {
    agriculture: 'Agriculture',
    automotive: 'Automotive',
    banking: 'Banking',
    construction: 'Construction',
    consulting: 'Consulting',
    education: 'Education',
    energy: 'Energy',
    entertainment: 'Entertainment',
    'financial-services': 'Financial services',
    government: 'Government',
    healthcare: 'Healthcare',
    hospitality: 'Hospitality',
    'information-technology': 'Information technology',
    insurance: 'Insurance',
    manufacturing: 'Manufacturing',
    media: 'Media',
    'non-profit': 'Non-profit',
    'real-estate': 'Real estate',
    retail: 'Retail',
    transportation: 'Transportation',
  },
);
export type Industry = (typeof Industries.values)[number];
