/**
 * User-facing texts quoted from the spec (spec core §2, §4, §8; spec content §2, §5, §8).
 * The UI imports them from here; never retype them.
 */

import { CREDIT_LABELS } from './credit-messages';
import { DAILY_FREE_CREDITS, GENERATION_COST, SIGNUP_CREDITS } from './limits';
export const HERO = {
  heading: 'Turn Any Idea Into Beautiful Coloring Pages',
  subline: 'Safe creativity tools designed for young imaginations',
} as const;

/** Placeholder phrases typed and erased in the prompt box (spec core "Prompt box"). */
export const PLACEHOLDER_PHRASES = [
  'a beautiful masterpiece',
  'a colorful landscape',
  'a magical character',
  'a fantasy world',
] as const;

/** The four suggestion chips (spec core "Suggestion chips"). */
export const SUGGESTION_CHIPS = [
  'Racecar driver',
  'Beautiful princess',
  'Adorable puppy',
  'Astronaut superhero',
] as const;

/** Insert New Page suggestions (spec core "Project workspace"). */
export const INSERT_PAGE_SUGGESTIONS = [
  'butterfly in a garden',
  'friendly dinosaur in a forest',
  'magical castle in the clouds',
  'puppy with toys',
  'rainbow over a meadow',
  'underwater scene with fish and coral',
  'space adventure with rockets and stars',
  'jungle scene with animals',
] as const;

export const SIGN_IN_DIALOG = {
  title: 'Sign up for 10 free images',
  text: 'Create beautiful AI-generated coloring pages for kids. Sign up for 10 free generations!',
  googleButton: 'Continue with Google',
  purchaseTitle: 'Purchase More Credits',
  localButton: 'Continue with local sign-in',
  localNotice: 'Local mode: Google sign-in is not configured, so you sign in with just a name and e-mail.',
  googleFailed: 'Could not start Google sign-in',
  loadingOptions: 'Loading sign-in options',
  unavailable: 'Sign-in is not available right now. Please try again later.',
  /** The notice of spec core "Sign-in dialog": prefix, the two links, and the joining word. */
  noticePrefix: 'By continuing, you agree to our',
  noticeTerms: 'Terms of Service',
  noticeAnd: 'and',
  noticePrivacy: 'Privacy Policy',
  /** Toast after signing in without leaving the page, when nothing else resumes. */
  welcome: (name: string | undefined) => `Welcome, ${name ?? 'friend'}!`,
} as const;

/** The local stand-in sign-in form (DESIGN "Configuration": only while Google is not configured). */
export const LOCAL_SIGN_IN = {
  nameLabel: 'Your name',
  emailLabel: 'E-mail',
  submit: 'Sign in',
  failed: 'Could not sign in. Please try again.',
} as const;

export const OUT_OF_CREDITS = {
  checking: 'Checking your credits...',
  available: (n: number) => `You have ${n} credits available! Try generating an image again.`,
} as const;

export const MY_PROJECTS = {
  heading: 'My Projects',
  showAll: (n: number) => `Show all ${n} projects`,
  showLess: 'Show less',
  confirmDelete: 'Are you sure you want to delete this project? This action cannot be undone.',
  loading: 'Loading projects',
  deleteTitle: 'Delete project?',
  deleteConfirm: 'Delete',
  deleteProject: (title: string) => `Delete project ${title}`,
  /** On the card of a project whose first page is still being drawn. */
  drawing: 'Drawing…',
  /** On the card of a project none of whose pages could be drawn (issue 26). */
  failed: 'This page could not be drawn',
  /** Its button: a free new attempt (DESIGN decision 6). */
  retry: 'Retry',
  retryLabel: (title: string) => `Retry the page of ${title}`,
  retrying: 'Trying again…',
} as const;

