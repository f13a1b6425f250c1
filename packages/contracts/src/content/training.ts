import { DAILY_FREE_CREDITS, DAILY_REFUND_LIMIT, SIGNUP_CREDITS, UPLOAD_MAX_BYTES } from '../limits';

/**
 * The Training Center's four courses (spec content §2 "Training Center", "Training
 * module"; §3 "Training module"), shown by the web app's /training pages. The spec's lessons
 * link to videos; Inkling has no video host, so each lesson links to its numbered section of
 * the module page, which holds the lesson's own short looping demo: an animated SVG served by
 * the app (/training/demos/…, drawn at build time by scripts/build-lesson-demos.ts with the
 * engine's page for the lesson's demo idea; decision 010). Only the first course is marked
 * completed; that is fixed content (spec content §2).
 */

export type TrainingLevel = 'Beginner' | 'Intermediate' | 'Advanced';

export interface TrainingLesson {
  /** 1-based, unique within its module. */
  id: number;
  title: string;
  /** Reading time, e.g. "4 min". */
  duration: string;
  /** 1-based number of the module section the lesson reads. */
  section: number;
  /** The lesson's looping demo (in its section of the module page). */
  demo: LessonDemo;
}

/** A lesson's short looping demo: an idea typed into the prompt box and the page drawn from it. */
export interface LessonDemo {
  /** The idea typed in the demo (at most DEMO_PROMPT_MAX_CHARS characters). */
  prompt: string;
  /** The looping animated SVG, served by the web app. */
  src: string;
  /** The same demo's last frame, shown while the demo is paused or motion is reduced. */
  stillSrc: string;
  /** Alt text of the demo picture. */
  alt: string;
}

/** Demo ideas fit on one line of the demo's prompt box. */
export const DEMO_PROMPT_MAX_CHARS = 32;

/** Where lesson `lessonId` of module `moduleId`'s demo is served (`still`: its last frame). */
export function lessonDemoUrl(moduleId: number, lessonId: number, still = false): string {
  return `/training/demos/module-${moduleId}-lesson-${lessonId}${still ? '-still' : ''}.svg`;
}

export interface TrainingSection {
  title: string;
  /** Paragraphs of the section. */
  content: readonly string[];
  /** Key tips shown under the section. */
  tips: readonly string[];
}

export interface TrainingModule {
  id: number;
  title: string;
  description: string;
  /** Total reading time, e.g. "20 min". */
  duration: string;
  level: TrainingLevel;
  completed: boolean;
  lessons: readonly TrainingLesson[];
  introduction: string;
  sections: readonly TrainingSection[];
  conclusion: string;
}

/** Words around a lesson's demo (decision 010: demos stand in for the spec's lesson videos). */
export const TRAINING_DEMO = {
  alt: (lesson: string, prompt: string) =>
    `Demo for "${lesson}": the idea "${prompt}" is typed into Inkling's prompt box and Inkling draws it as a black-and-white coloring page.`,
  caption: (prompt: string) => `Demo: "${prompt}" typed, then drawn as a page. It loops every 8 seconds.`,
  pause: 'Pause demo',
  play: 'Play demo',
  /** The demo's name in the lesson link ("… , with a demo"). */
  withDemo: ', with a looping demo',
} as const;

const uploadMegabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * Builds one lesson per section of module `moduleId`, with the section's title and its demo
 * of the idea `demoPrompts[index]`.
 */
function lessonsFor(
  moduleId: number,
  sections: readonly TrainingSection[],
  durations: readonly string[],
  demoPrompts: readonly string[],
): TrainingLesson[] {
  return sections.map((section, index) => {
    const id = index + 1;
    const prompt = demoPrompts[index] ?? 'a cat in a hat';
    return {
      id,
      title: section.title,
      duration: durations[index] ?? '4 min',
      section: id,
      demo: {
        prompt,
        src: lessonDemoUrl(moduleId, id),
        stillSrc: lessonDemoUrl(moduleId, id, true),
        alt: TRAINING_DEMO.alt(section.title, prompt),
      },
    };
  });
}

