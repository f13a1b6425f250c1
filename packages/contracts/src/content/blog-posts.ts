import {
  DAILY_FREE_CREDITS,
  DAILY_REFUND_LIMIT,
  SIGNUP_CREDITS,
  UPLOAD_MAX_BYTES,
} from '@inkling/contracts/limits';
import { CREDIT_PACKS, formatPrice } from '@inkling/contracts/pricing';

/**
 * The blog's articles (spec content §2 "Blog list", §3 blog_posts), written for parents
 * and teachers. Every statement about Inkling describes what the app does today (README,
 * /features, contracts/content/guides.ts); numbers that are business rules are quoted from
 * the contracts so the posts stay in step when a rule changes. Each post also names the
 * idea the offline sketchbook engine draws for its picture (scripts/build-blog-images.ts).
 */
export interface BlogSeedPost {
  title: string;
  excerpt: string;
  category: 'Tips' | 'Education' | 'Activities' | 'Guides' | 'Product';
  /** A role, never an invented person (spec content §1: names omitted). */
  author: string;
  /** Publication day, YYYY-MM-DD; all distinct. */
  date: string;
  /** The idea the engine draws for the post's image; chosen so every word is drawn. */
  image: { prompt: string; seed: number };
  paragraphs: readonly string[];
}

const megabytes = UPLOAD_MAX_BYTES / (1024 * 1024);
const packs = CREDIT_PACKS.map(
  (pack) => `${pack.credits} credits for ${formatPrice(pack.priceCents)} (${pack.label})`,
).join(', ');

const writingPrompts: BlogSeedPost = {
  title: 'How to Write a Prompt That Makes a Great Coloring Page',
  excerpt:
    'One subject, one action, one place: a simple recipe for ideas that turn into clear, joyful pages, with examples you can copy tonight.',
  category: 'Guides',
  author: 'Inkling Team',
  date: '2025-01-21',
  image: { prompt: 'a dinosaur eating ice cream on the moon', seed: 1 },
  paragraphs: [
    'The words you type are the only brief Inkling gets, so a few good words go a long way. After watching thousands of pages being made at kitchen tables and in classrooms, we have found that the best ideas follow a simple recipe: one subject, one action, one place. Everything else is a bonus.',
    'Start with the subject, the thing your eye should land on first. "A dinosaur", "a koala", "a fire truck", "a teacher". Put it at the very beginning of the idea. A page with one clear hero is easier to color than a page where five things compete for attention, and children find it easier to tell a story about it afterwards.',
    'Next, give the subject something to do. Actions make pages feel alive: eating, reading, flying, jumping, sleeping, painting. "A dinosaur eating ice cream" is already more fun than "a dinosaur". Then add a place. Settings fill the background with shapes to color and give the page a mood: "a dinosaur eating ice cream on the moon" puts stars and planets around it without you having to list them.',
    'That is the whole recipe. Some ideas that work beautifully with Inkling: "a dragon flying over a castle", "a teacher reading a book to children", "a house in the rain with a rainbow", "a birthday cake with balloons and presents", "a child reading a book under a tree". Try one of them, then swap one part. Change the dragon for an owl, or the castle for a lighthouse, and you have a new page.',
    'A few things help less than you might think. Colors do not help, because every page is black lines on white paper and the coloring is the child\'s job. Words like "realistic", "3D" or "photo" do not help either. Very specific words, such as a rare dog breed or a particular car model, may be unfamiliar to the drawing engine; a common word like "dog" or "car" gives a better result, and the child can add the details with crayons.',
    'Keep extras to two or three. "A puppy chasing a ball in a garden with butterflies" is lively; the same idea with ten extras becomes crowded, and crowded pages are frustrating for small hands. If a page feels busy, the fix is usually fewer words, not more.',
    `Match the detail to the child, too. In the page options of the prompt box you can choose who the page is made for: Toddlers (2–4) get thick outlines and a few big shapes, Kids (5–8) is the everyday default, and Big kids (9–12) get finer lines and more to discover. Words like "simple" and "big shapes" calm a page down; "detailed" and "pattern" make it richer.`,
    'Finally, use Retry. A retry draws a new variation of the same idea and costs nothing, so make two or three versions and let your child pick the winner. Choosing is part of the fun, and it teaches a lovely lesson: the first try is a starting point, not a verdict. If three retries all miss, change the idea itself, send it as a new message in the project chat, and keep going.',
    'Writing ideas together is also a sneaky language lesson. Younger children practise naming things and actions; older ones discover that "under", "behind" and "next to" change the picture. Ask "Where is it? What is it doing? Who is its friend?" and let the page answer.',
  ],
};

