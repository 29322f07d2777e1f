import type { GoldenBrief } from '../types.js';

export const brief: GoldenBrief = {
  key: 'retail-aws-cost-platform',
  client: { industry: 'retail', timezone: '+00:00 Europe/London' },
  name: 'Cut our AWS bill and sort out deployments',
  overview:
    'Online furniture retailer in Manchester. Our AWS bill has doubled in a year to GBP 38k a month and nobody on our team of six developers really understands the Kubernetes cluster a contractor set up. Deployments are manual and scary. We need a senior platform engineer for three months to bring the cost down, make the infrastructure understandable (Terraform), and give us a CI/CD pipeline we trust.',
  stage: 'execution',
  budget: 20_000,
  timeline: 'lt-6-months',
  goals: ['scale-operations'],
  gaps: ['devops-platform-engineering', 'cloud-architecture'],
  hoursPerWeek: 10,
  grades: [
    [
      'ollie-price',
      3,
      'Cuts AWS bills for online retailers, Kubernetes and Terraform, Manchester; USD 100/h × 10 × 13 ≈ 13k.',
    ],
    [
      'sergei-volkov',
      2,
      'Platform and Kubernetes lead, 6 overlapping hours from Tallinn; GCP rather than AWS, no cost work named.',
    ],
    [
      'isabel-ruiz',
      1,
      'Fractional CTO who knows AWS, within budget (≈ 18k), but an application architect for healthcare rather than a platform or cost person; Mexico City gives 2 overlapping hours.',
    ],
  ],
  othersAreZero:
    'The Azure architect is in Sydney (no overlap) and does legacy migrations; the other CTO and the VP Engineering are a healthcare architect and a team builder with one or no overlapping hour and over the budget; the Go team lead and the junior do application code, not infrastructure.',
};