const gettingStartedSections: TrainingSection[] = [
  {
    title: 'Sign in and meet your credits',
    content: [
      'Inkling signs you in with your Google account, so there is no new password to remember. You can type an idea on the home page straight away; when you press send, Inkling asks you to sign in and then carries on with your idea.',
      `Every new account starts with ${SIGNUP_CREDITS} free credits, and you get ${DAILY_FREE_CREDITS} free credits every day on top. One credit makes one new coloring page. The daily credits refresh at midnight New York time and do not pile up, so use them: they are there to be spent.`,
    ],
    tips: [
      'Your balance is in the menu under your name in the header.',
      'Accounts are for adults and teens aged 16 and over; children create alongside a grown-up.',
      'Each Google account has its own projects and credits, so always pick the same one.',
    ],
  },
  {
    title: 'Make your first page',
    content: [
      'Type an idea into the prompt box on the home page, such as "a friendly dinosaur reading a book under a tree", or tap a suggestion chip like "Adorable puppy". Press Enter (or the send button) to start. Shift+Enter adds a new line.',
      'Inkling checks the idea for kid-safety, creates a project for it and opens the project workspace. While the page is being drawn you see "Creating Your Masterpiece"; most pages are ready in 10 to 30 seconds.',
    ],
    tips: [
      'A blocked idea costs nothing: rephrase it in friendlier words and send it again.',
      'If a page fails to draw, its credit comes back automatically.',
      'Start simple: one subject doing one thing in one place.',
    ],
  },
  {
    title: 'Retry, refine and report',
    content: [
      'Not quite right? Press Retry. A retry draws a fresh variation of the same idea and is free, so you can make a few and let your child choose their favourite.',
      `To change the idea, type a new message in the project chat, for example "the same dinosaur, but on a skateboard". Each new idea becomes another page in the project and costs one credit. If a finished page is clearly broken, use "Report this page" to get its credit back, up to ${DAILY_REFUND_LIMIT} times a day.`,
    ],
    tips: [
      'Retries are free but paced: if you retry very quickly you may be asked to wait a moment.',
      'Each page can be reported once; the daily limit resets at midnight New York time.',
      'Three misses in a row? Rewrite the idea rather than retrying again.',
    ],
  },
  {
    title: 'Download and print',
    content: [
      'With a page in the preview, choose Download to save a PNG named after your idea. It is 2550 by 3300 pixels: a US letter sheet at 300 dots per inch, so the lines stay crisp on paper.',
      'Choose Print to send the page straight to your printer; it fits on one letter page. In the print dialog, keep the scale at 100% or "Fit to page", choose portrait, and turn off headers and footers.',
    ],
    tips: [
      'Pages are pure black and white, so draft or grayscale printing works well and saves ink.',
      'On a phone, press and hold the downloaded image to save it to your photos.',
      'Card stock makes pages sturdy enough for markers and paint.',
    ],
  },
  {
    title: 'Your projects at a glance',
    content: [
      'Every idea you start from the home page becomes a project, listed under My Projects with its first page as a thumbnail. Open a project to see all its pages, move between them with the arrows, and add more pages from the chat.',
      'A project keeps its pages together in order, so it is the start of a coloring book: step through the pages with the arrows and print them one after another. Deleting a project deletes all of its pages, so download anything you want to keep first.',
    ],
    tips: [
      'Give each theme its own project, such as "Dinosaurs" or "Space week".',
      'The newest page always shows first in the preview.',
      'Course 4 shows how to turn a project into a full classroom coloring book.',
    ],
  },
];