const fineMotor: BlogSeedPost = {
  title: 'Coloring and Fine Motor Skills: What to Expect at Every Age',
  excerpt:
    'From fist-gripped scribbles to careful shading: how coloring grows with your child, what each stage looks like, and how to pick the right page for small hands.',
  category: 'Education',
  author: 'Inkling Team',
  date: '2025-03-11',
  image: { prompt: 'crayons and pencils', seed: 2 },
  paragraphs: [
    'Coloring looks like a quiet pastime, but for a young child it is a workout. Holding a crayon, steering it towards a line and stopping before it runs off the edge uses the small muscles of the hand and wrist, the eyes and the thinking part of the brain all at once. These are the same skills children later need for writing, cutting with scissors, doing up buttons and eating with a fork.',
    'Every child develops at their own pace, so treat the stages below as a rough map rather than a timetable. What matters is the direction of travel, not the date on the calendar.',
    'Around one to two years, most children hold a crayon in their whole fist, often with the thumb pointing up, and move it from the shoulder. The result is joyful scribbling. At this stage the point is the movement and the discovery that a hand can leave a mark. Big sheets of paper, chunky crayons and lots of praise are all you need. Lines and shapes come later.',
    'Between about two and four, the grip usually moves down towards the fingers, and movements start to come from the elbow and wrist instead of the whole arm. Children begin to copy simple strokes: a line down, a line across, and later a circle. This is the age for pages with thick outlines and a few large shapes. Inkling\'s Toddlers (2–4) option draws exactly that: bold lines and big areas that a crayon can fill without constant "going over the line".',
    'Between about four and six, many children settle into a grip using the thumb and two or three fingers, and start to move the pencil with the fingers themselves. Colors begin to stay inside lines more often, shapes become recognisable and children get picky about which color goes where. The Kids (5–8) pages suit this stage: enough detail to be interesting, with areas that are still generous.',
    'From about seven onwards, control becomes finer. Children enjoy small spaces, patterns and shading, and they will happily spend half an hour on one page. The Big kids (9–12) option draws thinner lines and more small regions to fill, which is just right for a patient colorer.',
    'A few tricks help at every age. Short, broken crayons are a gift in disguise: there is no room for a fist, so little fingers naturally pinch them. Taping a page to a wall, a window or an easel gets children working on a vertical surface, which strengthens the shoulder and wrist and encourages a good wrist position. Offer crayons, colored pencils and markers in turn: each asks for a different pressure.',
    'Resist the urge to correct every stray line. Praise effort and choices ("You picked such a bright color for the sun!") rather than neatness. Confidence is what keeps a child coming back to the table, and time at the table is what builds skill.',
    "If you have questions about your child's grip or hand skills, your pediatrician or an occupational therapist is the right person to ask. Meanwhile, keep the pages coming: a page that matches where your child is today is the most encouraging page there is.",
  ],
};

