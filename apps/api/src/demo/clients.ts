/**
 * The demo marketplace's client businesses and their briefs, written by hand (docs/demo.md). Each
 * project names the state the demo brings it to: `waiting` (posted, nobody invited yet), `invited`
 * (invitations out, none answered), `active` (a squad at work) or `completed`.
 */
import type {
  BusinessGoal,
  Industry,
  ProjectStage,
  Segment,
  TeamSize,
  Timeline,
  YearsOfExperience,
} from '@fractional/contract';

export type DemoProjectState = 'waiting' | 'invited' | 'active' | 'completed';

export interface DemoProject {
  name: string;
  overview: string;
  stage: ProjectStage;
  /** In the client's own currency (demo/billing.ts: GBP for a London client, SEK in Stockholm); null when no budget is allocated yet. */
  budget: number | null;
  timeline: Timeline;
  goals: BusinessGoal[];
  /** Expertise codes of the catalogue. */
  gaps: string[];
  hoursPerWeek: number;
  state: DemoProjectState;
}

export interface DemoClient {
  firstName: string;
  lastName: string;
  /** The part of the e-mail address before the @. */
  mailbox: string;
  jobTitle: string;
  years: YearsOfExperience;
  timezone: string;
  orgName: string;
  domain: string;
  industry: Industry[];
  segment: Segment;
  country: string;
  teamSize: TeamSize;
  projects: DemoProject[];
}

