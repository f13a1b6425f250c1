import { z } from 'zod';
import { idSchema } from './api';

/**
 * The community gallery, its moderation and share links (issue 10; spec core §2 "Community
 * gallery", "Community-share dialog", §4 "Community post", §5, §8; spec content §9;
 * DESIGN decision 9: nothing is public before a moderator approves it).
 */

/** Spec core §5: "Community comment: optional, at most 500 characters". */
export const COMMENT_MAX_CHARS = 500;
/** Issue 10: "3 reports from different users hide it until a moderator decides". */
export const REPORTS_TO_HIDE = 3;
/**
 * A report counts toward REPORTS_TO_HIDE only from an account with some standing (issue 27
 * finding 7: three brand-new accounts hid any post): at least this old when it reports, hours…
 */
export const REPORTER_MIN_ACCOUNT_AGE_HOURS = 24;
/** …and with at least this many finished pages (issue 27 finding 7, "one finished page"). */
export const REPORTER_MIN_FINISHED_PAGES = 1;
/** Issue 10: "a first screenful (8), then Show more / Show less". */
export const GALLERY_PAGE_SIZE = 8;
/** Largest page of GET /api/community/posts (our own bound). */
export const GALLERY_MAX_LIMIT = 48;

/** Lifecycle of a post (DESIGN decision 9). Withdrawn posts are deleted, not kept. */
export const COMMUNITY_POST_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;
export type CommunityPostStatus = (typeof COMMUNITY_POST_STATUSES)[number];