const promptSections: TrainingSection[] = [
  {
    title: 'One clear subject',
    content: [
      'Great coloring pages have a hero: one thing the eye goes to first. Name it at the very start of your idea: "a sleepy koala", "a knight on a horse", "a rocket ship".',
      'Choose concrete things a child can point at. "A happy cat" draws better than "happiness". To show a feeling, show what it looks like: "two friends sharing an umbrella in the rain".',
    ],
    tips: [
      'Put the main subject first.',
      'Prefer common words: "car" rather than a model name, "dog" rather than a rare breed.',
      'Leave out colors: the page is black and white, and the colors are up to the child.',
    ],
  },
  {
    title: 'Subject, action, setting',
    content: [
      'A reliable recipe is subject + action + setting + one or two extras: "a puppy chasing a ball in a garden with butterflies". Each part adds something to color, and the action gives the page a story.',
      'Settings children love include under the sea, outer space, a castle, a farm, a jungle, a snowy mountain, a busy city street and a birthday party. Actions that draw well include flying, jumping, reading, eating, sleeping and waving.',
    ],
    tips: [
      'Two or three extras make a lively page; ten make a crowded one.',
      'Use place words: "under", "next to", "on top of".',
      'Read the idea aloud: if a child can picture it, Inkling can usually draw it.',
    ],
  },
  {
    title: 'Match the detail to the child',
    content: [
      'Inkling draws for three age groups. Toddler pages (about 2 to 4) have thick outlines and a few big shapes; Kids pages (about 5 to 8) are the default balance; Big Kids pages (about 9 to 12) have finer lines and more to discover.',
      'Words steer detail too. "Simple", "big" and "cute" give calmer pages; "detailed", "patterned" and "many" give richer ones for patient colorers.',
    ],
    tips: [
      'When in doubt, go simpler: a finished page beats an abandoned one.',
      'Fine-motor practice: toddlers love one big animal with a thick outline.',
      'Older kids enjoy hidden extras: "with five hidden stars".',
    ],
  },
  {
    title: 'Words that help and words that do not',
    content: [
      'Helpful words name drawable things: animals, vehicles, food, buildings, plants, weather, space and fantasy creatures. Friendly fantasy works well: dragons, unicorns, mermaids, robots and friendly monsters.',
      'Words like "realistic", "photo", "3D" or "4K" do not help line art. If part of your idea is missing from the page, the drawing engine may not know that word; swap it for a simpler one. Ideas that are not kid-safe are turned away before drawing and never cost a credit.',
    ],
    tips: [
      'Pick gentle verbs: "a dragon guarding treasure" rather than "a dragon attacking".',
      'Keep names out of ideas: "a girl with a kite" rather than a child\'s full name.',
      'Lists of things are fine: "a picnic with sandwiches, apples and a teapot".',
    ],
  },
  {
    title: 'Refine in the project chat',
    content: [
      'Once a project exists, its chat is the best place to improve an idea. Build on the last page with small changes: "now add a rainbow", "the same castle at night", "make the dragon smaller". Each message becomes a new page in the same project.',
      'Combine this with free retries: retry until the layout is right, then move the idea on with the chat. The arrows in the preview take you back to any earlier version.',
    ],
    tips: [
      'Change one thing at a time so you know what worked.',
      'Write down ideas your child loves for next time.',
      'Use the arrows in the preview to go back to any earlier version.',
    ],
  },
];