const printing: BlogSeedPost = {
  title: 'Printing Coloring Pages at Home: Paper, Page Size and Ink-Saving Tips',
  excerpt:
    'Letter or A4, copier paper or card stock, "Fit to page" or 100%: everything you need for crisp pages that do not bleed, smudge or empty your cartridges.',
  category: 'Tips',
  author: 'Co-founder & CTO',
  date: '2025-05-06',
  image: { prompt: 'a printer with paper', seed: 1 },
  paragraphs: [
    'A coloring page only becomes real when it comes out of the printer. The good news is that line art is about the easiest thing a home printer can print: it is pure black lines on white, with no photos and no large dark areas. A few settings make the difference between a crisp page and a frustrating one.',
    'Start with the paper size, because it is the most common source of trouble. In North America the standard sheet is US Letter (8.5 by 11 inches); almost everywhere else it is A4 (210 by 297 millimetres), which is slightly narrower and taller. Inkling can draw for either. Open the page options in the prompt box before you create a page and choose US Letter, A4 or Square under Paper. Every page is made at 300 dots per inch, so a Letter page is 2550 by 3300 pixels and an A4 page 2480 by 3508.',
    'In the print dialog, choose the same paper size as the sheets in your printer, portrait orientation, and either "Fit to page" or a scale of 100%. Turn off "Headers and footers" if your browser offers it, or you will get a web address printed across the top of your artwork. If a page ever comes out across two sheets or with a chunk missing, the paper size or the scale is almost always the culprit.',
    'For paper, ordinary copier paper is perfect for crayons and colored pencils. Markers are a different story: water-based markers can soak through thin paper and bleed into the table. For marker fans, use a heavier paper, or card stock if your printer takes it. Card stock usually needs the rear or manual feed tray and the "Thick paper" or "Card stock" setting, so check your printer\'s manual before feeding it a pack.',
    'If you plan to paint, card stock is a must, and watercolor or poster paint will still curl thinner sheets. A neat trick is to print on copier paper, then glue the page onto a cereal-box panel before painting.',
    'Inkjet printers and laser printers behave a little differently. Laser toner is fused into the paper and will not smudge. Inkjet ink can stay damp for a moment, and water-based markers can make fresh lines run, so let inkjet pages dry for a minute before handing them over.',
    'Coloring pages are kind to your ink, but you can save even more. Choose "Black and white" or "Grayscale" so the printer does not mix colored inks to make black, and try "Draft" or "Economy" quality: line art stays sharp even at the lowest setting. If lines look grey or broken, switch back to normal quality or check the ink level.',
    'Printing for a class or a party? Print one page and photocopy it: black-and-white line art copies beautifully. For a whole set, print each page of the project with the copies setting in your print dialog. And if a page ever comes out clearly wrong, you can report it in Inkling to get its credit back, so experimenting with a new idea costs you very little.',
  ],
};

const rainyDay: BlogSeedPost = {
  title: 'Rainy-Day Coloring Activities the Whole Family Can Enjoy',
  excerpt:
    'Stuck indoors? Eight coloring games for mixed ages, from a family mural to a coloring treasure hunt, that need little more than a printer and a box of crayons.',
  category: 'Activities',
  author: 'Co-founder & CEO',
  date: '2025-07-15',
  image: { prompt: 'a house in the rain with a rainbow', seed: 2 },
  paragraphs: [
    'Inkling started on a rainy Saturday, when we ran out of coloring pages and could not find the dinosaur astronaut the kids were asking for. Rainy days are still our favourite test. Here are the activities that have saved our weekends, all of them easy to set up and good for a mix of ages.',
    'The family mural. Make four to six pages that belong together, such as "a castle", "a dragon flying over a castle", "a knight on a horse" and "a village with a bridge", and tape them edge to edge on a wall or a large table. Everyone colors their own panel, and at the end you have one big picture. Mixed ages work well: little ones take the big castle, older ones the detailed village.',
    'The story chain. One person names a character, the next says what it does, the next where it happens. Type the idea as it grows, make the page and color it together. Then ask "What happened next?" and make the next page in the same project. By lunchtime you have a short story, and with "Download as PDF" it becomes a little book to keep.',
    'The coloring treasure hunt. Print a few pages and hide them around the house with a clue on the back of each one. Each page, once found, must be colored before the next clue is read. It mixes running around with sitting still, which is exactly what a cooped-up child needs.',
    'Swap and finish. Everyone colors half a page, then swaps with a neighbour who finishes it. It is a gentle lesson in sharing and a lot of giggling when the purple sky meets an orange one.',
    'The weather report. Make a page of the weather outside, such as "a house in the rain with a rainbow", and one of the weather everybody wishes for. Younger children can talk about what they see; older ones can write a short forecast under the picture.',
    'Color-by-rule. Pick a simple rule before you start: only three colors, or only warm colors, or every animal a color it never is in real life. Rules turn coloring into a puzzle and tend to pull older children back in when they say coloring is "for babies".',
    'The rainy-day list. Keep a list of ideas on the fridge and add to it whenever a child says "I wish I had a picture of…". Next time the clouds roll in, you already have a dozen ideas waiting. Your daily free credits (' +
      `${DAILY_FREE_CREDITS} every day, on top of the ${SIGNUP_CREDITS} you get at sign-up) cover a good rainy afternoon, and retries are free.`,
    'Whatever you choose, end with a gallery: a line of string and some clothes pegs turns a hallway into an exhibition, and a proud young artist will happily give you a guided tour.',
  ],
};