/** Home around the hero and the prompt box (spec core "Home"; costs from limits.ts, DESIGN decision 6). */
export const HOME_TEXTS = {
  description:
    'Inkling turns any idea into a printable black-and-white coloring page. Safe creativity tools designed for young imaginations.',
  promptSection: 'Create a coloring page',
  /** Under the prompt box, signed in: what a page costs and the balance. */
  costHint: (credits: number) =>
    `Each new page uses ${GENERATION_COST} ${CREDIT_LABELS.unit(GENERATION_COST)} · retries are free · you have ${credits} ${CREDIT_LABELS.unit(credits)}`,
  /** Under the prompt box, signed out. */
  signUpHint: `Sign up free: ${SIGNUP_CREDITS} pages to start, plus ${DAILY_FREE_CREDITS} free pages every day`,
  suggestions: 'Ideas to try',
  howHeading: 'How it works',
  /** The three steps; each names its icon by key (the web maps keys to icons). */
  steps: [
    {
      title: 'Describe an idea',
      text: 'Type anything — a dinosaur eating ice cream on the moon.',
      icon: 'idea',
    },
    {
      title: 'We draw the lines',
      text: 'Clean, bold black outlines ready for crayons in seconds.',
      icon: 'draw',
    },
    {
      title: 'Print and color',
      text: 'Download or print a full letter page and start coloring.',
      icon: 'print',
    },
  ],
  examplesHeading: 'Made with Inkling',
  examplesText: 'Real pages, ready to print. Try one of their ideas, or dream up your own.',
  tryIt: 'Try it',
} as const;

/** Names of a coloring page for screen readers, wherever its picture is shown. */
export const PAGE_IMAGE = {
  alt: (prompt: string) => `Coloring page: ${prompt}`,
  open: (prompt: string) => `View coloring page: ${prompt}`,
} as const;

/** Chat message text by generation status (spec core §4). */
export const CHAT_STATUS_TEXT = {
  completed: "Here's your coloring book page!",
  failed: 'Cannot draw that one. Please try again with a different prompt.',
  generating: 'Generating your coloring book page...',
  other: 'Thinking...',
} as const;

export const WORKSPACE = {
  errorHeading: 'Cannot complete the request.',
  generatingHeading: 'Creating Your Masterpiece',
  generatingText: 'This usually takes 10-30 seconds...',
  loading: 'Loading...',
  emptyHeading: 'Ready to Create',
  emptyText: 'Send a message in the chat to create a coloring page',
  chatEmptyHeading: 'Start Creating!',
  chatEmptyText: "Describe what you'd like to create for your coloring book",
  defaultProjectName: 'Untitled Project',
  waitForImage: 'Please wait for the image to be processed',
  description:
    'Your Inkling coloring book project: describe ideas, preview each page, then print or download it.',
  enterPrompt: 'Please enter a prompt',
  noProject: 'No project selected',
} as const;

export const NOT_FOUND = {
  code: '404',
  heading: 'Oops! Page not found',
  link: 'Return to Home',
} as const;

/** Toast texts (spec core §8, spec content §8). */
export const TOASTS = {
  loadProjectsFailed: 'Failed to load projects',
  projectDeleted: 'Project deleted successfully',
  deleteProjectFailed: 'Failed to delete project',
  createGenerationFailed: 'Failed to create generation',
  loadProjectFailed: 'Failed to load project data',
  signedOut: 'Signed out successfully',
  copyUrlFailed: 'Failed to copy URL',
  shareFailed: 'Error sharing the image',
  shared: 'Image shared successfully!',
  urlCopied: 'Image URL copied to clipboard',
  sessionFailed: 'Failed to retrieve your session',
  uploadFailed: (message: string) => `Failed to upload image: ${message}`,
  retryFailed: 'Could not make another version. Please try again.',
  /** The project's style defaults could not be saved (issue 33). */
  keepStyleFailed: 'Could not save the style for this project. Please try again.',
  downloadFailed: 'Failed to download the image',
  printFailed: 'Failed to print the image',
} as const;

/** Share text (spec content §9). */
export const shareText = (prompt: string) => `Check out this image I created with the prompt: ${prompt}`;

/** Credit of the offline line-art source; shown in the app, README and page metadata. */
export const OPENMOJI_CREDIT =
  'Line art from OpenMoji (openmoji.org), the open-source emoji project, licensed CC BY-SA 4.0.';

