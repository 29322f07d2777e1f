import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'energy-retailer-data-warehouse',
  client: { industry: 'energy', timezone: '+10:00 Australia/Melbourne' },
  name: 'Build our first proper data warehouse and reporting',
  overview:
    'Independent electricity retailer in Victoria, 90,000 customers. Reporting today is forty Excel files pulled from the billing system by hand. We want a modern warehouse (we are leaning towards Snowflake and dbt) with clean models for customers, meters, billing and churn, and dashboards for finance and the executive team. Someone senior to lead it and set up our one analyst to maintain it.',
  stage: 'planning',
  budget: 60_000,
  timeline: '6-11-months',
  goals: ['scale-operations', 'develop-innovative-solutions'],
  gaps: ['data-engineering', 'data-analytics'],
  hoursPerWeek: 15,
  grades: [
    [
      'liam-fraser',
      3,
      'Snowflake, dbt and Looker for energy retailers in Melbourne: meter data, billing, churn; USD 120/h × 15 × 26 ≈ 47k.',
    ],
    [
      'sofia-petrova',
      2,
      'Head of Data for utilities, Auckland (6 h overlap); strategic and a little over budget (≈ 66k for 15 h) with only 10 h free.',
    ],
    [
      'noah-williams',
      2,
      'Hands-on dbt engineer in Brisbane, affordable; would build it but is not the lead they want, and his profile says almost nothing.',
    ],
    ['fatima-alvi', 1, 'Dashboards and KPIs only, 3 overlapping hours from Karachi; not a warehouse builder.'],
    ['kenji-watanabe', 1, 'Data scientist in Tokyo (7 h overlap) — analytics yes, warehousing no.'],
  ],
  othersAreZero:
    'The AI and ML leads (New York, London, Oslo) do models, not warehouses; marketing ops (Singapore) and the go-to-market analyst (Toronto) work on CRM and marketing data, not warehouses; everyone else is outside data.',
};