const classroom: BlogSeedPost = {
  title: 'Coloring in the Classroom: Themed Units, Calm Corners and Early Finishers',
  excerpt:
    "Practical ways teachers use custom coloring pages: pages that match this week's topic, a calm corner that actually calms, and meaningful work for early finishers.",
  category: 'Education',
  author: 'Inkling Team',
  date: '2025-09-02',
  image: { prompt: 'a teacher reading a book to children', seed: 2 },
  paragraphs: [
    'Teachers were among our very first users, and they keep showing us uses for coloring pages that we never imagined. This post collects the ideas we hear most often, so you can try them in your own classroom.',
    'Match the page to the topic. A coloring page can introduce a topic, consolidate it or simply give hands something to do while ears listen. Studying the life cycle of a butterfly? Make "a caterpillar on a leaf" and "a butterfly in a garden". Learning about space? "A rocket among the stars" and "an astronaut on the moon". Students can label parts of the picture as well as color them, which turns a calm activity into a quick check of vocabulary.',
    'Write first, draw second. Ask students to write one sentence describing a scene, using one subject, one action and one place. Type a few of the sentences into Inkling and hand back the pages. Children are delighted to color a picture that their own words created, and they quickly learn that precise sentences make better pictures. It is the most motivating lesson on adjectives and prepositions we know.',
    'Build a class book. During a class novel or a topic unit, make one page per chapter or per lesson in the same project. At the end of term, step through the project with the arrows and print a copy of every page for every child. Because a project keeps all its pages, you can prepare the next page in two minutes before the lesson.',
    'A calm corner that calms. Many classrooms have a quiet space for children who need a few minutes to settle. Keep a folder of simple, uncluttered pages there: one animal, big shapes, no busy background. Pages made for Toddlers (2–4) are ideal even for older children in this setting, because a page that can be finished in a few minutes gives a sense of completion rather than another task. We explain more about coloring as a calm-down tool in a separate post.',
    'Early finishers. A tray of pages linked to the current unit is a far better option for early finishers than "free time". Add a challenge card: color the page, then write three facts about it on the back, or invent a title for it.',
    'Practical notes. Every page is black line art, so it photocopies well: print one and copy a class set. Use the Big kids (9–12) option for older students who enjoy detail, and Kids (5–8) for the younger years. Pages you make are for personal and classroom use, so you may print them for your students and share them within your school; please do not sell them.',
    'Credits for a class. ' +
      `Every account gets ${DAILY_FREE_CREDITS} free credits a day, which covers a page or two for each lesson, and retries are always free. For busier weeks there are one-time credit packs that never expire and are not subscriptions: ${packs}.`,
    'We love hearing how Inkling is used in real classrooms. If you have an idea that works for your students, tell us through the Support page: the best ones may end up in a future post.',
  ],
};

