/** TanStack Query keys shared by features, so one feature can refresh another's data. */
export const queryKeys = {
  session: ['session'] as const,
  credits: ['credits'] as const,
  projects: ['projects'] as const,
  project: (projectId: string) => ['projects', projectId] as const,
  characters: ['characters'] as const,
  /** How a project's pages are shared: community posts and unlisted links (issue 10). */
  projectSharing: (projectId: string) => ['projects', projectId, 'sharing'] as const,
  /** Everything of the community gallery: the gallery pages and single posts. */
  community: ['community'] as const,
  communityGallery: ['community', 'gallery'] as const,
  communityPost: (postId: string) => ['community', 'post', postId] as const,
  /** The weekly challenge and its gallery (issue 34). */
  challenge: ['challenge'] as const,
  /** The family's own badges (issue 34). */
  badges: ['badges'] as const,
  /** The moderation queue and log (moderators only). */
  moderation: ['moderation'] as const,
};
