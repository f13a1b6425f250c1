/**
 * Other-language layer of the kid-safety check (issue 13). The prompt's language is
 * guessed by tinyld (light model); then two kinds of lists are matched:
 *
 * - Inkling's own short categorised lists of the most common unsafe words and phrases in
 *   Spanish, French, German, Portuguese and Italian (below). Most entries are matched in
 *   every prompt, whatever language was detected, so a mixed or undetected prompt is
 *   checked as carefully as English; entries that are ordinary words in another
 *   language (French "sang" is English "sang", Italian "vino" is Spanish "came") only
 *   count when their language is among the detected ones.
 * - naughty-words 1.2.0 (CC-BY-4.0, the List of Dirty, Naughty, Obscene and Otherwise Bad
 *   Words, 28 languages) for the detected languages, as profanity, minus the everyday
 *   words those lists contain (Spanish "martillo", Portuguese "comer", French "chatte"…).
 *
 * Short prompts are often not detected at all (tinyld needs a few words); such a prompt
 * gets every own list and no naughty-words list.
 */
/// <reference path="./naughty-words.d.ts" />
import type { SafetyCategory } from '@inkling/contracts/safety';
import naughtyWords from 'naughty-words';
import { detectAll } from 'tinyld/light';
import { isEnglishWord, readsAsEnglish } from './english-words';

/** The languages Inkling has its own lists for (ISO 639-1). */
export const CHECKED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;

type Lang = 'es' | 'fr' | 'de' | 'pt' | 'it';

interface ListEntry {
  category: SafetyCategory;
  /** Regular expression over Unicode-folded words (no accents, lower case, single spaces). */
  pattern: RegExp;
  /** Set when the words are ordinary in another language: counted only when `lang` is detected. */
  lang?: Lang;
}

const w = (category: SafetyCategory, alternatives: string[], lang?: Lang): ListEntry => ({
  category,
  pattern: new RegExp(`\\b(?:${alternatives.join('|')})\\b`),
  lang,
});

// Shared word groups (folded: "niña" → "nina", "Mädchen" → "madchen").
const CHILD =
  '(?:nino|nina|ninos|ninas|nene|nena|chico|chica|enfant|enfants|petite fille|petit garcon|fillette|garcon|kind|kinder|kindes|madchen|junge|jungen|crianca|criancas|menina|menino|meninas|meninos|bambino|bambina|bambini|bambine|ragazzino|ragazzina)';
const STRANGER =
  '(?:extrano|extrana|desconocido|desconocida|inconnu|inconnue|etranger|fremder|fremde|fremden|unbekannter|estranho|estranha|desconhecido|sconosciuto|sconosciuta|estraneo)';
const ADULT =
  '(?:hombre|senor|adulto|homme|monsieur|adulte|mann|onkel|erwachsener|homem|tio|uomo|zio|oncle|tio)';
const PRIVATE =
  '(?:banera|banando|bano|bana|ducha|cama|dormitorio|bain|baignoire|douche|lit|chambre|badet|baden|bad|badewanne|dusche|bett|schlafzimmer|banho|banheira|chuveiro|quarto|bagno|vasca|doccia|letto|camera da letto|coche|voiture|auto|carro|macchina|dulces|caramelos|bonbons|sussigkeiten|doces|caramelle)';
const TOUCH =
  '(?:toca|tocando|toque|touche|touchant|fasst|anfasst|beruhrt|anfassen|tocca|toccando|apalpa|apalpando)';
const WEAPON =
  '(?:pistola|pistolas|arma|armas|escopeta|fusil|rifle|cuchillo|navaja|pistolet|revolver|couteau|gewehr|pistole|waffe|messer|faca|espingarda|revolver|coltello|fucile|rivoltella)';
const AIM =
  '(?:apuntando|apunta|apuntada|apuntado|pointe|pointee|braque|braquee|vise|zielt|gerichtet|an den kopf|a la cabeza|sur la tete|para a cabeca|apontada|apontado|apontando|puntata|puntato|puntando|contro|alla testa)';

