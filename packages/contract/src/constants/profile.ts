import { defineOptions } from './options.js';

export const YearsOfExperience = defineOptions(['0-4', '5-9', '10-14', '15+'], {
  '0-4': '0-4 years',
  '5-9': '5-9 years',
  '10-14': '10-14 years',
  '15+': '15+ years',
});
export type YearsOfExperience = (typeof YearsOfExperience.values)[number];

export const JobLevels = defineOptions(['executive', 'management', 'team_lead', 'individual_contributor'], {
  executive: 'Executive',
  management: 'Management',
  team_lead: 'Team lead',
  individual_contributor: 'Individual contributor',
});
export type JobLevel = (typeof JobLevels.values)[number];

export const LeadSources = defineOptions(
  [
    'search',
    'referral',
    'linkedin_other_social_platforms',
    'events_webinars',
    'trade_shows',
    'conferences',
    'networking_events',
    'blog_post',
    'e_book_whitepaper',
    'video_content',
  ],
  {
    search: 'Search engine',
    referral: 'Referral',
    linkedin_other_social_platforms: 'LinkedIn or other social platforms',
    events_webinars: 'Events and webinars',
    trade_shows: 'Trade shows',
    conferences: 'Conferences',
    networking_events: 'Networking events',
    blog_post: 'Blog post',
    e_book_whitepaper: 'E-book or whitepaper',
    video_content: 'Video content',
  },
);
export type LeadSource = (typeof LeadSources.values)[number];

export const FractionalExperience = defineOptions(['none', '1-2', '3-5', '6+'], {
  none: 'None yet',
  '1-2': '1-2 engagements',
  '3-5': '3-5 engagements',
  '6+': '6+ engagements',
});
export type FractionalExperience = (typeof FractionalExperience.values)[number];