const photoSections: TrainingSection[] = [
  {
    title: 'Choosing a good photo',
    content: [
      'Inkling traces a photo into clean outlines. The clearer the photo, the clearer the page. The best photos have one main subject, a plain background, even light and sharp focus: a pet on a rug, a toy on a table, a house from across the street.',
      "A child's own drawing makes a wonderful source. Photograph it flat, from straight above, in daylight and without shadows, and Inkling turns it into a tidy page to color again.",
    ],
    tips: [
      'Busy, dark or blurry photos give busy, patchy pages.',
      'Crop close to the subject before uploading.',
      'Side-on photos of animals usually trace better than face-on ones.',
    ],
  },
  {
    title: 'Attaching a photo to an idea',
    content: [
      `Use the attach button in the prompt box to choose a photo. Inkling accepts JPEG, PNG and WebP images up to ${uploadMegabytes} MB; you see a preview and can remove it before sending.`,
      'Add a short idea with the photo so Inkling knows what matters: "our cat Tiger sleeping in a basket", "my drawing of a spaceship". A photo page costs one credit like any other page, and retries are free.',
    ],
    tips: [
      'iPhone HEIC photos must be converted: choose "Most Compatible" in the camera settings, or share as JPEG.',
      'If the page is too busy, try again with a photo that has less in the background.',
      'Drawings made with dark, bold lines trace best.',
    ],
  },
  {
    title: 'Photos and privacy',
    content: [
      'Inkling re-encodes every uploaded photo and strips its hidden metadata, such as GPS location, camera details and dates, before storing it. Photos and the pages made from them stay private to your account.',
      "Still, think before you upload. Pets, toys, buildings, landscapes and children's drawings are ideal. Avoid photos of other people's children, uniforms with school names, house numbers and car number plates.",
    ],
    tips: [
      'A grown-up should choose and upload the photo.',
      'The traced page is a drawing, not a copy of the photo.',
      'Deleting the project deletes its pages and files.',
    ],
  },
  {
    title: 'Saving a character',
    content: [
      'When a page has a character your child loves, choose "Save as Character" on that page. Give it a title, such as "Sparky the dragon", and optionally a short description. The title is required; the description is not.',
      "Saved characters belong to your account and can be reused in any project. Characters made from a photo of a pet or a child's drawing are especially popular.",
    ],
    tips: [
      'Short, memorable names make characters easy to find.',
      'Save the version with the clearest outline: it introduces best.',
      'Save a few supporting characters too, such as a best friend or a pet.',
    ],
  },
  {
    title: 'Introducing characters into new pages',
    content: [
      'Open the "Introduce character" menu in the prompt box, pick a saved character and describe the new scene: "Sparky flying over a castle", "Sparky at the beach with a bucket". Inkling places the same character into the new page.',
      "This is how stories grow: the same hero in a new place on every page. Use the character's name in the idea so the scene reads naturally.",
    ],
    tips: [
      "Describe the setting and action; the character's look comes from the saved image.",
      'Keep scenes simple so the character stays the star.',
      'Combine with course 4 to build a whole book around one character.',
    ],
  },
];

const classroomSections: TrainingSection[] = [
  {
    title: 'Plan the book',
    content: [
      'A good classroom coloring book starts with a plan: a theme tied to what you are teaching, a page count (eight to twelve pages suit most classes), and one sentence per page. Write the sentences first; they become your ideas.',
      'Topic books work well: the life cycle of a butterfly, a trip through the solar system, community helpers, a Roman town, the water cycle. Story books work too: one page per chapter of a class reader.',
    ],
    tips: [
      'Create one project per book and name it after the theme.',
      'Leave one page for the students to design themselves.',
      `Budget credits: one per page plus a few spare. ${DAILY_FREE_CREDITS} free daily credits cover a page a day; a pack covers a book in one sitting.`,
    ],
  },
  {
    title: 'Keep it consistent',
    content: [
      'Books feel finished when pages belong together. Keep the same age group for every page, so line thickness and detail match. Use the same pattern of words in each idea, for example always "subject, action, setting".',
      'For recurring characters, make the character once, save it with "Save as Character", and introduce it into every page. A class mascot that appears on every page gives the book a story.',
    ],
    tips: [
      'Write all page ideas in one document and paste them in order.',
      'Retry until each page matches the style of the first one; retries are free.',
      'Report a page that is clearly broken to get its credit back.',
    ],
  },
  {
    title: 'Build the pages',
    content: [
      'Start the project from the home page with your first idea, then add the rest from the project chat, one message per page. Each page appears in the preview; use the arrows to check them in order.',
      'To add a page anywhere in the story, send its idea in the project chat; the new page joins the project and the arrows show it in order with the others.',
    ],
    tips: [
      'Build the book before class, not live in front of students.',
      'Check every page yourself before printing: you know your class best.',
      'Try experiments in a separate scratch project, so the book holds only its final pages.',
    ],
  },
  {
    title: 'Print the book',
    content: [
      'When the book is ready, go through the pages with the arrows and print each one, or download them as PNGs to print later. Every page is a full letter sheet, ready for your printer or the school copier.',
      "For a class set, print one copy and photocopy it, or print each page with your printer's copies setting. Pages are pure black line art at 300 dpi, so they copy cleanly. Staple, comb-bind or hole-punch into a folder.",
    ],
    tips: [
      'Print double-sided only on thick paper, or markers bleed through.',
      'Add a cover page made with Inkling: "a big open book with stars around it".',
      'Keep the downloaded pages in one folder: they reprint next year in seconds.',
    ],
  },
  {
    title: 'Share safely and manage credits',
    content: [
      'Inkling is for personal and classroom use: you may print pages for your students and share them within your school. Pages stay private in your account until you share one: Share makes an unlisted link to just that page, which you can stop at any time, and posting to the community gallery shows it to everyone after a moderator has reviewed it. When you share with families, keep the students’ names and photos off the pages and out of comments.',
      `Plan credits for the term. Every account has ${SIGNUP_CREDITS} sign-up credits and ${DAILY_FREE_CREDITS} free credits a day; one-time packs (the Bulk pack is built for classrooms) never expire and are not subscriptions.`,
    ],
    tips: [
      'Keep student names, photos and school details out of ideas and comments.',
      'The teacher holds the account; students create alongside.',
      'Share the downloaded pages, not your Inkling sign-in, with colleagues.',
    ],
  },
];

