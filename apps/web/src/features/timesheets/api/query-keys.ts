/** Every timesheet query starts with this key: a live `timesheet` event invalidates them all at once. */
export const timesheetQueryKeys = {
  all: ['timesheets'] as const,
  project: (projectId: number) => ['timesheets', 'project', projectId] as const,
};
