import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'healthtech-fractional-cto',
  client: { industry: 'healthcare', timezone: '-07:00 America/Denver' },
  name: 'Fractional CTO for our remote patient monitoring platform',
  overview:
    'We are a seed-funded startup in Denver with a remote monitoring product for cardiac patients, built by an agency. It works for our first three clinics but will not scale and we are unsure it would pass a HIPAA security review. We need a CTO who has built healthcare software: decide whether to rebuild or refactor, design the architecture on AWS, hire our first four engineers and get us ready for hospital security questionnaires.',
  stage: 'initiation',
  budget: 150_000,
  timeline: '12-17-months',
  goals: ['launch-new-product-service', 'develop-innovative-solutions'],
  gaps: ['software-engineering', 'engineering-management', 'cloud-architecture'],
  hoursPerWeek: 15,
  grades: [
    [
      'mike-sorensen',
      3,
      'Three-time digital health CTO (remote monitoring among them), HIPAA-ready AWS architecture, first hires; Denver; USD 180/h × 15 × 52 ≈ 140k, within budget.',
    ],
    [
      'isabel-ruiz',
      3,
      'Healthcare SaaS CTO (HL7/FHIR, AWS) who built and sold a company; Mexico City, one hour away; ≈ 109k.',
    ],
    [
      'priyanka-shah',
      2,
      'Strong VP Engineering who hires and scales teams, Los Angeles; not a healthcare architect (says so herself); 10 of 15 h free.',
    ],
  ],
  othersAreZero:
    'The other engineers are specialists in platform operations (Manchester, Tallinn), an Azure architect and a Go team lead in Sydney and Warsaw (little or no overlap), and a junior with a co-founder title; the over-claimer listing CTO (kyle-brennan) has no engineering record; the healthtech product and compliance people are not CTOs.',
};
