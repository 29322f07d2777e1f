/** The signed-in user's uploaded CVs: an upload or a removal asks again. */
export const profileQueryKeys = {
  cvFiles: ['files', 'cv'] as const,
};
