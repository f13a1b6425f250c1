/**
 * Personal-information check for public text (community comments, issue 10): children's
 * privacy means no way to find or reach a child is published. COPPA's list of "personal
 * information" (16 CFR §312.2: e-mail and other online contact information, telephone
 * number, physical address including street name) and the Children's Code's data
 * minimisation guided the kinds below; the patterns themselves are Inkling's own, measured
 * in personal-information.test.ts (≥ 40 refused, ≥ 40 ordinary comments accepted).
 */

/** What kind of personal information a text holds (keys of contracts COMMENT_REFUSALS). */
export type PersonalInformationKind = 'email' | 'phone' | 'address' | 'url' | 'handle' | 'contact';

/** The first personal information found: its kind and the matched text (for logs and tests). */
export interface PersonalInformationFinding {
  kind: PersonalInformationKind;
  match: string;
}

import { unicodeFold } from './normalize';

/** Top-level domains people type in comments; `example.com`, `my-site.org`, `x.co.uk`. */
const TLDS =
  'com|net|org|edu|gov|io|co|uk|de|fr|es|it|nl|be|ch|at|se|no|dk|fi|pl|pt|ie|ca|us|au|nz|in|jp|br|mx|ru|me|tv|ly|gg|app|dev|xyz|info|biz|online|site|shop|store|blog|link|club|page|live|art|fun';

const EMAIL = /[\p{L}\p{N}._%+-]+\s*@\s*[\p{L}\p{N}-]+(?:\s*\.\s*[\p{L}\p{N}-]+)+/u;
/** "mia@gmail" without its ending: the big mail providers by name (issue 27 finding 4). */
const EMAIL_PROVIDER =
  /[\p{L}\p{N}._%+-]+\s*@\s*(?:gmail|googlemail|yahoo|hotmail|outlook|live|msn|icloud|me|aol|gmx|web|proton(?:mail)?|yandex|mail|qq|163)\b/iu;
/**
 * Link shorteners, link-in-bio pages and chat invitations, whatever their ending (issue 27
 * finding 4: `linktr.ee/mia_draws` passed, since .ee is no common ending).
 */
const LINK_HOSTS =
  /\b(?:linktr\.ee|lnk\.bio|bio\.link|beacons\.ai|carrd\.co|tap\.bio|solo\.to|linkin\.bio|allmylinks|msha\.ke|campsite\.bio|bit\.ly|tinyurl|t\.co|goo\.gl|is\.gd|ow\.ly|buff\.ly|rb\.gy|cutt\.ly|shorturl\.at|t\.me|wa\.me|discord\.gg|youtu\.be)\b/i;
/** "insta: mia_draws2015", "snap - mia2015": an app's name, then a user name (issue 27 finding 4). */
const APP_HANDLE =
  /\b(?:insta(?:gram)?|ig|snap(?:chat)?|tik\s?tok|tt|discord|kik|twitter|yt|youtube|roblox|fortnite|psn|xbox|steam|telegram|whatsapp|twitch|pinterest|threads)\s*[:=-]\s*[\p{L}\p{N}_.]{3,}/iu;
