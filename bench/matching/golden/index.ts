/** The golden briefs in file order (briefs/NN-key.ts), each with its grades. */
import type { GoldenBrief } from './types.js';
import { brief as b1 } from './briefs/01-saas-cfo-series-b-prep.js';
import { brief as b2 } from './briefs/02-manufacturer-month-end-and-erp.js';
import { brief as b3 } from './briefs/03-clinic-group-sale.js';
import { brief as b4 } from './briefs/04-dtc-skincare-paid-social.js';
import { brief as b5 } from './briefs/05-b2b-saas-us-launch-positioning.js';
import { brief as b6 } from './briefs/06-logistics-saas-revops-cleanup.js';
import { brief as b7 } from './briefs/07-fintech-founder-led-sales-transition.js';
import { brief as b8 } from './briefs/08-tutoring-marketplace-product-lead.js';
import { brief as b9 } from './briefs/09-insurance-broker-platform-head-of-product.js';
import { brief as b10 } from './briefs/10-healthtech-fractional-cto.js';
import { brief as b11 } from './briefs/11-retail-aws-cost-platform.js';
import { brief as b12 } from './briefs/12-energy-retailer-data-warehouse.js';
import { brief as b13 } from './briefs/13-publisher-archive-genai.js';
import { brief as b14 } from './briefs/14-hospitality-group-operations.js';
import { brief as b15 } from './briefs/15-construction-hr-from-scratch.js';
import { brief as b16 } from './briefs/16-scaleup-engineering-hiring.js';
import { brief as b17 } from './briefs/17-saas-gdpr-and-enterprise-contracts.js';
import { brief as b18 } from './briefs/18-saas-soc2-for-enterprise-deal.js';
import { brief as b19 } from './briefs/19-food-manufacturer-supply-chain.js';
import { brief as b20 } from './briefs/20-charity-donation-ux.js';
import { brief as b21 } from './briefs/21-freight-software-sales-plumbing-other-words.js';
import { brief as b22 } from './briefs/22-procurement-saas-security-report-other-words.js';

export const goldenBriefs: GoldenBrief[] = [
  b1,
  b2,
  b3,
  b4,
  b5,
  b6,
  b7,
  b8,
  b9,
  b10,
  b11,
  b12,
  b13,
  b14,
  b15,
  b16,
  b17,
  b18,
  b19,
  b20,
  b21,
  b22,
];
