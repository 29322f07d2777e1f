import { defineOptions } from './options.js';

export const ProjectStages = defineOptions(['initiation', 'planning', 'execution', 'iteration'], {
  initiation: 'Initiation',
  planning: 'Planning',
  execution: 'Execution',
  iteration: 'Iteration',
});
export type ProjectStage = (typeof ProjectStages.values)[number];

export const Timelines = defineOptions(['lt-6-months', '6-11-months', '12-17-months', '18-plus-months'], {
  'lt-6-months': 'Less than 6 months',
  '6-11-months': '6-11 months',
  '12-17-months': '12-17 months',
  '18-plus-months': '18+ months',
});
export type Timeline = (typeof Timelines.values)[number];

export const BusinessGoals = defineOptions(
  [
    'launch-new-product-service',
    'increase-market-share',
    'scale-operations',
    'develop-innovative-solutions',
    'successfully-execute-strategic-plans',
    'other',
  ],
  {
    'launch-new-product-service': 'Launch a new product or service',
    'increase-market-share': 'Increase market share',
    'scale-operations': 'Scale operations',
    'develop-innovative-solutions': 'Develop innovative solutions',
    'successfully-execute-strategic-plans': 'Successfully execute strategic plans',
    other: 'Other',
  },
);
export type BusinessGoal = (typeof BusinessGoals.values)[number];

export const ProjectStatuses = defineOptions(['not_started', 'active', 'completed'], {
  not_started: 'Not Started',
  active: 'Active',
  completed: 'Completed',
});
export type ProjectStatus = (typeof ProjectStatuses.values)[number];

export const ProjectSortKeys = defineOptions(['name', 'createdAt', 'progress', 'budget', 'productivity', 'timeline'], {
  name: 'Project',
  createdAt: 'Created',
  progress: 'Progress',
  budget: 'Budget',
  productivity: 'Productivity',
  timeline: 'About',
});
export type ProjectSortKey = (typeof ProjectSortKeys.values)[number];

/** docs/product.md#options-and-limits "Budget allocated: Yes or No": the form's answer, sent as the boolean `isBudgetAllocated`. */
export const BudgetAllocated = defineOptions(['yes', 'no'], { yes: 'Yes', no: 'No' });

/** Who may find a brief: only the experts its owner invites, or every verified expert through Open briefs (docs/discovery.md). */
export const ProjectVisibilities = defineOptions(['private', 'open'], {
  private: 'Private: only experts you invite see it',
  open: 'Open: listed in Open briefs for experts to express interest',
});
export type ProjectVisibility = (typeof ProjectVisibilities.values)[number];

export const InterestStatuses = defineOptions(['pending', 'invited', 'declined'], {
  pending: 'Waiting for you',
  invited: 'Invited',
  declined: 'Declined',
});
export type InterestStatus = (typeof InterestStatuses.values)[number];