const birthdayBook: BlogSeedPost = {
  title: 'Make a Personalised Coloring Book for Birthdays and Holidays',
  excerpt:
    'A step-by-step plan for a one-of-a-kind coloring book starring the birthday child, the family pet or the whole class, ready to print or to read on a tablet.',
  category: 'Activities',
  author: 'Co-founder & CEO',
  date: '2025-11-18',
  image: { prompt: 'a birthday cake with balloons and presents', seed: 1 },
  paragraphs: [
    'A coloring book made just for one child is one of the nicest small presents we know. It is cheap, it is personal, and it gets used rather than put on a shelf. With Inkling you can make one in an evening. Here is how we do it.',
    'Choose a theme and a star. The star can be the birthday child\'s favourite animal, a toy, the family dog or an invented hero. The theme can be their favourite things, a year in their life, or an adventure: "Pip the puppy goes to the seaside", for example. Write a list of eight to twelve scenes before you start. A list keeps the book moving and makes the evening much quicker.',
    'Make the first page and save the star. Create a project with the first scene, such as "a puppy with a party hat". When you have a version you love (retries are free, so make a few), choose "Save as Character" and give it a name. From then on, the star appears in the "Introduce character" menu of the prompt box.',
    'Add the story. For each scene on your list, introduce the character and describe the new scene: "Pip at the beach", "Pip in a hot-air balloon", "Pip blowing out candles". Every new page goes into the same project, and the same friend stars in every one. Use the arrows in the preview to read the story in order as you go, and send a new idea whenever the story needs another page.',
    'Personal touches make it special. If your child has drawn the star themselves, take a photo of the drawing and attach it to an idea: Inkling traces it into clean outlines. A page made from their own drawing is always the one they color first. For holidays, build the scenes around the season: a snowman with presents, a pumpkin patch, a picnic in the spring.',
    'Finish the book. When the pages are ready, print them in order: each one fills a sheet. Print double-sided if your printer can, or single-sided if your child likes to use markers. Add a cover page, staple the spine or punch holes and tie it with ribbon, and you have a book. Keep the downloaded pages in a folder and the book reprints in a minute for a cousin or a friend.',
    'For a party, make one simple page per guest with their name in the idea, such as "a rocket for Sam", and print them as place mats. Children who arrive early have something to do, and everybody goes home with a picture.',
    `A book of ten pages costs ten credits; with ${DAILY_FREE_CREDITS} free credits a day you can build it over a couple of evenings without spending anything. And if a page comes out clearly wrong, "Report this page" returns its credit (up to ${DAILY_REFUND_LIMIT} pages a day).`,
  ],
};

const calmDown: BlogSeedPost = {
  title: 'Coloring as a Calm-Down Tool: Simple Mindfulness for Kids',
  excerpt:
    'Why a few minutes with crayons can help a child settle after a big feeling, and how to set up a calm-down coloring routine that works at home and at school.',
  category: 'Tips',
  author: 'Inkling Team',
  date: '2026-02-10',
  image: { prompt: 'an owl reading a book', seed: 2 },
  paragraphs: [
    'Big feelings are part of growing up. A child who has just lost a game, said goodbye at the school gate or had one too many exciting hours at a party often cannot "just calm down" because an adult asks. What helps is something to do: a simple, repetitive activity that gives busy hands a job and a racing mind a single thing to focus on. Coloring is one of the easiest.',
    'Coloring works as a calm-down tool for a few practical reasons. It is predictable: there are lines, and the crayon goes between them. It is absorbing without being difficult, so attention moves away from the upset. And it is physical: the steady back-and-forth of a crayon slows the body down. Many teachers and parents use it for exactly this reason, and you do not need any special training to try.',
    'Choose the right page. For calming, less is more. Pick a page with one friendly subject, big shapes and a quiet background: a sleepy animal, a tree, a simple flower. Busy pages with many small parts can frustrate a child who is already overwhelmed. In Inkling, the Toddlers (2–4) option gives thick lines and large areas, and it suits calm-down pages for older children too. Words such as "simple", "sleepy" and "big shapes" help.',
    'Make it a routine, not a reward. Calm-down coloring works best when it is offered before a feeling gets too big, and when it is always the same. Keep a small folder of pages and a pot of crayons in one place, and introduce it at a calm moment: "When you feel wobbly, you can come here and color for a bit." Then it is a tool the child can choose rather than a punishment.',
    'Add a breath. While coloring, invite slow breathing with a simple picture. "Smell the flower" (a slow breath in through the nose) and "blow out the candle" (a long breath out through the mouth) work well for young children. Some children like to breathe in while coloring up and breathe out while coloring down.',
    'Talk afterwards, not during. Let the coloring be quiet. Once the child has settled, the page is a natural way to start a conversation: "You picked a lot of blue today. How are you feeling now?" Children often find it easier to talk while looking at something together than face to face.',
    'Keep it finishable. A page that can be completed in five or ten minutes gives a small feeling of success, which is part of the calming effect. It does not matter whether the colors stay in the lines.',
    "Coloring is a support, not a treatment. If your child's worries or outbursts feel frequent or hard to manage, talk to your pediatrician, your child's teacher or a counsellor. For everyday wobbles, a quiet corner, a good page and a few slow breaths can work wonders.",
  ],
};