/** Credit of the font of big outline letters, numbers and names on sketchbook pages (issue 14). */
export const LETTERS_FONT_CREDIT =
  'Letters in Fredoka One by Milena Brandão (Google Fonts, via Fontsource), licensed SIL Open Font License 1.1.';

/** Out-of-credits dialog once the re-check finds none (spec core "Out-of-credits dialog"; DESIGN decision 4). */
export const OUT_OF_CREDITS_EMPTY = {
  title: "You're out of credits",
  text: 'Free credits come back every day at midnight (New York time). Credit packs are one-time purchases that never expire.',
  pricingLink: 'See credit packs',
  checkFailed: 'Failed to check your current credits',
} as const;

/** Saved characters (spec content "Save as Character", §5, §8). */
export const CHARACTER_TEXTS = {
  /** The chat action under a finished page and the title of its dialog. */
  action: 'Save as Character',
  dialogText: 'Bring this character back in any new page with “Introduce character”.',
  titleLabel: 'Title',
  descriptionLabel: 'Description',
  optional: '(optional)',
  submit: 'Save character',
  saved: 'Character saved successfully!',
  saveFailed: 'Failed to save character',
  titleRequired: 'Please enter a title for your character',
  none: 'No saved characters yet. Save one from a finished page with "Save as Character".',
} as const;

/** Reference image checks before upload (docs/api.md: JPEG/PNG/WebP, ≤ 10 MB). */
export const UPLOAD_TEXTS = {
  tooLarge: 'That image is larger than 10 MB. Please choose a smaller one.',
  wrongType: 'Please choose a JPEG, PNG or WebP image.',
} as const;

/** Age groups offered when making a page (engine audience profiles: ages 2–4, 5–8, 9–12). */
export const AUDIENCE_LABELS = {
  toddler: 'Toddlers (2–4)',
  kids: 'Kids (5–8)',
  'big-kids': 'Big kids (9–12)',
} as const;

/** Paper formats offered when making a page (contracts PAGE_FORMATS). */
export const FORMAT_LABELS = {
  letter: 'US Letter',
  a4: 'A4',
  square: 'Square',
} as const;

/**
 * Style controls offered in the page options (issue 33; contracts page.ts LINE_WEIGHTS,
 * DETAIL_LEVELS, FRAME_STYLES, BACKGROUNDS), each a plain word a parent or a child reads.
 */
export const LINE_WEIGHT_LABELS = {
  fine: 'Fine lines',
  medium: 'Medium lines',
  bold: 'Bold lines',
} as const;
export const DETAIL_LABELS = {
  simple: 'Simple',
  standard: 'Standard',
  detailed: 'Detailed',
} as const;
export const FRAME_LABELS = {
  none: 'No frame',
  rounded: 'Rounded frame',
  themed: 'Fun border',
} as const;
/** The prompt box's comic choice (issue 33 "Comic pages"): a single picture or a comic of 3, 4 or 6 panels. */
export const COMIC_LABELS = {
  single: 'Single page',
  '3': '3 panels',
  '4': '4 panels',
  '6': '6 panels',
} as const;

/** What a comic's speech bubbles hold: nothing, for the child to write in, or a short line. */
export const BUBBLE_LABELS = {
  empty: 'Empty',
  lines: 'With words',
} as const;

export const BACKGROUND_LABELS = {
  scene: 'Full scene',
  subject: 'Just the subject',
} as const;

/**
 * Error texts the API sends in `{ error: { message } }` and the web app shows as they are
 * (one wording for server and client; DESIGN "Conventions": texts live in contracts).
 */
/** The banner the web app shows while the server answers 503 `unavailable` (issue 28). */
export const SERVICE_TEXTS = {
  rightBack: "We'll be right back.",
  retrying:
    'Inkling cannot reach its storage for a moment. We keep trying, and this page picks up by itself.',
} as const;

