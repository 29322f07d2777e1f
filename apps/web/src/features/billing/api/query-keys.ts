/** The caller's own billing details: one record, read by the form and the missing-details banner. */
export const billingQueryKeys = {
  details: ['billing-details'] as const,
};