/** Why a signed-in visitor reports a published post, with the words the dialog shows. */
export const COMMUNITY_REPORT_REASONS = [
  'inappropriate',
  'scary',
  'personal-information',
  'spam',
  'other',
] as const;
export type CommunityReportReason = (typeof COMMUNITY_REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<CommunityReportReason, string> = {
  inappropriate: 'Not suitable for children',
  scary: 'Too scary or violent',
  'personal-information': 'Shows personal information',
  spam: 'Spam or advertising',
  other: 'Something else',
};

/** Why a moderator rejects or removes a post (the short list of issue 10). */
export const MODERATION_REASONS = [
  'not-kid-safe',
  'personal-information',
  'unkind-comment',
  'poor-quality',
  'not-a-coloring-page',
  'other',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];
export const MODERATION_REASON_LABELS: Record<ModerationReason, string> = {
  'not-kid-safe': 'Not suitable for children',
  'personal-information': 'Shares personal information',
  'unkind-comment': 'Unkind or unsuitable comment',
  'poor-quality': 'Page did not come out well',
  'not-a-coloring-page': 'Not a coloring page',
  other: 'Other',
};

/**
 * Entries of the append-only moderation log. `reports_hidden`: hidden by reports, no
 * moderator; `text_changed`: back to review because its public text (the author's shown
 * name) changed after approval (issue 27 finding 5).
 */
export const MODERATION_ACTIONS = ['approve', 'reject', 'remove', 'reports_hidden', 'text_changed'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The texts of the community feature (spec core §2, §5, §8 where quoted; our own otherwise). */
export const COMMUNITY_TEXTS = {
  galleryHeading: 'From the Community',
  empty: 'No community images yet',
  emptyInvite:
    'Be the first to share! Create a coloring page, then post it to the community from your project.',
  showMore: 'Show more',
  showLess: 'Show less',
  loadFailed: 'Could not load the community gallery. Please try again.',
  /** Spec core §8. */
  posted: 'Posted to community!',
  postFailed: 'Failed to post to community',
  /** Spec core §5. */
  missingImage: 'Cannot post: Missing image information',
  signInToPost: 'Please sign in to post to community',
  acceptTerms: 'Please accept the terms and conditions',
  dialogTitle: 'Share with the community',
  dialogText:
    'A moderator looks at every page before it appears in the gallery. Only your first name is shown with it.',
  commentLabel: 'Comment',
  commentPlaceholder: 'Tell others about your page (optional)',
  termsLabel: 'I accept the terms and conditions and the community rules',
  post: 'Post to community',
  posting: 'Posting...',
  cancel: 'Cancel',
  waitingForReview: 'Waiting for review',
  published: 'In the community gallery',
  rejected: 'Not accepted for the gallery',
  removed: 'Removed from the gallery',
  withdraw: 'Withdraw',
  withdrawn: 'Your post was withdrawn.',
  remix: 'Remix',
  save: 'Save',
  print: 'Print',
  delete: 'Delete',
  deleteConfirmTitle: 'Delete this post?',
  deleteConfirmText: 'It disappears from the community gallery. Your own page stays in your project.',
  deleted: 'Post deleted',
  report: 'Report',
  reportTitle: 'Report this page',
  reportText: 'Tell us what is wrong. A moderator will look at it.',
  reported: 'Thank you. A moderator will look at this page.',
  notFound: 'This page is not in the community gallery.',
  /** API refusals (issue 10). */
  notFinished: 'Only finished pages can be posted to the community.',
  ownReport: 'You cannot report your own page.',
  tooManyPosts: 'You have posted a lot of pages this hour. Please try again later.',
  tooManyReports: 'You have sent a lot of reports this hour. Please try again later.',
} as const;

/** Texts of sharing and share links (spec content §9; issue 10). */
export const SHARE_TEXTS = {
  dialogTitle: 'Share this page',
  linkLabel: 'Link',
  copy: 'Copy link',
  instagramCopied: 'Link copied! Paste it into your Instagram post or story.',
  revoke: 'Stop sharing',
  revoked: 'The link no longer works.',
  unlistedNote: 'Anyone with this link can see this page and its prompt. It is not listed anywhere.',
  communityNote: 'This page is in the community gallery, so its gallery page is shared.',
  sharedHeading: 'A coloring page made with Inkling',
  linkFailed: 'Could not make a share link. Please try again.',
  makeYourOwn: 'Make your own coloring page',
  /** API refusals (issue 10). */
  notFinished: 'Only finished pages can be shared.',
  tooManyLinks: 'You have made a lot of share links this hour. Please try again later.',
} as const;

/** Moderation page texts (our own; the spec shows no administrator role). */
export const MODERATION_TEXTS = {
  menuEntry: 'Moderation',
  heading: 'Moderation',
  queueEmpty: 'Nothing waits for review.',
  approve: 'Approve',
  reject: 'Reject',
  remove: 'Remove',
  reasonLabel: 'Reason',
  approved: 'Approved',
  rejectedToast: 'Rejected',
  removedToast: 'Removed from the gallery',
  reopenedByReports: 'Reported by visitors',
  shortcuts: 'Keys: A approve · R reject · J/K next/previous',
  logHeading: 'Recent decisions',
} as const;

/** Why a comment was refused (kindly, issue 10). Keys match `personalInformationKinds` in the engine. */
export const COMMENT_REFUSALS = {
  unsafe: 'Let’s keep comments friendly for everyone. Please write something kind about your page.',
  email: 'Please leave out e-mail addresses. Comments are public, and we keep children’s details private.',
  phone: 'Please leave out phone numbers. Comments are public, and we keep children’s details private.',
  address: 'Please leave out street addresses. Comments are public, and we keep children’s details private.',
  url: 'Please leave out web links. Comments are public, and we keep children’s details private.',
  contact: 'Please leave out ways to reach you. Comments are public, and we keep children’s details private.',
  handle:
    'Please leave out @names of social accounts. Comments are public, and we keep children’s details private.',
} as const;

/**
 * Why a page cannot be posted or shared: its prompt, shown on the post and the share link,
 * holds personal information (issue 27 finding 5).
 */
export const PUBLIC_PROMPT_REFUSAL =
  'This page’s idea has personal details in it (like a phone number, an address or a link), so it cannot be shared. Please make a new page without them.';

/** A comment as the dialog sends it: trimmed, at most 500 characters, empty → null (spec core §5). */
export const communityCommentSchema = z
  .string()
  .trim()
  .max(COMMENT_MAX_CHARS, `Comments can be at most ${COMMENT_MAX_CHARS} characters`)
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /api/community/posts: which page, and the optional comment. */
export const createCommunityPostSchema = z.object({
  generationId: idSchema,
  comment: communityCommentSchema,
  /** Shared for this week's challenge: the post is tagged with the week and its theme (issue 34). */
  challenge: z.boolean().optional(),
});
export type CreateCommunityPost = z.input<typeof createCommunityPostSchema>;

/** Answer of POST /api/community/posts (spec core §3 "response: communityImageId"). */
export const communityPostCreatedSchema = z.object({
  communityImageId: z.string(),
  status: z.enum(COMMUNITY_POST_STATUSES),
  /** True when the page had been posted before and that post is returned. */
  replayed: z.boolean(),
});
export type CommunityPostCreated = z.infer<typeof communityPostCreatedSchema>;

/** One card of the gallery, or the /community/{id} page. */
export const communityPostSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  comment: z.string().nullable(),
  /** First name only (never e-mail or avatar); "An Inkling artist" when there is none. */
  authorName: z.string(),
  /** ≤ 1024 px preview PNG, served only while the post is visible to the viewer. */
  imageUrl: z.string(),
  /** Full-size print PNG (Save and Print). */
  printUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  status: z.enum(COMMUNITY_POST_STATUSES),
  /** When it was approved (newest first in the gallery); null before. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The viewer may delete it (its author or a moderator). */
  canDelete: z.boolean(),
  /** The viewer is its author. */
  isOwn: z.boolean(),
  /** The address to share: /community/{id} on this site. */
  shareUrl: z.string(),
  /** How many accounts hearted it (issue 34). */
  hearts: z.number().int(),
  /** The signed-in viewer hearted it. */
  heartedByMe: z.boolean(),
  /** The weekly challenge theme it was shared for, or null (issue 34). */
  challengeTheme: z.string().nullable(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

/** Answer of POST and DELETE /api/community/posts/{id}/heart (issue 34). */
export const heartStateSchema = z.object({
  hearts: z.number().int(),
  heartedByMe: z.boolean(),
});
export type HeartState = z.infer<typeof heartStateSchema>;

/** Texts of hearts (issue 34; our own). */
export const HEART_TEXTS = {
  heart: 'Heart this page',
  unheart: 'Take back your heart',
  count: (n: number) => (n === 1 ? '1 heart' : `${n} hearts`),
  signInToHeart: 'Please sign in to heart a page',
  tooManyHearts: 'You have given a lot of hearts this hour. Please try again later.',
  failed: 'Could not save your heart. Please try again.',
} as const;

/** GET /api/community/posts?cursor=&limit=: approved posts, newest first, cursor paginated. */
export const communityPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(GALLERY_MAX_LIMIT).default(GALLERY_PAGE_SIZE),
});
export const communityPageSchema = z.object({
  posts: z.array(communityPostSchema),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type CommunityPage = z.infer<typeof communityPageSchema>;

/** POST /api/community/posts/{id}/reports. */
export const createReportSchema = z.object({ reason: z.enum(COMMUNITY_REPORT_REASONS) });

/** One post in the moderation queue (moderators only). */
export const moderationItemSchema = communityPostSchema.extend({
  authorEmail: z.string(),
  /** Set when visitors' reports sent an approved post back to the queue. */
  reopenedAt: z.string().nullable(),
  reports: z.array(z.object({ reason: z.enum(COMMUNITY_REPORT_REASONS), count: z.number().int() })),
  /**
   * Who reported it since the last decision, oldest first (issue 27 finding 7); `counted`:
   * false for an account without standing, whose report does not hide the post.
   */
  reporters: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      reason: z.enum(COMMUNITY_REPORT_REASONS),
      reportedAt: z.string(),
      counted: z.boolean(),
    }),
  ),
  decisionReason: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueSchema = z.object({
  items: z.array(moderationItemSchema),
  /** Published posts, newest first, so a moderator can remove one. */
  published: z.array(moderationItemSchema),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

/** POST /api/moderation/posts/{id}/decision. A reason is required to reject or remove. */
export const moderationDecisionSchema = z
  .object({
    action: z.enum(['approve', 'reject', 'remove']),
    reason: z.enum(MODERATION_REASONS).optional(),
  })
  .refine((d) => d.action === 'approve' || d.reason !== undefined, {
    message: 'Please choose a reason',
    path: ['reason'],
  });
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

export const moderationLogEntrySchema = z.object({
  id: z.string(),
  postId: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string().nullable(),
  moderatorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export const moderationLogSchema = z.object({ entries: z.array(moderationLogEntrySchema) });
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

/** How one of the owner's pages is shared: its community post and its unlisted link. */
export const pageSharingSchema = z.object({
  generationId: z.string(),
  post: z
    .object({
      id: z.string(),
      status: z.enum(COMMUNITY_POST_STATUSES),
      decisionReason: z.string().nullable(),
    })
    .nullable(),
  /** The active unlisted link, if any. */
  link: z.object({ token: z.string(), url: z.string() }).nullable(),
});
export type PageSharing = z.infer<typeof pageSharingSchema>;
/** GET /api/projects/{id}/sharing: one entry per page of the project that is posted or linked. */
export const projectSharingSchema = z.object({ pages: z.array(pageSharingSchema) });
export type ProjectSharing = z.infer<typeof projectSharingSchema>;

/**
 * POST /api/generations/{id}/share-link: the address to share. An approved post's
 * /community/{id} page when there is one, else the page's unlisted /s/{token} link.
 */
export const shareLinkSchema = z.object({
  kind: z.enum(['community', 'unlisted']),
  url: z.string(),
  /** The unlisted link's token (kind 'unlisted'), for revoking. */
  token: z.string().nullable(),
  /** The 1200×630 link-preview picture (absolute URL). */
  imageUrl: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET /api/share/{token}: what a share link shows (only that page and its prompt). */
export const sharedPageSchema = z.object({
  token: z.string(),
  prompt: z.string(),
  imageUrl: z.string(),
  printUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type SharedPage = z.infer<typeof sharedPageSchema>;

/** Size of the link-preview picture (Open Graph's recommended 1.91:1). */
export const SOCIAL_PREVIEW = { width: 1200, height: 630 } as const;

/** Further words of the web's community screens (our own; issue 10). */
export const COMMUNITY_UI_TEXTS = {
  galleryLoading: 'Loading community pages',
  retry: 'Try again',
  share: 'Share',
  byAuthor: (name: string) => `by ${name}`,
  openPost: (prompt: string) => `Open community page: ${prompt}`,
  more: 'More actions',
  reportReasonLabel: 'What is wrong?',
  reportSubmit: 'Send report',
  reportFailed: 'Could not send the report. Please try again.',
  deleteFailed: 'Could not delete the post. Please try again.',
  withdrawFailed: 'Could not withdraw the post. Please try again.',
  postedWaiting: 'A moderator looks at it before it appears in the gallery.',
  postAction: 'Post to community',
  commentCounter: (n: number) => `${n}/${COMMENT_MAX_CHARS}`,
  decisionReason: (reason: string) => `Reason: ${reason}`,
  postTitle: (prompt: string) => `${prompt} · Community`,
  postDescription: (prompt: string) => `A coloring page from the Inkling community: ${prompt}`,
  backToGallery: 'More from the community',
  promptLabel: 'Prompt',
  sharedOn: (age: string) => `Shared ${age}`,
} as const;

/** Share dialog targets and states (spec content §9: twitter, facebook, pinterest, instagram, native). */
export const SHARE_TARGET_LABELS = {
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  instagram: 'Instagram',
  native: 'More options',
  targets: 'Share to',
  creating: 'Making your share link...',
  revokeFailed: 'Could not stop sharing. Please try again.',
  linkActive: 'Shared with a link',
  sharedPageTitle: (prompt: string) => `${prompt} · shared coloring page`,
  sharedPageDescription: (prompt: string) => `A coloring page made with Inkling: ${prompt}`,
} as const;

/** The moderation page's further words (our own). */
export const MODERATION_UI_TEXTS = {
  pageDescription: 'Review community posts before they appear in the gallery.',
  pendingHeading: 'Waiting for review',
  publishedHeading: 'Published',
  publishedEmpty: 'Nothing is published yet.',
  logEmpty: 'No decisions yet.',
  loadFailed: 'Could not load the moderation queue. Please try again.',
  decisionFailed: 'Could not save the decision. Please try again.',
  author: (name: string, email: string) => `${name} (${email})`,
  submitted: (age: string) => `Posted ${age}`,
  reports: (n: number) => (n === 1 ? '1 report' : `${n} reports`),
  reportedBy: 'Reported by',
  notCounted: 'new account: not counted',
  noReports: 'No reports',
  noComment: 'No comment',
  rejectTitle: 'Reject this post?',
  removeTitle: 'Remove this post from the gallery?',
  reasonPlaceholder: 'Choose a reason',
  confirmReject: 'Reject post',
  confirmRemove: 'Remove post',
  menuCount: (n: number) => (n === 1 ? '1 post waits for review' : `${n} posts wait for review`),
  logAction: {
    approve: 'Approved',
    reject: 'Rejected',
    remove: 'Removed',
    reports_hidden: 'Hidden by reports',
    text_changed: 'Back to review: the author’s name changed',
  } satisfies Record<ModerationAction, string>,
  logBy: (email: string | null) => (email ? `by ${email}` : 'automatically'),
  viewPost: 'View post',
  selected: 'Selected',
} as const;