/** Inkling's own lists. Sources: common words for these harms in each language, checked with native dictionaries (RAE, Larousse, Duden, Priberam, Treccani). */
const OWN_LISTS: ListEntry[] = [
  // Sexual.
  w('sexual', [
    'desnud[oa]s?',
    'encuerad[oa]s?',
    'sexo',
    'porno\\w*',
    'pornografi\\w*',
    'put[ao]s?',
    'prostitut\\w*',
    'nue',
    'nues',
    'toute nue',
    'tout nu',
    'a poil',
    'salope\\w*',
    'pute\\w*',
    // Not the slug (Nacktschnecke) or the naked mole-rat (Nacktmull): animals (blind set 3).
    'nackt(?!schneck|mull)\\w*',
    'nacktes',
    'sexy',
    'brusten?',
    'titten',
    'hure\\w*',
    'nutte\\w*',
    'nua',
    'nuas',
    'transando',
    'nude',
    'puttan\\w*',
    'troia',
    'sous vetements',
    'en ropa interior',
    'unterwasche',
    'em roupa intima',
    'in mutande',
    'partes intimas',
    'parties intimes',
    'intimbereich',
    'parti intime',
    'violacion',
    'vergewaltig\\w*',
    'estupro',
    'stupro',
  ]),
  w('sexual', [`${CHILD}\\s+(?:\\w+\\s+){0,6}${STRANGER}`, `${STRANGER}\\s+(?:\\w+\\s+){0,6}${CHILD}`]),
  w('sexual', [
    `${ADULT}\\s+(?:\\w+\\s+){0,6}${PRIVATE}\\s+(?:\\w+\\s+){0,4}${CHILD}`,
    `${CHILD}\\s+(?:\\w+\\s+){0,6}${PRIVATE}\\s+(?:\\w+\\s+){0,4}${ADULT}`,
    `${ADULT}\\s+(?:\\w+\\s+){0,6}${CHILD}\\s+(?:\\w+\\s+){0,4}${PRIVATE}`,
    `${ADULT}\\s+(?:\\w+\\s+){0,6}${CHILD}\\s+(?:\\w+\\s+){0,6}(?:secret|secreto|segredo|segreto|geheimnis)`,
  ]),
  w('sexual', [
    `${TOUCH}\\s+(?:\\w+\\s+){0,6}(?:${CHILD}|partes|parties|intim\\w*|brusten|seins|pechos|seios|seno)`,
    `${CHILD}\\s+(?:\\w+\\s+){0,3}(?:an|unter)\\s+der\\s+kleidung`,
    `(?:fasst|greift)\\s+(?:\\w+\\s+){0,4}(?:an|unter)`,
  ]),
  w('sexual', [`(?:bana|banando|badet|dando banho|fa il bagno|donne un bain)\\s+(?:\\w+\\s+){0,3}${CHILD}`]),
  // Self-harm.
  w('self-harm', [
    'suicid\\w*',
    'matarse',
    'quiere matar(?:se)?',
    'se quiere matar',
    'quiere morir\\w*',
    'se tuer',
    'veut mourir',
    'me tuer',
    'umbringen',
    'selbstmord\\w*',
    'das leben nehmen',
    'will sterben',
    'se matar',
    'quer morrer',
    'me matar',
    'uccidersi',
    'ammazzarsi',
    'vuole morire',
    'togliersi la vita',
    'autolesion\\w*',
    'automutilation',
    'ritzen',
    'autolesao',
    'autolesionismo',
  ]),
  // Violence.
  w('violence', [
    'matando',
    'matar a',
    'mata a',
    'mato a',
    'asesin\\w*',
    'sangre',
    'ensangrentad\\w*',
    'cadaver\\w*',
    'cuerpos? muert[oa]s?',
    'apunal\\w*',
    'degoll\\w*',
    'tue',
    'tuer',
    'tuant',
    'assassin\\w*',
    'cadavre\\w*',
    'egorge\\w*',
    'poignard\\w*',
    'ensanglant\\w*',
    'ersticht',
    'erstochen',
    'ermord\\w*',
    'tötet',
    'totet',
    'getotet',
    'leiche\\w*',
    'blut',
    'blutig\\w*',
    'matando',
    'assassinando',
    'assassin\\w*',
    'sangue',
    'ensanguentad\\w*',
    'esfaque\\w*',
    'uccide',
    'uccidono',
    'uccidere',
    'ammazza\\w*',
    'cadavere',
    'cadaveri',
    'insanguinat\\w*',
    'accoltell\\w*',
    'sgozz\\w*',
  ]),
  w('violence', ['sang', 'sanglant\\w*'], 'fr'),
  w('sexual', ['viol', 'violee?'], 'fr'),
  w('sexual', ['nud[oa]', 'nudi'], 'it'),
  w('sexual', ['pelad[oa]s?'], 'pt'),
  w('drugs', ['(?:fuma|fumano|fumare)\\s+(?:\\w+\\s+)?canna'], 'it'),
  // Added after blind set 3's measurement (2026-11-27; tuned on it, so it no longer counts
  // as blind): sex, self-harm, shooting, beating and mockery as ordinary sentences say them.
  w('sexual', [
    'relaciones sexuales',
    'teniendo sexo',
    'haciendo el amor',
    'fait l amour',
    'font l amour',
    'faire l amour',
    'fazendo sexo',
    'fazendo amor',
    'fanno sesso',
    'fare sesso',
    'facendo sesso',
    'fanno l amore',
    'sin ropa',
    'sans vetements',
    'ohne kleidung',
    'sem roupa',
    'senza vestiti',
  ]),
  w('self-harm', [
    'cortandose',
    'se corta los brazos',
    'colgandose',
    'ahorcandose',
    'se scarifie',
    'se pend',
    'ritzt',
    'ritzen',
    'erhangt sich',
    'se cortando',
    'se enforcando',
    'si taglia',
    'tagliarsi',
    'impiccarsi',
    'si impicca',
  ]),
  w('violence', [
    'disparando a la gente',
    'disparando a (?:los|las|un|una)',
    'tire sur (?:les|des|un|une)',
    'tirent sur',
    'erschiesst',
    'erschossen',
    'atirando n?(?:as|os|a|o)s? pessoas',
    'atirando em',
    'spara a',
    'sparano a',
    'picchia\\w*',
    'sanguinare',
    'cagoules blanches',
    'brulent une croix',
    'croix en feu',
  ]),
  w('weapons', ['metralhadora', 'messer steckt in', 'mitraillette', 'ametralladora', 'mitragliatrice']),
  w('drugs', ['wodka', 'vodka', 'vodca']),
  w('profanity', [
    'tomar no cu',
    'se moque\\w* de',
    'se moquent',
    'schubsen',
    'prendono in giro',
    'prendere in giro',
    'riendose de (?:el|ella)',
    'se burlan de',
    'rindo e chamando',
    'gordo nojento',
    'fille moche',
  ]),
  // Weapons aimed at people.
  w('weapons', [
    `${WEAPON}\\s+(?:\\w+\\s+){0,3}${AIM}`,
    `${WEAPON}\\s+(?:\\w+\\s+){0,4}(?:mochila|sac a dos|cartable|rucksack|schulranzen|zaino|cartella|escuela|ecole|schule|escola|scuola)`,
    `${AIM}\\s+(?:\\w+\\s+){0,3}${WEAPON}`,
    `${WEAPON}\\s+(?:\\w+\\s+){0,3}(?:an den kopf|a la cabeza|sur la tete|alla testa|para a cabeca|auf ein kind|sur un enfant|a un nino|para uma crianca|contro un bambino)`,
  ]),
  // Drugs, alcohol, smoking.
  w('drugs', [
    'marihuana',
    'mariguana',
    'porros?',
    'cocaina',
    'heroina',
    'drogas?',
    'borrach[oa]s?',
    'emborrach\\w*',
    'cerveza\\w*',
    'tequila',
    'esnif\\w*',
    'fumando (?:un |una )?(?:cigarr\\w*|porro|marihuana|hierba)',
    'cigarrillos?',
    'cannabis',
    'cocaine',
    'drogue\\w*',
    'ivre\\w*',
    'saoul\\w*',
    'biere\\w*',
    'vodka',
    'whisky',
    'fume (?:une |un |du )?(?:cigarette|joint|cannabis|shit)',
    'fument (?:une |un |du |des )?(?:cigarettes?|joints?|cannabis|shit)',
    'kokain',
    'gras rauchen',
    'rauchen gras',
    'raucht\\w*',
    'rauchen',
    'betrunken\\w*',
    'besoffen\\w*',
    'bier',
    'schnaps',
    'zigarette\\w*',
    'drogen',
    'maconha',
    'baseados?',
    'cocaina',
    'cheirando',
    'bebad[oa]s?',
    'cachaca',
    'cerveja\\w*',
    'cigarros?',
    'fumando',
    'marijuana',
    'sniffa\\w*',
    'ubriac\\w*',
    'birra',
    'sigarett\\w*',
    'fuma',
    'fumano',
    'droga',
    'spinell\\w*',
  ]),
  w('drugs', ['vino'], 'it'),
  w('drugs', ['vin', 'vins'], 'fr'),
  w('drugs', ['wein'], 'de'),
  // Hate.
  w('hate', [
    // A people drawn as apes (blind set 8, after its measurement).
    '(?:macaco|macacos|mono|monos|singe|singes|affe|affen|scimmia|scimmie)\\s+(?:\\w+\\s+){0,3}(?:negros?|negras?|noirs?|schwarze\\w*|neri|nere)',
    'esvastica\\w*',
    'nazi\\w*',
    'saludo nazi',
    'croix gammee\\w*',
    'salut nazi',
    'hakenkreuz\\w*',
    'hitlergruss',
    'suastica\\w*',
    'svastica\\w*',
    'saluto nazista',
    'negrata',
    'sudaca',
    'bougnoule',
    'kanake',
    'neger',
    // A group called thieves, animals or rubbish, or told to leave (blind set 7's misses, after its measurement).
    'auslander raus',
    '(?:arabes|juifs|noirs|musulmans|immigres|roms|gitans)\\s+sont\\s+(?:tous\\s+)?des\\s+(?:voleurs|animaux|rats|singes|terroristes|parasites)',
    '(?:inmigrantes|judios|negros|moros|gitanos|musulmanes)\\s+son\\s+(?:todos\\s+)?(?:basura|ladrones|animales|ratas|terroristas)',
    '(?:gays|negros|judeus|imigrantes|ciganos)\\s+(?:deveriam|devem)\\s+morrer',
    '(?:zingari|immigrati|ebrei|negri|musulmani)\\s+sono\\s+(?:tutti\\s+)?(?:ladri|animali|bestie|spazzatura|terroristi)',
    '(?:auslander|juden|muslime|fluchtlinge)\\s+sind\\s+(?:alle\\s+)?(?:dreck|tiere|ratten|diebe|abschaum)',
  ]),
  // Profanity.
  w('profanity', [
    'mierda',
    'joder',
    'jodete',
    'hijo de puta',
    'cabron\\w*',
    'gilipollas',
    'pendejo\\w*',
    'chinga\\w*',
    'merde',
    'putain',
    'foutre',
    'connard\\w*',
    'connasse',
    'encule\\w*',
    'fick\\w*',
    'scheiss\\w*',
    'arschloch\\w*',
    'wichser',
    'fotze',
    'foder',
    'foda\\w*',
    'fodase',
    'porra',
    'caralho',
    'merda',
    'vaffanculo',
    'fanculo',
    'cazz(?!uol)\\w*' /* not cazzuola, a trowel (blind set 6) */,
    'stronz\\w*',
    'porca puttana',
    'coglion\\w*',
    'vai se foder',
  ]),
];

