import { DAILY_FREE_CREDITS, DAILY_REFUND_LIMIT, SIGNUP_CREDITS, UPLOAD_MAX_BYTES } from '../limits';
import { CREDIT_PACKS, formatPrice } from '../pricing';

/**
 * The five free guides offered on /documentation (spec content §2 "Documentation";
 * DESIGN decision 8: real PDF guides). The text lives here once so the web page and the
 * PDF generator render the same words. Every fact quoted here comes from the contracts
 * (limits, pricing) or the design decisions; keep them in step when a rule changes.
 */

export const GUIDE_SLUGS = [
  'getting-started',
  'creative-tips',
  'safety-guide',
  'parent-guide',
  'troubleshooting',
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

export interface GuideSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface Guide {
  slug: GuideSlug;
  title: string;
  /** One or two sentences for the documentation card and the PDF's first page. */
  summary: string;
  /** Who the guide is written for, e.g. "Parents and teachers". */
  audience: string;
  sections: readonly GuideSection[];
}

/** Public path of a guide's PDF, e.g. "/guides/getting-started.pdf". */
export function guidePdfPath(slug: GuideSlug): string {
  return `/guides/${slug}.pdf`;
}

const uploadMegabytes = UPLOAD_MAX_BYTES / (1024 * 1024);
const packSummary = CREDIT_PACKS.map(
  (pack) => `${pack.label}: ${pack.credits} credits for ${formatPrice(pack.priceCents)}`,
).join('; ');

const gettingStarted: Guide = {
  slug: 'getting-started',
  title: 'Getting Started with Inkling',
  summary:
    'Everything you need for your first coloring page: signing in, typing an idea, printing the page and keeping your work in projects.',
  audience: 'New parents, teachers and caregivers',
  sections: [
    {
      heading: 'What Inkling does',
      paragraphs: [
        'Inkling turns an idea into a printable black-and-white coloring page. You describe what you would like to color, such as "a friendly dinosaur reading a book under a tree", and in about 10 to 30 seconds Inkling draws a clean line-art page that is ready for crayons, markers or colored pencils.',
        'Every page is pure black lines on white paper, sized for a full letter sheet at 300 dots per inch, so it prints crisply on any home or school printer. Pages are kept in projects, so the pages of one idea stay together, in order, ready to print one after another.',
        'Inkling is made for families and classrooms. Every idea is checked for kid-safety before anything is drawn, and an idea that is turned away never costs a credit.',
      ],
    },
    {
      heading: 'Creating your account',
      paragraphs: [
        'You can type an idea on the home page without an account. When you press send, Inkling asks you to sign in. Sign-in uses your Google account, so there is no new password to remember. Choose "Continue with Google", pick the account you want to use and you will come straight back to Inkling.',
        `New accounts start with ${SIGNUP_CREDITS} free credits. On top of that you receive ${DAILY_FREE_CREDITS} free credits every day. The daily credits refresh at midnight New York time (00:00 America/New_York) and do not pile up: if you do not use them, tomorrow you simply get ${DAILY_FREE_CREDITS} again.`,
        'Accounts are for adults and teens aged 16 and over. Children are very welcome to use Inkling together with a parent, carer or teacher who owns the account.',
      ],
    },
    {
      heading: 'Making your first page',
      paragraphs: [
        'Click in the prompt box on the home page and describe your picture in a sentence. If you are not sure where to start, tap one of the suggestion chips, such as "Adorable puppy" or "Astronaut superhero". Press Enter or the send button to start drawing. Shift+Enter adds a new line if you want to write more.',
        'Inkling creates a project for your idea and opens its workspace straight away. While the page is being drawn you will see "Creating Your Masterpiece". When it is ready, the page appears in the preview on the right (or in the chat on a phone).',
        'A new page costs one credit. If Inkling cannot draw your idea, for example because the kid-safety check stopped it, you are not charged. If a page fails while drawing, its credit is returned automatically.',
      ],
    },
    {
      heading: 'Trying again for free',
      paragraphs: [
        'Not quite what you imagined? Use Retry on the page. A retry draws a new variation of the same idea and costs nothing, so you can try a few versions and keep the one your child likes best. Retries are free but paced, so if you retry very quickly you may be asked to wait a moment.',
        'To change the idea itself, type a new message in the project chat, such as "the same dinosaur, but on a skateboard". Each new idea in the chat becomes a new page in the same project and costs one credit.',
      ],
    },
    {
      heading: 'Downloading and printing',
      paragraphs: [
        'With a page on screen, choose Download to save it as a PNG image. The file is named after the first words of your idea, so "Adorable puppy" becomes Adorable-puppy.png. The image is 2550 by 3300 pixels, which is exactly a letter sheet (8.5 by 11 inches) at 300 dots per inch.',
        'Choose Print to send the page straight to your printer. Inkling lays it out to fit on one letter page. In your printer dialog, leave the scale at "100%" or "Fit to page" and turn off "Print headers and footers" for the cleanest result. Black-and-white or "draft" mode is fine, as the page contains only black lines.',
      ],
    },
    {
      heading: 'Projects and coloring books',
      paragraphs: [
        'Every idea you start from the home page becomes a project, listed under My Projects on the home page with its first page as a thumbnail. Open a project to add more pages in its chat. Use the arrows in the preview to move between pages, like turning the pages of a coloring book.',
        'When a project has the pages you want, download or print each one from the preview: every page is a full letter sheet, so printed one after another they make a coloring book. Deleting a project deletes all of its pages too, so download anything you want to keep first.',
      ],
    },
    {
      heading: 'Credits at a glance',
      paragraphs: [
        `One credit makes one new coloring page; retries are free. You start with ${SIGNUP_CREDITS} credits and get ${DAILY_FREE_CREDITS} free credits each day. If you need more, credit packs are one-time purchases that never expire and are not subscriptions: ${packSummary}.`,
        `If a finished page is clearly wrong or unusable, choose "Report this page" to get its credit back. You can do this once per page and up to ${DAILY_REFUND_LIMIT} times a day; the count resets at midnight New York time.`,
      ],
    },
    {
      heading: 'Where to go next',
      paragraphs: [
        'Read the Creative Tips guide to learn how to write ideas that turn into great pages, and the Parent Guide for ideas on using Inkling with children. The Training Center on the website has short reading lessons on each topic, and the Support page answers common questions and tells you how to reach us.',
      ],
    },
  ],
};

const creativeTips: Guide = {
  slug: 'creative-tips',
  title: 'Creative Tips for Great Coloring Pages',
  summary:
    'How to describe an idea so it becomes a clear, fun page to color: subjects, settings, detail levels, photos and saved characters.',
  audience: 'Anyone who wants better pages',
  sections: [
    {
      heading: 'Start with one clear subject',
      paragraphs: [
        'The best coloring pages have a hero: one main thing the eye goes to first. Name it at the start of your idea: "a sleepy koala", "a knight on a horse", "a rocket ship". Then add what it is doing and where it is: "a sleepy koala hugging a tree branch under the moon".',
        'Short, concrete words work better than long, abstract ones. "A happy cat" draws better than "the feeling of friendship". If you want to show a feeling, show it through something a child can see: "two friends sharing an umbrella in the rain".',
      ],
    },
    {
      heading: 'Build the scene in layers',
      paragraphs: [
        'A simple recipe that works well is subject + action + setting + one or two extras. For example: "a puppy (subject) chasing a ball (action) in a garden (setting) with butterflies and flowers (extras)".',
        'Each extra adds shapes to color, so choose them with the child in mind. Two or three extras make a lively page; ten extras make a crowded one. If a page looks busy, retry with fewer extras rather than more words.',
        'Settings that colorers love include: under the sea, outer space, a castle, a farm, a jungle, a city street, a birthday party, a snowy mountain and a kitchen full of food.',
      ],
    },
    {
      heading: 'Match the page to the child',
      paragraphs: [
        'Young children need big shapes with thick lines; older children enjoy more detail. Inkling draws for three age groups: Toddler (about 2 to 4 years) with thick outlines and few large shapes, Kids (about 5 to 8 years, the default) and Big Kids (about 9 to 12 years) with finer lines and more to discover.',
        'You can also steer the detail with words. "Simple", "big shapes" and "cute" tend to give calmer pages. "Detailed", "pattern" and "many" give richer pages for patient colorers and grown-ups.',
      ],
    },
    {
      heading: 'Words that help and words that do not',
      paragraphs: [
        'Helpful words name things you can draw: animals, vehicles, food, buildings, plants, weather, space and fantasy creatures. Actions such as flying, jumping, reading, eating and sleeping work well too.',
        'Colors do not help, because the page is black and white and the coloring is up to you. Words like "realistic", "photo" or "3D" do not help either. If part of your idea is missing from the page, the drawing engine may not know that word; try a simpler, more common word ("car" instead of a car model, "dog" instead of a rare breed).',
      ],
    },
    {
      heading: 'Using retries wisely',
      paragraphs: [
        'Retries are free, so use them. Every retry draws a fresh variation of the same idea with a different arrangement. Try two or three and let the child choose: choosing is part of the fun.',
        'If three retries all miss the mark, the idea itself needs a change. Rewrite it with one subject, one action and one place, then send it as a new message in the project chat.',
      ],
    },
    {
      heading: 'Turning photos into pages',
      paragraphs: [
        `You can attach a photo or a child's drawing to your idea with the attach button in the prompt box. JPEG, PNG and WebP images up to ${uploadMegabytes} MB are accepted. Inkling traces the main shapes into clean outlines you can color.`,
        'Photos with one clear subject against a plain background work best: a pet on the sofa, a toy on a table, a house from across the street. Busy, dark or blurry photos give busy, patchy outlines. A crayon drawing by a child, photographed flat in good light, makes a wonderful page to color again.',
        "Inkling re-encodes every uploaded photo and removes its hidden metadata, such as the location where it was taken. Even so, avoid photos that show faces of other people's children, house numbers, school names or anything else you would not put on a fridge door.",
      ],
    },
    {
      heading: 'Saved characters',
      paragraphs: [
        'When a page has a character your child loves, choose "Save as Character" and give it a name, such as "Sparky the dragon". Saved characters appear in the "Introduce character" menu of the prompt box.',
        'Pick a character and then describe the new scene: "Sparky flying over a castle", "Sparky at the beach". Inkling places the same character into the new page, which lets you build stories and whole books around a favourite friend.',
      ],
    },
    {
      heading: 'Twenty ideas to get you started',
      paragraphs: [
        'A turtle racing a snail on a garden path. A robot watering sunflowers. A whale wearing a party hat. A dragon baking cupcakes. An owl reading a bedtime story. A fire truck parked by a lighthouse. A unicorn in a field of daisies. A penguin family on an iceberg. An astronaut planting a flag on the moon. A pirate ship with a parrot on the mast.',
        'A treehouse with a rope ladder. A bear having a picnic. A hot-air balloon over the hills. A mermaid with a seahorse. A dinosaur eating ice cream on the moon. A hedgehog carrying an apple. A castle with a drawbridge. A monster truck jumping over puddles. A butterfly garden with a watering can. A snowman building a snowman.',
      ],
    },
  ],
};

const safetyGuide: Guide = {
  slug: 'safety-guide',
  title: 'Safety Guide',
  summary:
    'How Inkling keeps coloring kid-safe: the prompt check, safe photos, private projects and what you can do as a grown-up.',
  audience: 'Parents, teachers and school staff',
  sections: [
    {
      heading: 'Our approach to safety',
      paragraphs: [
        'Inkling is built for children, so safety is part of every step rather than an add-on. We check what goes in (ideas and photos), control what comes out (simple black-and-white line art) and keep every page private to your account.',
        'No automatic system is perfect. This guide explains what Inkling does for you, where its limits are and how adults can stay in the loop.',
      ],
    },
    {
      heading: 'Every idea is checked before drawing',
      paragraphs: [
        'Before Inkling draws anything, it checks the words of the idea against kid-safety rules. Ideas about violence, weapons used to hurt, frightening or gory content, adult themes, hateful language, drugs, or personal information are not drawn. Instead you see a friendly message suggesting a different idea.',
        'A blocked idea costs nothing: the credit is only spent when drawing actually starts. The check is designed to be gentle with everyday children\'s topics, so "a knight with a shield", "a pirate ship" or "a friendly monster" are fine.',
        'If you believe an innocent idea was blocked, please rephrase it (for example "a dragon guarding its treasure" instead of "a dragon attacking a village") and let us know through the Support page so we can improve the check.',
      ],
    },
    {
      heading: 'What the pages look like',
      paragraphs: [
        'Every page is black outlines on white paper: no photographs, no shading and no text beyond what you ask for. Pages made from a photo are traced into outlines, so the result is a drawing rather than a copy of the picture.',
        'If a page is ever wrong, unsuitable or simply poor, use "Report this page". You get the credit back, and the report helps us improve.',
      ],
    },
    {
      heading: 'Photos and privacy',
      paragraphs: [
        'Photos you upload are re-encoded and their hidden metadata, including GPS location, camera details and dates, is removed before they are stored. Uploaded photos and the pages made from them are private to your account, and Inkling never shows them to anyone else.',
        "We recommend that adults choose the photos. Good choices are pets, toys, buildings, landscapes and children's own drawings. Avoid photos of other people's children, school uniforms with names or logos, house numbers, car number plates and anything that reveals where a child lives or studies.",
      ],
    },
    {
      heading: 'Your pages stay private',
      paragraphs: [
        'The pages you make are yours alone: they live in your projects, which only your account can open, and no other family can see them. Uploaded photos stay private in the same way.',
        'Nothing you make is published unless you choose to. To show a page to grandparents or a class, use Share: it makes a private link to that one page, which you can stop at any time. Posting to the community gallery shows the page with your first name only, and a moderator checks every post before anyone else sees it.',
        'Teach children to keep names, ages, schools and towns out of the ideas they type: "a girl with a red kite" draws just as well as a full name does.',
      ],
    },
    {
      heading: 'Accounts belong to grown-ups',
      paragraphs: [
        'Inkling accounts are for people aged 16 and over. Children use Inkling with a parent, carer or teacher who owns the account and is present. We do not knowingly collect personal information from children under 16. If you believe a child under 16 has created an account, contact us and we will delete it.',
        'Sign-in uses Google, so Inkling never sees or stores your password. Sign out on shared computers, such as a classroom laptop, when you are finished.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        "Credit packs are paid through Stripe's secure checkout page. Inkling never sees or stores card numbers. Packs are one-time purchases with no subscription and no automatic renewals, so a child cannot start a recurring charge.",
        'Keep purchases in adult hands: the checkout is a separate page that asks for payment details every time.',
      ],
    },
    {
      heading: 'Talking with children about creating online',
      paragraphs: [
        'Coloring pages are a good, low-stakes way to talk about being safe online. Explain that a computer made the drawing from the words they chose, that good words make good pictures, and that we never share things like our full name, address or school with strangers.',
        'Praise careful choices, such as asking before uploading a photo or before sharing a page, just as you would praise careful coloring.',
      ],
    },
    {
      heading: 'Reporting a concern',
      paragraphs: [
        'If you see anything on Inkling that worries you, whether a page or a message, contact us through the Support page. We reply within 24 hours.',
      ],
    },
  ],
};

const parentGuide: Guide = {
  slug: 'parent-guide',
  title: 'Parent and Teacher Guide',
  summary:
    'Practical ways to use Inkling at home and in the classroom: creating together, building coloring books, managing credits and printing for a group.',
  audience: 'Parents, carers and teachers',
  sections: [
    {
      heading: 'Creating together',
      paragraphs: [
        'Inkling works best as a shared activity. Let the child describe the picture out loud while you type, or let older children type while you help with spelling. Ask questions that build the scene: "Where is the dragon? What is it doing? Who is its friend?"',
        'Turning words into a picture is a great language exercise. Younger children practise naming things and actions; older children practise adjectives, prepositions ("under", "behind", "next to") and sequencing.',
      ],
    },
    {
      heading: 'Choosing the right detail level',
      paragraphs: [
        'Pick the age group that matches the child: Toddler pages have thick outlines and a few big shapes that small hands can fill; Kids pages balance fun detail with room to color; Big Kids pages have finer lines and more to discover. When in doubt, start simpler: a finished simple page feels better than an abandoned busy one.',
      ],
    },
    {
      heading: 'Ideas for home',
      paragraphs: [
        'Make a weekly coloring book: one new page each day in the same project, then print the book at the weekend. Use saved characters to make the family pet or a favourite toy the star of every page.',
        "Turn a child's own drawing into a page: photograph the drawing, attach it to an idea and color the cleaned-up version together. Make pages for occasions: birthday party invitations to color, thank-you cards, holiday scenes and place mats for a family meal.",
        'Keep a rainy-day list of ideas on the fridge, so the next coloring session starts in seconds.',
      ],
    },
    {
      heading: 'Ideas for the classroom',
      paragraphs: [
        'Match pages to the topic you are teaching: "a volcano with a cross-section of layers", "the life cycle of a butterfly", "a Roman soldier next to a temple", "planets around the sun". Students can label parts of the page as well as color it.',
        'Use writing prompts in reverse: students write a sentence, you turn it into a page, and they color the scene their own sentence created. For reading lessons, make a page for each chapter of a class book and bind them into a coloring book at the end of term.',
        'Inkling is for personal and classroom use: you may print pages for your students and share them within your school. Please do not sell the pages.',
      ],
    },
    {
      heading: 'Building a coloring book',
      paragraphs: [
        'Each project can become a book. Start a project with the first idea, then add pages in the project chat. Keep the same characters by saving them and introducing them into each new page, and use the arrows in the preview to read the story in order.',
        'When the book is ready, print its pages in order and staple them, or keep the downloaded PNGs in one folder to print again later. The Training Center course "Coloring books for classrooms" walks through a full example.',
      ],
    },
    {
      heading: 'Printing for a group',
      paragraphs: [
        'Pages are letter-sized at 300 dots per inch and contain only black lines, so they photocopy well. For a class set, print one copy and photocopy it, or print the PDF of a whole book with your printer\'s "copies" setting.',
        "To save toner, choose draft or economy mode: line art stays crisp. For thicker paper such as card stock, check your printer's paper-type setting.",
      ],
    },
    {
      heading: 'Managing credits',
      paragraphs: [
        `Each new page costs one credit and retries are free. Every account gets ${SIGNUP_CREDITS} credits at sign-up and ${DAILY_FREE_CREDITS} free credits each day, which is plenty for a page or two at home every day.`,
        `For classrooms and busy families there are one-time credit packs that never expire: ${packSummary}. There is no subscription. A page that is clearly wrong can be reported with "Report this page" to get its credit back, up to ${DAILY_REFUND_LIMIT} times a day.`,
      ],
    },
    {
      heading: 'Sharing pages',
      paragraphs: [
        'Pages stay private in your projects until you share one. Share makes a link to just that page (with its idea), ready for e-mail, messages, Facebook, X or Pinterest; anyone with the link can see and print it, search engines do not list it, and "Stop sharing" turns it off. You can also download the page and send it or print it: a grandparent can color the same dinosaur as your child, and a class can each get the same page.',
        'To show a page to everyone, post it to the community gallery with an optional comment. A moderator reviews every post before it appears; only your first name is shown, and comments with e-mail addresses, phone numbers, addresses, links or social-media names are refused. Until it is approved, the page shows "Waiting for review" in your project, where you can also withdraw it.',
        'Pages are for personal and classroom use: print as many copies as your family or class needs.',
      ],
    },
    {
      heading: 'Screen time and balance',
      paragraphs: [
        'Inkling is designed for short screen moments and long paper moments: a few minutes to make the page, then as long as the child likes to color it away from the screen. Printing the page and putting the device away is part of the design.',
      ],
    },
  ],
};

const troubleshooting: Guide = {
  slug: 'troubleshooting',
  title: 'Troubleshooting',
  summary:
    'Fixes for the most common problems: sign-in, credits, pages that fail or look wrong, photo uploads, downloads and printing.',
  audience: 'Everyone',
  sections: [
    {
      heading: 'I cannot sign in',
      paragraphs: [
        'Inkling signs in with Google. If you do not reach the Google page, or come back from it without being signed in, reload Inkling and try again in a normal (not private) browser window with cookies allowed for this site. If you have several Google accounts, make sure you pick the one you used before, as each Google account has its own Inkling projects and credits.',
        'Inkling keeps you signed in with a secure cookie. If your browser blocks all cookies, sign-in cannot work; allow cookies for this site (see our Cookie Policy for the one cookie we use).',
      ],
    },
    {
      heading: 'My credits look wrong',
      paragraphs: [
        `Your balance has two parts: your credits (from sign-up, packs and refunds) and today's free credits. The ${DAILY_FREE_CREDITS} free daily credits refresh at midnight New York time and do not carry over to the next day, so yesterday's unused free credits are not added to today's.`,
        'After a purchase, your new credits usually appear within a few seconds of returning from the checkout page. If they have not appeared after a minute, reload the page. If they are still missing, contact support with the time of the purchase; we can check the payment and add them.',
      ],
    },
    {
      heading: 'My idea was not drawn',
      paragraphs: [
        'If Inkling shows a message instead of a page, the kid-safety check stopped the idea. Nothing was charged. Rephrase the idea in friendlier words and try again.',
        'If you see "Cannot complete the request." the drawing failed for a technical reason. Its credit is returned automatically. Wait a moment and send the idea again.',
      ],
    },
    {
      heading: 'The page is taking a long time',
      paragraphs: [
        'Most pages are ready in 10 to 30 seconds. At busy times it can take a little longer. You can leave the workspace open; the page appears as soon as it is ready. If nothing has happened after two minutes, reload the page: finished pages are saved in the project even if the screen did not update.',
      ],
    },
    {
      heading: 'The page does not look like my idea',
      paragraphs: [
        'Use Retry first: it is free and draws a new variation. If parts of the idea are missing, the drawing engine may not know a word; use a simpler, more common word. If the page is too busy, remove some extras from the idea; if it is too plain, add a setting or one or two extras.',
        `If a finished page is clearly broken or unusable, choose "Report this page" to get its credit back. Each page can be reported once, and you can report up to ${DAILY_REFUND_LIMIT} pages a day; the limit resets at midnight New York time. Failed pages are refunded automatically and do not count towards this limit.`,
      ],
    },
    {
      heading: 'My photo will not upload',
      paragraphs: [
        `Inkling accepts JPEG, PNG and WebP images up to ${uploadMegabytes} MB. iPhone HEIC photos need to be converted first: on the iPhone, set Camera > Formats to "Most Compatible", or share the photo as a JPEG. Very large images from modern cameras may be over the size limit; choose a smaller size when exporting or sharing.`,
        'If the upload works but the page looks messy, the photo is probably too busy or too dark. Try a photo with one clear subject, a plain background and good light.',
      ],
    },
    {
      heading: 'Downloading problems',
      paragraphs: [
        'On a computer, Download saves a PNG file to your Downloads folder. On a phone or tablet, the image may open in a new view: press and hold it and choose Save Image, or use the share button to save it to your photos or files.',
        'A full-size page is a 2550 × 3300 pixel PNG of about 50–100 KB, so it downloads in a moment; if nothing happens, check that your browser allows downloads from Inkling.',
      ],
    },
    {
      heading: 'Printing problems',
      paragraphs: [
        'If the page prints too small, too large or across two sheets, open the print dialog\'s settings and choose "Fit to page" or a scale of 100%, paper size Letter (or A4 if that is your paper), portrait orientation, and turn off headers and footers.',
        'If lines look grey or broken, your printer may be in a low-ink or toner-saving mode: check the ink level or choose normal quality. Because the page is pure black and white, "black and white" or "grayscale" mode gives the sharpest lines.',
      ],
    },
    {
      heading: 'Still stuck?',
      paragraphs: [
        'Visit the Support page for answers to common questions, or e-mail us. Tell us what you were doing, what you expected and what happened instead; a screenshot helps. We reply within 24 hours.',
      ],
    },
  ],
};

/** The five guides, in the order the documentation page lists them. */
export const GUIDES: readonly Guide[] = [
  gettingStarted,
  creativeTips,
  safetyGuide,
  parentGuide,
  troubleshooting,
];

/** The guide with the given slug, or undefined. */
export function findGuide(slug: string): Guide | undefined {
  return GUIDES.find((guide) => guide.slug === slug);
}

/** The words of /documentation around the guide cards (spec content §2 "Documentation"). */
export const DOCUMENTATION_PAGE = {
  title: 'Documentation',
  description:
    'Free printable PDF guides for Inkling: getting started, creative tips, safety, a guide for parents and teachers, and troubleshooting.',
  eyebrow: 'Documentation',
  heading: 'Free guides',
  intro:
    'Printable PDF guides for parents, teachers and anyone making coloring pages with Inkling. Read them on screen or print them for the staff room.',
  guidesHeading: 'Guides',
  audience: (audience: string) => `For: ${audience}`,
  open: 'Open PDF',
  openHint: (title: string) => `: ${title} (opens in a new tab)`,
  helpHeading: "Can't find what you need?",
  helpText: 'Our support page answers the most common questions, and our team replies to every e-mail.',
  helpAction: 'Visit Support',
} as const;