const photoToPage: BlogSeedPost = {
  title: "Turn Your Child's Drawing or a Favourite Photo Into a Coloring Page",
  excerpt:
    'How to photograph a drawing, a pet or a toy so Inkling can trace it into clean outlines, plus the privacy habits we recommend before you upload anything.',
  category: 'Guides',
  author: 'Co-founder & CTO',
  date: '2026-05-12',
  image: { prompt: 'a dog with a ball in a garden', seed: 1 },
  paragraphs: [
    "Some of the most-loved pages made with Inkling do not start with words at all. They start with a picture: a child's crayon drawing, the family dog asleep on the sofa, a favourite teddy. Attach the picture to an idea and Inkling traces its main shapes into clean black outlines, ready to color again. Here is how to get great results.",
    `How it works. In the prompt box, press the attach button and choose an image. Inkling accepts JPEG, PNG and WebP pictures up to ${megabytes} MB. Add a few words about what is in the picture, such as "my dog with a ball", and send it. The picture becomes the page's line art, cleaned up so the lines are solid and the areas are closed for coloring.`,
    'Photographing a drawing. Lay the drawing flat on a table near a window in daylight and hold the phone straight above it, so the paper is a rectangle and not a slanted shape. Avoid your own shadow and the glare of a ceiling light. Dark, confident lines trace best: if the drawing is in faint pencil, ask the artist to go over the main lines with a dark marker or crayon first. Crop away the table so only the paper remains.',
    'Photographing pets, toys and places. One clear subject against a plain background gives the clearest outlines: a cat on a plain rug, a toy on a white table, a house photographed from across the street. Busy, dark or blurry photos produce busy, patchy lines. If the first result is too busy, try a photo taken closer, with less in the background.',
    'If your phone saves photos as HEIC (many iPhones do), convert them first: set Camera > Formats to "Most Compatible", or share the photo as a JPEG. Very large camera images may be over the size limit; choose a smaller size when you export or share them.',
    "Privacy first. Inkling re-encodes every uploaded picture and removes its hidden metadata, including the GPS location where it was taken, before it is stored. Your uploads and the pages made from them are private to your account. Still, we recommend that a grown-up chooses the photos. Pets, toys, buildings, landscapes and children's own drawings are great choices. Avoid photos that show other people's children, school names or uniforms, house numbers or anything else you would not stick on the fridge door for visitors to see.",
    'Make it a character. When a page made from a drawing or a pet comes out well, choose "Save as Character" and give it a name. You can then introduce it into brand-new scenes, such as "Biscuit at the beach" or "Biscuit in space", and build a whole story around your child\'s own creation.',
    'A drawing turned into a coloring page is a small act of respect: it tells a child that their picture was worth keeping and sharing. Put the original and the new page side by side on the fridge, and watch how proud they are.',
  ],
};

const savedCharacters: BlogSeedPost = {
  title: 'Meet Saved Characters: One Friend, a Whole Story',
  excerpt:
    'Save a page your child loves as a named character, then place the same friend into new scenes to build stories and coloring books around a favourite hero.',
  category: 'Product',
  author: 'Co-founder & CEO',
  date: '2026-08-25',
  image: { prompt: 'a dragon flying over a castle', seed: 1 },
  paragraphs: [
    'Children do not just want a dragon. They want their dragon: the one with the funny wings they colored green last Tuesday, the one that now has a name and a personality and a favourite food. Saved characters are how Inkling keeps that friend around.',
    'Saving a character takes a few seconds. Open a finished page in its project and choose "Save as Character". Give it a name, such as "Sparky the dragon", and optionally a short description. The character is stored in your account together with its picture, so it stays even if you later delete the project it came from.',
    'Using it again is just as quick. In the prompt box on the home page, open the "Introduce character" menu and pick Sparky. Then describe the new scene: "Sparky at the beach", "Sparky flying over a castle", "Sparky baking a birthday cake". Inkling places the same character into the new page, surrounded by whatever the idea asks for.',
    'Why it matters. Stories need a hero who stays the same while the world around them changes. With a saved character, a child can follow one friend through a whole adventure, page by page. It is a natural way to practise storytelling: what happens first, what happens next, how does it end? Teachers tell us that a class character who visits a new place every week is one of the most popular uses of Inkling in their rooms.',
    "Ideas to try. Make a family pet the star of a weekly coloring book. Turn a child's own drawing into a character (attach a photo of the drawing to an idea first) and send their creation on adventures. Create a class mascot and let each student decide where it goes next. Or make a bedtime series: one new page a night, colored the next morning.",
    'A few tips. Characters with a clear, simple shape carry over best into new scenes. Name them something short so they are easy to find in the menu. And keep the scene ideas simple too: the character is already the subject, so add one action and one place.',
    `Each new page with a character costs one credit, like any other page, and retries are free. With ${DAILY_FREE_CREDITS} free credits every day, a page a night is free forever.`,
    'We built saved characters because our own children kept asking for "the same one again". We hope your family enjoys them as much as ours does, and we would love to hear where your characters end up.',
  ],
};

