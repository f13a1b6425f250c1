/** TanStack Query keys shared by features, so one feature can refresh another's data. */
export const queryKeys = {
  session: ['session'] as const,
  credits: ['credits'] as const,
  projects: ['projects'] as const,
  project: (projectId: string) => ['projects', projectId] as const,
  characters: ['characters'] as const,
};