/** Words of the naughty-words lists that are everyday words in their language (or harmless in a kid's prompt). */
const NAUGHTY_EXCEPTIONS = new Set([
  // es
  'asesinato',
  'asno',
  'caca',
  'concha',
  'drogas',
  'heroína',
  'idiota',
  'imbécil',
  'infierno',
  'maldito',
  'martillo',
  'orina',
  'pedo',
  'pis',
  'racista',
  // fr
  'chatte',
  'con',
  'caca',
  'folle',
  'gueule',
  'meuf',
  'bordel',
  'negro',
  // de
  'bonze',
  'popel',
  'fratze',
  'mufti',
  // pt
  'aborto',
  'amador',
  'aranha',
  'bissexual',
  'burro',
  'cerveja',
  'comer',
  'frango assado',
  'heterosexual',
  'homem gay',
  'homosexual',
  'inferno',
  'lésbica',
  'mama',
  'pau',
  'pinto',
  'bumbum',
  'ariano',
  // it
  'balle',
  'palle' /* palle di neve, palle di Natale: snowballs, baubles (blind set 3) */,
  'pesce' /* fish (blind set 6) */,
  'cazzuola' /* a bricklayer's trowel (blind set 6) */,
  'battere',
  'biga',
  'cadavere',
  'cozza',
  'fava',
  'femminuccia',
  'finocchio',
  'bagnarsi',
  'brinca',
  'casci',
  'chiappa',
  'cacca' /* a child's word for poop, like 'caca' (training slice 6) */,
]);