const screensAndSafety: BlogSeedPost = {
  title: 'Screens, Safety and Paper: How We Think About Kids and Technology',
  excerpt:
    'Inkling is designed for a few minutes on a screen and a long time on paper. Here is how we keep it kid-safe, and some ideas for a healthy balance at home.',
  category: 'Product',
  author: 'Co-founder & CTO',
  date: '2026-11-03',
  image: { prompt: 'a child reading a book under a tree', seed: 2 },
  paragraphs: [
    'As parents, we worry about screens as much as anyone. So we built Inkling around a simple idea: a few minutes on a screen to make something, then as long as you like on paper with crayons, away from the device. This post explains what that means in practice and how we keep the screen part safe.',
    'Short screen moments by design. Making a page takes a sentence and somewhere between ten and thirty seconds of waiting. There is no endless feed to scroll and nothing that plays automatically. The natural end of every session is the print button. For us, a good session is measured in pages printed and colored, not in minutes spent in the app.',
    'Every idea is checked before anything is drawn. Inkling checks the words of each idea against kid-safety rules before drawing starts. Ideas about violence, frightening or gory scenes, adult themes, hateful language or drugs are gently turned away with a friendly suggestion to try something else, and they never cost a credit. The check is designed to leave everyday childhood topics alone: a knight with a shield, a pirate ship and a friendly monster are all fine.',
    'What comes out is simple on purpose. Every page is black outlines on white: no photographs, no shading, no text you did not ask for. Photos you upload are traced into outlines, re-encoded and stripped of hidden data such as their location before they are stored, and they stay private to your account.',
    'Grown-ups hold the account. Inkling accounts are for people aged 16 and over; children use Inkling with a parent, carer or teacher. Sign-in uses Google, so we never see your password, and credit packs are one-time purchases on a separate secure checkout page. There are no subscriptions, so a child cannot start a recurring charge.',
    'No automatic system is perfect. If a page is ever wrong or unsuitable, use "Report this page": you get the credit back, and the report helps us improve. If anything worries you, tell us through the Support page; we reply within 24 hours.',
    'Finding a balance at home. Health organisations generally advise keeping screen time for young children short and shared. The American Academy of Pediatrics, for example, suggests about an hour a day of high-quality content for children aged two to five, ideally watched together. Coloring pages fit neatly into that kind of routine: create together for five minutes, then put the device away.',
    "Some habits that help: make the page together rather than handing over the device, decide on the number of pages before you start, and keep the printer and the crayons in the same room so the move from screen to paper is quick. On busy days, make tomorrow's pages in the evening so the morning starts with paper, not a screen.",
    'Technology for children should leave them more creative, not less. When a child holds up a finished page and tells you the story behind it, the screen has done its job.',
  ],
};

/** Every seeded post, oldest first. */
export const BLOG_SEED_POSTS: readonly BlogSeedPost[] = [
  writingPrompts,
  fineMotor,
  printing,
  rainyDay,
  classroom,
  birthdayBook,
  calmDown,
  photoToPage,
  savedCharacters,
  screensAndSafety,
];