export const API_ERRORS = {
  signInFirst: 'Please sign in first.',
  /** 503 `unavailable` (issue 28): the database or the storage cannot be reached for a moment. */
  unavailable:
    "We'll be right back. Inkling cannot reach its storage for a moment; please try again shortly.",
  generationFailed: 'Something went wrong while drawing this page. Please try again.',
  generationInterrupted: 'This page was interrupted before it was finished. Please try again.',
  characterNotFinished: 'Only a finished page can be saved as a character.',
  unknownPack: 'Unknown credit pack',
  tooManyRetries: 'Too many retries at once. Please wait a moment and try again.',
  tooManyPages: 'That is a lot of pages in a row! Please wait a minute, then try again.',
  tooManyStoryTexts: 'That is a lot of changes in a short time! Please wait a few minutes, then try again.',
  tooManyUploads: 'That is a lot of pictures in a row. Please wait a while, then try again.',
  tooManySignIns: 'Too many sign-ins from here. Please wait a few minutes, then try again.',
  tooManyStreams: 'Too many open pages at once. Please close a tab, then reload this one.',
  foreignOrigin: 'This request did not come from Inkling, so it was refused.',
  bodyTooLarge: 'That request is too large.',
  multipartOnly: 'Please send the file as multipart/form-data.',
  nestedTooDeep: 'That request is nested too deeply.',
  controlCharacters: 'Please remove invisible control characters from this text.',
  idempotencyKeyReused: 'This request key was already used for a different page. Please send it again.',
  tooManyExamples: 'That is a lot of examples at once. Please wait a minute, then try again.',
  photoOptionsWithoutPhoto: 'Marking a subject or choosing the detail needs a photo. Please attach one.',
} as const;

/**
 * The prompt box, one component in two placements: the hero on home and the workspace chat
 * (spec core "Prompt box": attach, "Introduce character", send with a spinner; issue 9).
 */
export const PROMPT_BOX = {
  heroLabel: 'Describe your coloring page',
  chatLabel: 'Describe your next coloring page',
  chatPlaceholder: 'Describe your next page…',
  heroSend: 'Create coloring page',
  chatSend: 'Send',
  attach: 'Attach an image',
  attachShort: 'Image',
  attachedImage: (name: string) => `Attached image: ${name}`,
  removeImage: 'Remove attached image',
  preparingImage: 'Preparing your image',
  character: 'Introduce character',
  characterShort: 'Character',
  yourCharacters: 'Your characters',
  charactersSignedOut: 'Sign in to bring your saved characters into a page.',
  loadingCharacters: 'Loading characters',
  removeCharacter: (title: string) => `Remove character ${title}`,
  pageOptions: (audience: string, format: string) => `Page options: ${audience}, ${format}`,
  madeFor: 'Made for',
  paper: 'Paper',
  styleLines: 'Lines',
  styleDetail: 'Detail',
  styleFrame: 'Frame',
  styleBackground: 'Background',
  /** Comic pages (issue 33): the layout and the bubbles. */
  comic: 'Comic',
  bubbles: 'Speech bubbles',
  /** Workspace only: keeps the chosen style as the project's defaults (issue 33). */
  keepForProject: 'Use this style for new pages in this project',
  keptForProject: 'New pages in this project will use this style.',
  welcome: (name: string, credits: number) =>
    `Welcome, ${name}! You have ${credits} ${CREDIT_LABELS.unit(credits)}.`,
  welcomeHint: 'Press send to create your page.',
  welcomeAction: 'Create it',
  /** Photo options (issue 14): mark the subject of a busy photo, fewer or more lines. */
  photoOptions: 'Photo options',
  photoOptionsHelp: 'Drag a box around what you want on the page. Everything outside it is left out.',
  photoOptionsKeys: 'With the keyboard: arrow keys move the box, Shift and arrow keys change its size.',
  markedArea: 'Marked part of the photo',
  markSubject: 'Mark the middle',
  wholePhoto: 'Use the whole photo',
  subjectMarked: 'Subject marked',
  detail: 'Lines',
  detailLabels: { fewer: 'Fewer lines', usual: 'Usual', more: 'More lines' },
  photoOptionsDone: 'Done',
} as const;