/** naughty-words lists by language, folded and compiled on first use. */
const naughtyCache = new Map<string, RegExp | null>();

function naughtyPattern(lang: string): RegExp | null {
  if (naughtyCache.has(lang)) return naughtyCache.get(lang) ?? null;
  const list = (naughtyWords as Record<string, string[] | undefined>)[lang];
  let re: RegExp | null = null;
  if (lang !== 'en' && Array.isArray(list)) {
    const words = list
      .map((x) => x.toLowerCase())
      .filter((x) => x.length > 2 && !NAUGHTY_EXCEPTIONS.has(x))
      .map(foldWord)
      .filter((x) => /\p{L}/u.test(x))
      .map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    // Scripts without spaces between words (zh, ja, th) are matched as substrings.
    const spaced = !['zh', 'ja', 'th'].includes(lang);
    if (words.length)
      re = spaced
        ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'u')
        : new RegExp(`(?:${words.join('|')})`, 'u');
  }
  naughtyCache.set(lang, re);
  return re;
}

/** Lower case, no accents, keeps every script (for naughty-words in Cyrillic, Arabic, CJK). */
function foldWord(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');
}

/**
 * Languages tinyld sees in the prompt: its best guess and any other within half of its
 * score (short prompts are ambiguous between Romance languages). Empty when tinyld does
 * not know (very short prompts).
 */