/** The four courses, ids 1 to 4 (spec content §2). */
export const TRAINING_MODULES: readonly TrainingModule[] = [
  {
    id: 1,
    title: 'Getting started with Inkling',
    description:
      'Sign in, make your first coloring page, retry for free, print it and find your way around projects.',
    duration: '18 min',
    level: 'Beginner',
    completed: true,
    lessons: lessonsFor(
      1,
      gettingStartedSections,
      ['3 min', '4 min', '4 min', '4 min', '3 min'],
      [
        'a happy sun with sunglasses',
        'a cat in a hat',
        'a puppy with a ball',
        'a castle on a hill',
        'a rocket flying to the moon',
      ],
    ),
    introduction:
      'This course takes you from a blank prompt box to a printed coloring page. You will learn how credits work, how to make and improve a page, how to print it well, and how projects keep your work together. It takes about twenty minutes, and you can try each step in Inkling as you read.',
    sections: gettingStartedSections,
    conclusion:
      'You now know the whole journey: an idea, a page, a retry or two, and a crisp print on one sheet. Next, take "Writing great prompts" to turn good pages into great ones.',
  },
  {
    id: 2,
    title: 'Writing great prompts',
    description:
      'Describe ideas that become clear, fun pages: subjects, actions, settings, detail levels and refining in the chat.',
    duration: '20 min',
    level: 'Beginner',
    completed: false,
    lessons: lessonsFor(
      2,
      promptSections,
      ['4 min', '4 min', '4 min', '4 min', '4 min'],
      [
        'a big friendly elephant',
        'a fox reading in a forest',
        'a simple smiling fish',
        'a turtle with a patterned shell',
        'a turtle under a rainbow',
      ],
    ),
    introduction:
      'The words you type shape the page you get. This course shows a simple recipe for ideas that draw well, how to match the detail to the child, which words help and which do not, and how to refine a page in the project chat without wasting credits.',
    sections: promptSections,
    conclusion:
      'Remember the recipe: one clear subject, an action, a setting and one or two extras, matched to the child\'s age. Retry for free, refine in the chat, and keep a list of the ideas that worked. Next, "Photos & characters" shows how to bring your own pictures and heroes into pages.',
  },
  {
    id: 3,
    title: 'Photos & characters',
    description:
      "Turn photos and children's drawings into pages, keep them private, and reuse favourite characters across pages.",
    duration: '22 min',
    level: 'Intermediate',
    completed: false,
    lessons: lessonsFor(
      3,
      photoSections,
      ['4 min', '4 min', '5 min', '4 min', '5 min'],
      [
        'a dog sitting on the grass',
        'a cat dressed as a pirate',
        'a teddy bear picnic',
        'a cat captain with a hat',
        'a cat captain at the beach',
      ],
    ),
    introduction:
      "Inkling can start from a photo or a child's own drawing, and it can remember characters so they appear again and again. This course covers choosing photos that trace well, attaching them, keeping photos private and safe, and saving and introducing characters.",
    sections: photoSections,
    conclusion:
      'Good photos are simple, bright and private; good characters are saved once and introduced often. With both, you can make pages that are truly your family\'s or your class\'s own. Next, "Coloring books for classrooms" puts everything together into a book.',
  },
  {
    id: 4,
    title: 'Coloring books for classrooms',
    description: 'Plan, build and print a consistent coloring book for a class, and share it safely.',
    duration: '25 min',
    level: 'Advanced',
    completed: false,
    lessons: lessonsFor(
      4,
      classroomSections,
      ['5 min', '5 min', '5 min', '5 min', '5 min'],
      [
        'a ladybug on a leaf',
        'a bee visiting a flower',
        'a butterfly in a garden',
        'a caterpillar eating an apple',
        'a snail in the rain',
      ],
    ),
    introduction:
      'A project in Inkling can become a whole coloring book. This course walks through planning a book around a topic, keeping pages consistent, building them in a project, printing a class set, and sharing and budgeting safely.',
    sections: classroomSections,
    conclusion:
      'You can now plan a book, keep its pages consistent and print it for a whole class. Save your page ideas and the downloaded pages; next year, the same book is ready in minutes. If you get stuck, our Support page is one click away.',
  },
];