/** The workspace's chat and preview labels beside {@link WORKSPACE} (spec core "Project workspace"). */
export const WORKSPACE_LABELS = {
  chat: 'Chat',
  messages: 'Messages',
  preview: 'Preview',
  backHome: 'Back to home',
  /** Above a retry's prompt in the chat. */
  anotherVersion: 'Another version',
  reference: 'Your reference for this page',
  thingsToColor: 'Things to color: ',
  retry: 'Retry',
  printAndSave: 'Print & save',
  download: 'Download',
  /** Download in the phone's image dialog. */
  save: 'Save',
  share: 'Share',
  print: 'Print',
  shareTitle: 'My Inkling coloring page',
  previous: 'Previous image',
  next: 'Next image',
  /** The "N of M" counter: page numbers in the order they were made. */
  position: (n: number, total: number) => `${n} of ${total}`,
  /** Under a stand-in page: nothing in the prompt was understood (issue 14 #10). */
  fallbackNote:
    "I didn't understand those words yet, so this page is a stand-in picture, not what you asked for. Try simple words, like “a cat on a boat”!",
} as const;

/** The workspace when its project cannot be shown: signed out, or not the user's (issue 9). */
export const WORKSPACE_NOTICES = {
  signInHeading: 'Please sign in',
  signInText: 'Sign in to see your coloring pages.',
  signInButton: 'Sign in',
  notFoundHeading: 'Project not found',
  notFoundText: 'This project does not exist or belongs to someone else.',
} as const;

/** Navigation labels of the header and footer (spec core §2 route table). */
export const NAV_LABELS = {
  home: 'Create a page',
  features: 'Features',
  pricing: 'Pricing',
  training: 'Training',
  blog: 'Blog',
  about: 'About',
  support: 'Support',
  privacy: 'Privacy Policy',
  terms: 'Terms',
  cookiePolicy: 'Cookie Policy',
} as const;

/** The site header (spec core §2): navigation, credits badge and the Sign in button. */
export const HEADER_TEXTS = {
  mainNav: 'Main',
  openMenu: 'Open navigation menu',
  signIn: 'Sign in',
  creditsBadge: (n: number) => `${n} ${CREDIT_LABELS.unit(n)} available. Get more credits`,
} as const;

/** The header's user menu (spec core "User menu"). */
export const USER_MENU = {
  trigger: (name: string) => `Account menu for ${name}`,
  /** The menu's heading: the name with the suffix "'s Illustrations" (spec core "User menu"). */
  heading: (name: string) => `${name}'s Illustrations`,
  settings: 'Settings',
  signOut: 'Sign out',
  signOutFailed: 'Could not sign out. Please try again.',
} as const;

/** The site footer. */
export const FOOTER_TEXTS = {
  nav: 'Footer',
  tagline: 'Printable coloring pages from any idea, made safe for young imaginations.',
  copyright: (year: number) => `© ${year} Inkling`,
} as const;

/** The page shown when a route fails to render or its code cannot load. */
export const ROUTE_ERROR = {
  title: 'Something went wrong',
  heading: 'Oops, a crayon broke.',
  status: (status: number) => `The page answered with ${status}.`,
  generic: 'Something went wrong while loading this page.',
  hint: 'Reloading usually fixes it.',
  reload: 'Reload',
  home: 'Go home',
} as const;

/** Extra words of the not-found page beside {@link NOT_FOUND}. */
export const NOT_FOUND_PAGE = {
  description: 'This page is not on Inkling. Head back home to turn any idea into a printable coloring page.',
  text: 'This page wandered off the coloring book.',
} as const;

/** The project name in the workspace chat header (rename in place). */
export const PROJECT_TITLE_TEXTS = {
  label: 'Project name',
  rename: 'Rename project',
  save: 'Save name',
  renameFailed: 'Could not rename the project. Please try again.',
} as const;

/** Words of the shared UI pieces (dialogs, page frame, logo). */
export const UI_TEXTS = {
  close: 'Close',
  cancel: 'Cancel',
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page',
  logoLabel: 'Inkling home',
  brand: 'Inkling',
} as const;

/** The web API client's own words, for failures the server did not word (no message, or no answer). */
export const CLIENT_ERRORS = {
  notFound: 'Not found',
  server: 'Something went wrong on our side. Please try again.',
  requestFailed: (status: number) => `Request failed (${status})`,
  network: 'Could not reach Inkling. Please check your connection.',
  unreadable: 'The server sent an answer we could not read. Please try again.',
} as const;