export const DEMO_CLIENTS: DemoClient[] = [
  {
    firstName: 'Maya',
    lastName: 'Okafor',
    mailbox: 'maya',
    jobTitle: 'Co-founder and CEO',
    years: '10-14',
    timezone: '+00:00 Europe/London',
    orgName: 'Ledgerly',
    domain: 'ledgerly.example.com',
    industry: ['financial-services', 'information-technology'],
    segment: 'small-business',
    country: 'GB',
    teamSize: '51-200',
    projects: [
      {
        name: 'Series B readiness: finance function',
        overview:
          'We are a bookkeeping platform for small businesses, at $6M ARR and growing 2.5x a year. We plan to raise a Series B in nine months and our finance function is one accountant and a spreadsheet. We need someone to build the board pack, a driver-based model and a clean close, and to run the data room when the time comes.',
        stage: 'planning',
        budget: 90_000,
        timeline: '6-11-months',
        goals: ['successfully-execute-strategic-plans', 'scale-operations'],
        gaps: ['financial-planning-analysis', 'fundraising', 'accounting-reporting'],
        hoursPerWeek: 16,
        state: 'active',
      },
      {
        name: 'SOC 2 Type I before our first bank partner',
        overview:
          'A bank wants to resell our product to its business customers, on the condition that we have SOC 2 Type I within four months. We have good engineers but nobody who has done this before. We need a security lead to scope it, pick the tooling, write the policies and get us through the audit.',
        stage: 'initiation',
        budget: 45_000,
        timeline: 'lt-6-months',
        goals: ['increase-market-share'],
        gaps: ['security-compliance', 'cybersecurity'],
        hoursPerWeek: 12,
        state: 'active',
      },
      {
        name: 'Pricing and packaging review',
        overview:
          'Our three plans were set at launch four years ago. Larger customers pay the same as sole traders, and we give away features that competitors charge for. We want a pricing review grounded in our usage data and customer interviews, and a migration plan that does not trigger churn.',
        stage: 'initiation',
        budget: 30_000,
        timeline: 'lt-6-months',
        goals: ['increase-market-share'],
        gaps: ['pricing-strategy', 'product-marketing'],
        hoursPerWeek: 8,
        state: 'invited',
      },
    ],
  },
  {
    firstName: 'Daniel',
    lastName: 'Reyes',
    mailbox: 'daniel',
    jobTitle: 'Founder',
    years: '15+',
    timezone: '-05:00 America/New_York',
    orgName: 'Harbor & Pine',
    domain: 'harborpine.example.com',
    industry: ['retail'],
    segment: 'small-business',
    country: 'US',
    teamSize: '11-50',
    projects: [
      {
        name: 'Fix our supply chain before peak season',
        overview:
          'We sell premium pet food direct to consumers and through 400 independent stores. Our single co-packer missed three deliveries this year and we ran out of our best sellers twice. We need an operator to add a second manufacturer, set up demand planning and get inventory under control before November.',
        stage: 'execution',
        budget: 60_000,
        timeline: 'lt-6-months',
        goals: ['scale-operations'],
        gaps: ['supply-chain', 'procurement', 'operations-management'],
        hoursPerWeek: 20,
        state: 'active',
      },
      {
        name: 'Retention and lifecycle marketing',
        overview:
          'Most of our revenue is repeat orders, but we treat every customer the same. We want a lifecycle programme — onboarding, replenishment reminders, win-back — built in Klaviyo and measured properly.',
        stage: 'planning',
        budget: 25_000,
        timeline: 'lt-6-months',
        goals: ['increase-market-share'],
        gaps: ['growth-marketing', 'ecommerce'],
        hoursPerWeek: 10,
        state: 'completed',
      },
    ],
  },
  {
    firstName: 'Priya',
    lastName: 'Raman',
    mailbox: 'priya',
    jobTitle: 'COO',
    years: '15+',
    timezone: '+10:00 Australia/Sydney',
    orgName: 'Brightpath Health',
    domain: 'brightpath.example.com',
    industry: ['healthcare'],
    segment: 'mid-market',
    country: 'AU',
    teamSize: '201-500',
    projects: [
      {
        name: 'Patient app: product leadership for the relaunch',
        overview:
          'Our booking app has 120,000 patients and a 2.9-star rating. The product team is three engineers and a designer without a product lead since our head of product left. We need an experienced product leader to run discovery with patients and clinicians and set a roadmap for the relaunch.',
        stage: 'planning',
        budget: 120_000,
        timeline: '6-11-months',
        goals: ['launch-new-product-service', 'develop-innovative-solutions'],
        gaps: ['product-management', 'user-research', 'healthcare-life-sciences'],
        hoursPerWeek: 16,
        state: 'active',
      },
      {
        name: 'People function for two new clinics',
        overview:
          'We are opening two clinics next year and will hire about 60 clinical and front-desk staff. Our HR is one generalist. We need a people leader to plan the hiring, set up onboarding and make our policies fit for the regulator.',
        stage: 'initiation',
        budget: 75_000,
        timeline: '6-11-months',
        goals: ['scale-operations'],
        gaps: ['people-operations', 'talent-acquisition'],
        hoursPerWeek: 12,
        state: 'waiting',
      },
    ],
  },
  {
    firstName: 'Lukas',
    lastName: 'Brandt',
    mailbox: 'lukas',
    jobTitle: 'Managing Director',
    years: '15+',
    timezone: '+01:00 Europe/Berlin',
    orgName: 'Kraftwerk Components',
    domain: 'kraftwerk.example.com',
    industry: ['manufacturing', 'automotive'],
    segment: 'mid-market',
    country: 'DE',
    teamSize: '501-1000',
    projects: [
      {
        name: 'Data platform for production and quality',
        overview:
          'We make precision parts for the automotive industry in two plants. Machine, quality and ERP data sit in separate systems, and our monthly quality report takes two people a week. We want a data lead to design a warehouse, connect the sources and give plant managers daily dashboards.',
        stage: 'planning',
        budget: 120_000,
        timeline: '12-17-months',
        goals: ['develop-innovative-solutions', 'scale-operations'],
        gaps: ['data-engineering', 'data-analytics', 'manufacturing'],
        hoursPerWeek: 20,
        state: 'active',
      },
      {
        name: 'Procurement savings programme',
        overview:
          'Raw material and energy costs rose 30 % in two years. We want an experienced procurement lead to renegotiate our top 40 suppliers, set up category management and train our buyers.',
        stage: 'execution',
        budget: 70_000,
        timeline: '6-11-months',
        goals: ['scale-operations'],
        gaps: ['procurement', 'supply-chain'],
        hoursPerWeek: 16,
        state: 'invited',
      },
    ],
  },
  {
    firstName: 'Aiko',
    lastName: 'Tanaka',
    mailbox: 'aiko',
    jobTitle: 'CEO',
    years: '10-14',
    timezone: '-08:00 America/Los_Angeles',
    orgName: 'Tidewater Analytics',
    domain: 'tidewater.example.com',
    industry: ['information-technology', 'energy'],
    segment: 'small-business',
    country: 'US',
    teamSize: '11-50',
    projects: [
      {
        name: 'Founder-led sales to a sales team',
        overview:
          'We sell forecasting software to utilities. I have closed every one of our 22 customers myself. We just raised a seed extension and want to hire two account executives, but I do not know how to hire, onboard or manage them. We need a sales leader for six months.',
        stage: 'initiation',
        budget: 55_000,
        timeline: 'lt-6-months',
        goals: ['increase-market-share', 'scale-operations'],
        gaps: ['sales-leadership', 'revenue-operations'],
        hoursPerWeek: 12,
        state: 'active',
      },
      {
        name: 'LLM assistant for our analysts',
        overview:
          'Our customers’ analysts spend hours reading grid reports. We want to prototype an assistant that answers questions over those reports, evaluate it honestly and decide whether to build it into the product.',
        stage: 'initiation',
        budget: 40_000,
        timeline: 'lt-6-months',
        goals: ['develop-innovative-solutions', 'launch-new-product-service'],
        gaps: ['generative-ai', 'machine-learning'],
        hoursPerWeek: 10,
        state: 'waiting',
      },
    ],
  },
  {
    firstName: 'Grace',
    lastName: 'Mwangi',
    mailbox: 'grace',
    jobTitle: 'Executive Director',
    years: '15+',
    timezone: '+03:00 Africa/Nairobi',
    orgName: 'Open Fields Foundation',
    domain: 'openfields.example.com',
    industry: ['non-profit', 'agriculture'],
    segment: 'small-business',
    country: 'KE',
    teamSize: '51-200',
    projects: [
      {
        name: 'Finance and grant reporting overhaul',
        overview:
          'We fund smallholder farming co-operatives in four countries with grants from six donors, each with its own reporting rules. Our reports are late and our auditors found weaknesses in controls. We need a finance lead to fix the close, the controls and donor reporting.',
        stage: 'execution',
        budget: 35_000,
        timeline: '6-11-months',
        goals: ['scale-operations'],
        gaps: ['accounting-reporting', 'audit-internal-controls', 'grants-public-funding'],
        hoursPerWeek: 10,
        state: 'completed',
      },
      {
        name: 'Organisation design after a merger',
        overview:
          'We merged with a partner charity and now have two teams doing the same work in Nairobi and Kampala. We need help designing one organisation, with roles, reporting lines and a fair selection process.',
        stage: 'planning',
        budget: 20_000,
        timeline: 'lt-6-months',
        goals: ['successfully-execute-strategic-plans'],
        gaps: ['organisational-design', 'change-management'],
        hoursPerWeek: 8,
        state: 'invited',
      },
    ],
  },
  {
    firstName: 'Tom',
    lastName: 'Ellison',
    mailbox: 'tom',
    jobTitle: 'Co-founder and CTO',
    years: '10-14',
    timezone: '+00:00 Europe/London',
    orgName: 'Roomly',
    domain: 'roomly.example.com',
    industry: ['real-estate', 'information-technology'],
    segment: 'small-business',
    country: 'GB',
    teamSize: '11-50',
    projects: [
      {
        name: 'Marketing leadership for our UK launch',
        overview:
          'Roomly lets landlords fill short-term vacancies with vetted tenants. We grew in Ireland by word of mouth and launch in the UK in spring. We need a marketing leader to set positioning, pick channels for both sides of the marketplace and hire the first marketer.',
        stage: 'planning',
        budget: 65_000,
        timeline: '6-11-months',
        goals: ['increase-market-share', 'launch-new-product-service'],
        gaps: ['go-to-market', 'growth-marketing', 'marketplaces'],
        hoursPerWeek: 16,
        state: 'active',
      },
      {
        name: 'Cloud cost and reliability review',
        overview:
          'Our AWS bill doubled this year while traffic grew 40 %, and we had two outages during viewings. We want an experienced cloud architect to review our setup, cut the waste and set up monitoring we trust.',
        stage: 'execution',
        budget: 18_000,
        timeline: 'lt-6-months',
        goals: ['scale-operations'],
        gaps: ['cloud-architecture', 'devops-platform-engineering'],
        hoursPerWeek: 8,
        state: 'completed',
      },
    ],
  },
  {
    firstName: 'Sofia',
    lastName: 'Lindqvist',
    mailbox: 'sofia',
    jobTitle: 'Chief Executive',
    years: '15+',
    timezone: '+01:00 Europe/Stockholm',
    orgName: 'Nordvik Learning',
    domain: 'nordvik.example.com',
    industry: ['education'],
    segment: 'mid-market',
    country: 'SE',
    teamSize: '201-500',
    projects: [
      {
        name: 'Privacy programme for schools in the EU',
        overview:
          'Our learning platform is used by 900 schools and holds children’s data. Several municipalities have asked for our data protection impact assessments and processor agreements. We need privacy counsel to set up our programme and answer these requests.',
        stage: 'execution',
        budget: 400_000,
        timeline: '6-11-months',
        goals: ['increase-market-share'],
        gaps: ['data-privacy', 'regulatory-compliance'],
        hoursPerWeek: 8,
        state: 'active',
      },
      {
        name: 'Interim Head of Product',
        overview:
          'Our head of product leaves in January and the search for a successor will take months. We need an interim product leader to keep planning and delivery on track and help us hire the permanent one.',
        stage: 'iteration',
        budget: 600_000,
        timeline: '6-11-months',
        goals: ['successfully-execute-strategic-plans'],
        gaps: ['product-management', 'product-strategy'],
        hoursPerWeek: 20,
        state: 'waiting',
      },
    ],
  },
  {
    firstName: 'Marcus',
    lastName: 'Webb',
    mailbox: 'marcus',
    jobTitle: 'President',
    years: '15+',
    timezone: '-06:00 America/Chicago',
    orgName: 'Webb Freight Services',
    domain: 'webbfreight.example.com',
    industry: ['transportation'],
    segment: 'mid-market',
    country: 'US',
    teamSize: '201-500',
    projects: [
      {
        name: 'Ransomware recovery and security programme',
        overview:
          'We were hit by ransomware in the summer and were down for four days. We recovered, but our insurer and two large shippers now want to see a real security programme. We need a security leader to assess where we are, fix the basics and build a plan we can afford.',
        stage: 'execution',
        budget: 75_000,
        timeline: '6-11-months',
        goals: ['scale-operations'],
        gaps: ['cybersecurity', 'it-infrastructure', 'risk-management'],
        hoursPerWeek: 16,
        state: 'active',
      },
      {
        name: 'Route and fleet cost analytics',
        overview:
          'We run 180 trucks and know our costs only at the end of the month. We want analytics on fuel, routes and utilisation from our telematics and dispatch data, and a weekly view the dispatch team can act on.',
        stage: 'planning',
        budget: 45_000,
        timeline: 'lt-6-months',
        goals: ['scale-operations', 'develop-innovative-solutions'],
        gaps: ['data-analytics', 'logistics'],
        hoursPerWeek: 12,
        state: 'invited',
      },
    ],
  },
  {
    firstName: 'Chloe',
    lastName: 'Martin',
    mailbox: 'chloe',
    jobTitle: 'Founder and CEO',
    years: '5-9',
    timezone: '+01:00 Europe/Paris',
    orgName: 'Maison Verte',
    domain: 'maisonverte.example.com',
    industry: ['retail'],
    segment: 'small-business',
    country: 'FR',
    teamSize: '11-50',
    projects: [
      {
        name: 'Brand and positioning for retail expansion',
        overview:
          'We make refillable home-care products, sold online in France. Two retail chains want to stock us next year. Our brand was built for Instagram, not a shelf. We need a brand strategist to sharpen our positioning and packaging brief before the retail launch.',
        stage: 'initiation',
        budget: 30_000,
        timeline: 'lt-6-months',
        goals: ['increase-market-share', 'launch-new-product-service'],
        gaps: ['brand-strategy', 'retail-consumer'],
        hoursPerWeek: 8,
        state: 'invited',
      },
      {
        name: 'Finance for our first funding round',
        overview:
          'We are profitable but want to raise €3M to build a second production line. We have never raised money and our numbers live with our accountant. We need a CFO to build the model, the investor materials and run the process with us.',
        stage: 'planning',
        budget: 40_000,
        timeline: 'lt-6-months',
        goals: ['scale-operations'],
        gaps: ['fundraising', 'financial-planning-analysis'],
        hoursPerWeek: 10,
        state: 'active',
      },
    ],
  },
  {
    firstName: 'Rafael',
    lastName: 'Costa',
    mailbox: 'rafael',
    jobTitle: 'CEO',
    years: '10-14',
    timezone: '-03:00 America/Sao_Paulo',
    orgName: 'Pago Facil',
    domain: 'pagofacil.example.com',
    industry: ['financial-services', 'banking'],
    segment: 'mid-market',
    country: 'BR',
    teamSize: '51-200',
    projects: [
      {
        name: 'Engineering leadership while we hire a CTO',
        overview:
          'Our CTO left and we process payments for 30,000 merchants. Releases have slowed and the team of 25 engineers needs direction. We need an interim engineering leader to stabilise delivery, review the architecture and help us hire a permanent CTO.',
        stage: 'iteration',
        budget: 550_000,
        timeline: '6-11-months',
        goals: ['successfully-execute-strategic-plans', 'scale-operations'],
        gaps: ['engineering-management', 'software-engineering', 'fintech'],
        hoursPerWeek: 24,
        state: 'active',
      },
      {
        name: 'Compliance programme for a payments licence',
        overview:
          'We are applying for a payment institution licence and need a compliance officer who has done it before: AML policies, risk assessment and the regulator’s questions.',
        stage: 'planning',
        budget: 250_000,
        timeline: '6-11-months',
        goals: ['successfully-execute-strategic-plans'],
        gaps: ['regulatory-compliance', 'risk-management'],
        hoursPerWeek: 12,
        state: 'waiting',
      },
    ],
  },
  {
    firstName: 'Hannah',
    lastName: 'Park',
    mailbox: 'hannah',
    jobTitle: 'Head of Operations',
    years: '10-14',
    timezone: '+12:00 Pacific/Auckland',
    orgName: 'Kiwi Craft Brewing',
    domain: 'kiwicraft.example.com',
    industry: ['manufacturing', 'hospitality'],
    segment: 'small-business',
    country: 'NZ',
    teamSize: '51-200',
    projects: [
      {
        name: 'Operations review of brewery and taprooms',
        overview:
          'We run a brewery and four taprooms. Margins fell from 18 % to 9 % in two years and nobody can say exactly why. We want an operations leader to map our processes from brewing to the bar, find the leaks and set up the numbers we should watch weekly.',
        stage: 'initiation',
        budget: 60_000,
        timeline: 'lt-6-months',
        goals: ['scale-operations'],
        gaps: ['operations-management', 'process-improvement'],
        hoursPerWeek: 10,
        state: 'completed',
      },
      {
        name: 'Export to Australia: go-to-market',
        overview:
          'Two Australian distributors want our beers. We need a commercial lead to choose the partner, set pricing that still earns a margin after duty and freight, and plan the launch.',
        stage: 'planning',
        budget: 48_000,
        timeline: 'lt-6-months',
        goals: ['increase-market-share'],
        gaps: ['international-expansion', 'go-to-market'],
        hoursPerWeek: 8,
        state: 'invited',
      },
    ],
  },
];