/**
 * The module whose id matches the route parameter (e.g. "2"), or undefined for anything
 * else: unknown ids, non-numbers, "2abc" (spec content §2: unknown id → "Module Not Found").
 */
export function findTrainingModule(moduleId: string | undefined): TrainingModule | undefined {
  if (!moduleId || !/^\d+$/.test(moduleId)) return undefined;
  const id = Number(moduleId);
  return TRAINING_MODULES.find((module) => module.id === id);
}

/** Anchor id of a module section (1-based), used by lesson links. */
export function sectionAnchor(section: number): string {
  return `section-${section}`;
}

/** "1 lesson" / "5 lessons". */
export function lessonCount(count: number): string {
  return `${count} ${count === 1 ? 'lesson' : 'lessons'}`;
}

/** Words of the /training page around the course cards (spec content §2 "Training Center"). */
export const TRAINING_PAGE = {
  title: 'Training Center',
  description:
    'Free short courses on using Inkling well: getting started, writing great prompts, photos and characters, and coloring books for classrooms.',
  eyebrow: 'Training Center',
  heading: 'Learn to make pages kids love',
  intro:
    'Four short reading courses, from your very first page to a full classroom coloring book. Each lesson takes a few minutes.',
  coursesHeading: 'Courses',
  completed: 'Completed',
  coursePrefix: (id: number) => `Course ${id}: `,
  lessonsHeading: 'Lessons',
  readingTime: ', reading time ',
  review: 'Review course',
  start: 'Start course',
  helpHeading: 'Need a hand?',
  helpText:
    'If something in a course does not match what you see, or you have a question we have not covered, our support team is happy to help.',
  helpButton: 'Contact Support',
} as const;

/** Words of /training/module/:moduleId around a course (spec content §2 "Training module"). */
export const TRAINING_MODULE_PAGE = {
  notFoundTitle: 'Module Not Found',
  notFoundDescription: 'This training module does not exist. Browse all Inkling training courses.',
  notFoundText: 'We could not find that training module. It may have moved, or the link may be mistyped.',
  back: 'Back to Training',
  metaTitle: (title: string) => `${title} · Training`,
  course: (id: number) => `Course ${id}`,
  introduction: 'Introduction',
  sectionPrefix: (n: number) => `Section ${n}: `,
  keyTips: 'Key tips',
  conclusion: 'Conclusion',
  startCreating: 'Start Creating',
} as const;