/** A user name as apps make them: letters and digits joined by `_` ("mia_draws2015"). */
const UNDERSCORE_HANDLE = /(?:^|[\s(,;:!?"'])[\p{L}\p{N}]+_[\p{L}\p{N}_]*[\p{L}\p{N}](?=$|[\s),;:!?"'.])/u;
/** "mia at gmail dot com", "mia (at) mail [dot] org". */
const SPELLED_EMAIL = new RegExp(
  String.raw`\b[\p{L}\p{N}._-]+\s*(?:\(at\)|\[at\]|\{at\}|\sat\s)\s*[\p{L}\p{N}-]+\s*(?:\.|\(dot\)|\[dot\]|\sdot\s)\s*(?:${TLDS})\b`,
  'iu',
);
const URL_SCHEME = /\b(?:https?:\/\/|www\s*\.)\S+/i;
/** "mia-draws.com", "shop.example.co.uk/page" — no spaces, so "fun. It was" is a sentence. */
const DOMAIN = new RegExp(String.raw`\b[\p{L}\p{N}][\p{L}\p{N}-]*\.(?:${TLDS})\b(?:\/\S*)?`, 'iu');
const SPELLED_DOMAIN = new RegExp(String.raw`\b[\p{L}\p{N}-]+\s+dot\s+(?:${TLDS})\b`, 'iu');
/** "@mia_draws" at a word start (an e-mail address is caught before this). */
const HANDLE = /(?:^|[\s(,;:!?"'])@[\p{L}\p{N}_.]{2,}/u;
/** Invitations to get in touch, which ask a stranger to reach a child. */
const CONTACT = new RegExp(
  [
    String.raw`\b(?:message|msg|dm|pm|text|email|e-mail|contact|snap|whatsapp|telegram)\s+(?:me|us)\b`,
    String.raw`\b(?:follow|add|find|call|ring|phone|reach|meet)\s+(?:me|us)\s+(?:on|at)\b`,
    String.raw`\b(?:my|our)\s+(?:insta|instagram|ig|tiktok|tik\s?tok|snap(?:chat)?|youtube(?:\s+channel)?|twitter|facebook|fb|discord|whatsapp|telegram|roblox|minecraft|fortnite|xbox|psn|steam|kik|skype|number|phone|cell|mobile|e-?mail|address|username|user\s?name|gamertag)\s*(?:is\b|=|:)`,
    String.raw`\b(?:on|at)\s+(?:insta|instagram|tiktok|snapchat|discord|whatsapp|telegram|kik)\b`,
  ].join('|'),
  'i',
);

/** Street words, each also with a capital first letter ("Street", "street", "St"). */
const STREET_SUFFIX =
  'street|st|avenue|ave|road|rd|lane|ln|drive|dr|court|ct|boulevard|blvd|way|place|pl|terrace|crescent|close|circle|cir|highway|hwy|parkway|pkwy|square|sq|trail|strasse|straße|calle|rue|avenida|via'
    .split('|')
    .map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${w.slice(1)}`)
    .join('|');
/** "221B Baker Street", "42 Elm St", "12 Rue de la Paix" (capitalised name words). */
const STREET_CAPITALISED = new RegExp(
  String.raw`\b\d{1,5}[A-Za-z]?,?\s+(?:(?:de|la|le|del|von|the|of)\s+)?(?:[A-Z][\p{L}'’-]+\s+){1,3}(?:${STREET_SUFFIX})\b\.?`,
  'u',
);
/** "12 maple street" typed in lower case: a full street word and no small words between. */
/** "7 Rue de la Paix", "12 Calle del Sol": the street word first, then the name. */
const STREET_ROMANCE =
  /\b\d{1,5},?\s+(?:[Rr]ue|[Cc]alle|[Aa]venida|[Vv]ia|[Pp]laza|[Pp]lace)\s+(?:(?:de|del|de la|la|le|des|du|di|della)\s+)*[A-Z][\p{L}'’-]+/u;
const STREET_LOWER =
  /\b\d{1,5}[a-z]?\s+(?!(?:the|a|an|on|in|at|of|to|and|with|for|my|our|big|little|old)\s)[a-z'’-]+(?:\s+(?!(?:the|a|an|on|in|at|of|to|and|with|for)\s)[a-z'’-]+)?\s+(?:street|avenue|road|lane|drive|boulevard|terrace|crescent)\b/iu;
/** German, Dutch and Scandinavian streets, the number after the name: "Hauptstraße 12". */
const STREET_NUMBER_AFTER =
  /\b[\p{L}-]*(?:straße|strasse|str\.|weg|gasse|allee|platz|ring|damm|ufer|laan|straat|gracht|gatan|gade|vej|veien)\s+\d{1,4}[a-z]?\b/iu;
/** "Maple street number 12", "on Maple Road no. 5": the number named after the street. */
const STREET_THEN_NUMBER =
  /\b(?:street|st|road|rd|lane|avenue|ave|drive|way|court|place|crescent|close)\s+(?:number|no\.?|nr\.?|num\.?|#)\s*\d/i;
const ADDRESS_PHRASE =
  /\b(?:i|we)\s+live\s+(?:at|on|in)\s+(?:\d|[p{L}'’-]+\s+(?:street|road|lane|avenue|drive)\b)|\b(?:my|our)\s+(?:home\s+|house\s+)?address\b|\bp\.?\s?o\.?\s+box\s+\d|\b(?:apt|apartment|flat|suite)\s*#?\s*\d+[a-z]?\b/i;
/** UK postcode ("SW1A 1AA") and a US state + ZIP ("CA 94103"), both case-sensitive. */
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\b/;

/** A run of digits and phone separators that could be a number: "+1 (555) 123-4567". */
const DIGIT_RUN = /\+?\(?\d[\d\s().-]*\d/g;
/** Dates and times are not phone numbers: 2026-11-24, 24.11.2026, 11/24/26. */
const DATE_LIKE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/;

const DIGIT_WORDS: Record<string, number> = {
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};

/** Words people put between the groups of a spoken number. */
const PHONE_FILLERS = new Set(['then', 'and', 'dash', 'hyphen', 'space', 'after', 'that']);

/**
 * A phone number: 7–15 digits in at most 5 groups, every group after the first at least two
 * digits long (so "1 2 3 4 5 6 7", a count, is not one), and not a date. Also seven or more
 * digit words in a row ("five five five one two…") unless they simply count up.
 */
function findPhone(text: string): string | null {
  for (const m of text.matchAll(DIGIT_RUN)) {
    const candidate = m[0].trim();
    if (DATE_LIKE.test(candidate)) continue;
    const groups = candidate.split(/[\s().-]+/).filter((g) => g.replace(/\D/g, '') !== '');
    const digits = groups.join('').replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15 || groups.length > 5) continue;
    if (groups.slice(1).some((g) => g.replace(/\D/g, '').length < 2)) continue;
    return candidate;
  }
  const words = text.toLowerCase().match(/[a-z]+|\d+/g) ?? [];
  let run: number[] = [];
  for (const w of words) {
    const d = DIGIT_WORDS[w] ?? (/^\d$/.test(w) ? Number(w) : undefined);
    if (d === undefined) {
      // "five five five then one two three": small words between groups do not end a number.
      if (!PHONE_FILLERS.has(w)) run = [];
      continue;
    }
    run.push(d);
    const counting = run.every((v, i) => i === 0 || v === (run[i - 1] ?? 0) + 1);
    if (run.length >= 7 && !counting) return run.join('');
  }
  return null;
}

/** Digit words glued together ("fivefivefive"), split so the phone check reads them. */
const GLUED_DIGIT_WORDS = /(?:zero|one|two|three|four|five|six|seven|eight|nine){2,}/gi;

/** A decimal digit of any script (Unicode Nd: Arabic-Indic ٥, Devanagari ५…) as ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (d) => {
    const cp = d.codePointAt(0)!;
    if (cp <= 0x39) return d;
    // Nd digits come in runs of ten from their zero; find the run's start.
    let start = cp;
    while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
    return String((cp - start) % 10);
  });
}

/**
 * The spellings a text is searched in (issue 27 finding 4): as typed (NFKC, invisible
 * characters dropped); then folded — lower case, look-alike letters of other scripts mapped to
 * Latin (normalize.ts `unicodeFold`, decancer over Unicode's confusables.txt), digits of every
 * script as 0–9, full-width and ideographic stops as ".", "[at]", "(dot)", "[.]" and the
 * Russian "собака"/"точка" (and "ат"/"дот") as "@" and ".", glued digit words split; and that folded text
 * with letters spaced one by one joined again ("m i a @ g m a i l . c o m").
 */
function spellings(text: string): string[] {
  const typed = asciiDigits(text.normalize('NFKC').replace(/\p{Default_Ignorable_Code_Point}/gu, ''));
  // Russian spellings of "@" and "." (собака, точка) and the transliterations "ат"/"дот",
  // read before the look-alike fold turns their letters into something else.
  const spelled = typed
    .replace(/(?<!\p{L})(?:собака|ат)(?!\p{L})/giu, ' @ ')
    .replace(/(?<!\p{L})(?:точка|дот)(?!\p{L})/giu, ' . ');
  const folded = asciiDigits(unicodeFold(spelled))
    .replace(/[。｡．]/g, '.')
    .replace(/[[({<]\s*(?:at|@)\s*[\])}>]/gu, '@')
    .replace(/[[({<]\s*(?:dot|\.)\s*[\])}>]/gu, '.')
    .replace(GLUED_DIGIT_WORDS, (glued) =>
      glued.replace(/(zero|one|two|three|four|five|six|seven|eight|nine)/gi, ' $1 '),
    );
  // Letters (and @ .) spaced one by one, never digits: "1 2 3 4 5 6 7" is counting.
  const joined = folded.replace(
    /(?:^|\s)(?:[\p{L}@.]\s){2,}[\p{L}@.](?=\s|$)/gu,
    (run) => ` ${run.replace(/\s/g, '')}`,
  );
  return [...new Set([typed, folded, joined])];
}

/**
 * Finds personal information in a public text: e-mail addresses (also "at … dot com" and
 * "name@gmail"), phone numbers (digits of any script or digit words), street addresses,
 * postcodes and "I live at …", web addresses and domains, link shorteners and link-in-bio
 * pages, @handles and app user names ("insta: mia_draws2015"), and invitations to make contact
 * ("add me on …", "my insta is …"). Each spelling of `spellings` is searched (Unicode
 * look-alikes, spaced letters, bracket and full-width tricks).
 * @param text any length and any Unicode.
 * @returns the first finding (e-mail before @handle and URL), or null. Never throws.
 */
export function findPersonalInformation(text: string): PersonalInformationFinding | null {
  const checks: [PersonalInformationKind, (s: string) => string | null | undefined][] = [
    ['email', (s) => EMAIL.exec(s)?.[0] ?? SPELLED_EMAIL.exec(s)?.[0] ?? EMAIL_PROVIDER.exec(s)?.[0]],
    [
      'url',
      (s) =>
        URL_SCHEME.exec(s)?.[0] ??
        LINK_HOSTS.exec(s)?.[0] ??
        DOMAIN.exec(s)?.[0] ??
        SPELLED_DOMAIN.exec(s)?.[0],
    ],
    ['phone', findPhone],
    [
      'address',
      (s) =>
        STREET_CAPITALISED.exec(s)?.[0] ??
        STREET_ROMANCE.exec(s)?.[0] ??
        STREET_LOWER.exec(s)?.[0] ??
        STREET_NUMBER_AFTER.exec(s)?.[0] ??
        STREET_THEN_NUMBER.exec(s)?.[0] ??
        ADDRESS_PHRASE.exec(s)?.[0] ??
        POSTCODE.exec(s)?.[0],
    ],
    ['contact', (s) => CONTACT.exec(s)?.[0]],
    [
      'handle',
      (s) => HANDLE.exec(s)?.[0]?.trim() ?? APP_HANDLE.exec(s)?.[0] ?? UNDERSCORE_HANDLE.exec(s)?.[0]?.trim(),
    ],
  ];
  const variants = spellings(text);
  for (const [kind, find] of checks) {
    for (const variant of variants) {
      const match = find(variant);
      if (match) return { kind, match };
    }
  }
  return null;
}
