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

/** Top-level domains people type in comments; `example.com`, `my-site.org`, `x.co.uk`. */
const TLDS =
  'com|net|org|edu|gov|io|co|uk|de|fr|es|it|nl|be|ch|at|se|no|dk|fi|pl|pt|ie|ca|us|au|nz|in|jp|br|mx|ru|me|tv|ly|gg|app|dev|xyz|info|biz|online|site|shop|store|blog|link|club|page|live|art|fun';

const EMAIL = /[\p{L}\p{N}._%+-]+\s*@\s*[\p{L}\p{N}-]+(?:\s*\.\s*[\p{L}\p{N}-]+)+/u;
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
const ADDRESS_PHRASE =
  /\b(?:i|we)\s+live\s+(?:at|on)\s+\d|\b(?:my|our)\s+(?:home\s+|house\s+)?address\b|\bp\.?\s?o\.?\s+box\s+\d|\b(?:apt|apartment|flat|suite)\s*#?\s*\d+[a-z]?\b/i;
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
      run = [];
      continue;
    }
    run.push(d);
    const counting = run.every((v, i) => i === 0 || v === (run[i - 1] ?? 0) + 1);
    if (run.length >= 7 && !counting) return run.join('');
  }
  return null;
}

/**
 * Finds personal information in a public text: e-mail addresses (also "at … dot com"),
 * phone numbers (digits or digit words), street addresses, postcodes and "I live at …",
 * web addresses and domains, @handles, and invitations to make contact ("add me on …",
 * "my insta is …"). Text is NFKC-normalised first, so full-width and styled letters count.
 * @param text any length and any Unicode.
 * @returns the first finding (e-mail before @handle and URL), or null. Never throws.
 */
export function findPersonalInformation(text: string): PersonalInformationFinding | null {
  const t = text.normalize('NFKC').replace(/\p{Default_Ignorable_Code_Point}/gu, '');
  const checks: [PersonalInformationKind, (s: string) => string | null | undefined][] = [
    ['email', (s) => EMAIL.exec(s)?.[0] ?? SPELLED_EMAIL.exec(s)?.[0]],
    ['url', (s) => URL_SCHEME.exec(s)?.[0] ?? DOMAIN.exec(s)?.[0] ?? SPELLED_DOMAIN.exec(s)?.[0]],
    ['handle', (s) => HANDLE.exec(s)?.[0]?.trim()],
    ['phone', findPhone],
    [
      'address',
      (s) =>
        STREET_CAPITALISED.exec(s)?.[0] ??
        STREET_ROMANCE.exec(s)?.[0] ??
        STREET_LOWER.exec(s)?.[0] ??
        ADDRESS_PHRASE.exec(s)?.[0] ??
        POSTCODE.exec(s)?.[0],
    ],
    ['contact', (s) => CONTACT.exec(s)?.[0]],
  ];
  for (const [kind, find] of checks) {
    const match = find(t);
    if (match) return { kind, match };
  }
  return null;
}