export function detectLanguages(text: string): string[] {
  const guesses = detectAll(text);
  const best = guesses[0]?.accuracy ?? 0;
  return guesses
    .filter((g) => g.accuracy >= best / 2)
    .slice(0, 3)
    .map((g) => g.lang);
}

/** A list entry that matched. */
export interface LanguageFinding {
  category: SafetyCategory;
  match: string;
  /** `own` (Inkling's lists) or `naughty-words`. */
  list: 'own' | 'naughty-words';
}

/**
 * Other-language findings for a prompt.
 * @param text the raw prompt (any Unicode).
 * @param folded the same prompt folded by normalize.ts (`words` form: a–z, 0–9, single spaces).
 */
export function inspectLanguages(
  text: string,
  folded: string,
): { languages: string[]; findings: LanguageFinding[] } {
  const languages = detectLanguages(text);
  const findings: LanguageFinding[] = [];
  for (const entry of OWN_LISTS) {
    if (entry.lang && !languages.includes(entry.lang)) continue;
    const m = entry.pattern.exec(folded);
    if (m) findings.push({ category: entry.category, match: m[0], list: 'own' });
  }
  const plain = foldWord(text);
  // An English word in a prompt that reads as English is that word, whatever tinyld guessed
  // ("Peter Pan and Captain Hook" is not French slang; issue 31).
  const english = readsAsEnglish(text);
  for (const lang of languages) {
    const m = naughtyPattern(lang)?.exec(plain);
    if (!m) continue;
    const words = m[0].toLowerCase().match(/\p{L}+/gu) ?? [];
    if (english && words.length > 0 && words.every(isEnglishWord)) continue;
    findings.push({ category: 'profanity', match: m[0], list: 'naughty-words' });
  }
  return { languages, findings };
}
