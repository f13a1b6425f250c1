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
export const CHECKED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl'] as const;

type Lang = 'es' | 'fr' | 'de' | 'pt' | 'it' | 'nl' | 'pl';

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

/**
 * Dutch and Polish (2026-11-28, after blind set 12 blocked 2 of 8 Dutch and 1 of 10 Polish
 * prompts; its prompts were not looked at). Common words for these harms in each language,
 * checked with Van Dale and the Słownik języka polskiego PWN, folded like the rest ("ł" → "l",
 * "ż" → "z"). Words that are ordinary in another sense are left out or given context: Dutch
 * "lijken" (to seem), "eikel" (acorn), "ophangen" (to hang up a picture), "hoera"; Polish
 * "pieprz" (pepper), "pieprzyk" (a mole), "morda" (a snout), "pedał" (a bike pedal), "suka"
 * (a female dog), "pistolet na wodę" (a water pistol), "pobić rekord" (to beat a record).
 */
const DUTCH_AND_POLISH: ListEntry[] = [
  w(
    'sexual',
    [
      'naakt\\w*',
      'blootje',
      'in (?:zijn|haar|hun) blootje',
      'seks\\w*',
      'neuk\\w*',
      'geile?',
      'porno\\w*',
      'tieten',
      'piemel\\w*',
      'uitkleden',
      'kleedt (?:zich|haar|hem) uit',
      'ons (?:kleine )?geheimpje',
      '(?:niet|niks|nooit) (?:aan|tegen) (?:je |jouw )?(?:mama|papa|ouders|moeder|vader) (?:vertellen|zeggen)',
      'zeg het (?:tegen )?niemand',
      'stuur (?:me|mij) (?:een )?(?:foto|fotos|foto s|fotootje|selfie)\\w* (?:van jezelf|van je lichaam|in je (?:pyjama|ondergoed|bad)|zonder kleren)',
      '(?:verwijder|wis) (?:onze|de|dit) (?:chat|berichten|gesprek)',
    ],
    'nl',
  ),
  w(
    'sexual',
    [
      'naga',
      'nagi',
      'nagie',
      'nago',
      'nagiego',
      'nagich',
      'seks\\w*',
      'porno\\w*',
      'rucha\\w*',
      'pieprzyc',
      'pieprzony',
      'pieprzona',
      'pieprzone',
      'cycki',
      'cyckami',
      'rozbiera\\w* sie',
      'rozebran[aey]',
      'nasz (?:maly )?sekret\\w*',
      'nie mow (?:nic )?(?:mamie|tacie|rodzicom|nikomu)',
      'nikomu nie mow',
      '(?:wyslij|przeslij|wysylaj) (?:mi )?(?:\\w+ )?(?:zdjecie|zdjecia|fotke|fotki|selfie)(?=.*\\b(?:usun|skasuj|nikomu|sekret|pizam|bielizn|w lozku|w wannie|bez ubrania))',
      '(?:usun|skasuj) (?:nasza |te |ta )?(?:rozmowe|wiadomosci|czat)',
    ],
    'pl',
  ),
  w(
    'violence',
    [
      'vermoord\\w*',
      'moord',
      'moorden',
      'moordenaar\\w*',
      'dood(?:slaan|geslagen|schieten|geschoten|steken|gestoken|gemaakt)',
      'dood maken',
      'bloed',
      'bloederig\\w*',
      'lijk',
      'onthoofd\\w*',
      'martel\\w*',
      'in elkaar (?:slaan|geslagen|getrapt|trappen)',
      'verdrinken (?:van )?(?:een|de) (?:kat|hond|kitten|puppy|kind)',
    ],
    'nl',
  ),
  w(
    'violence',
    [
      '(?<!sie )zabij\\w*\\b(?! sie)',
      '(?<!sie )zabic(?! sie)',
      '(?<!sie )zabil\\w*\\b(?! sie)',
      'zabity',
      'zabita',
      'zabici',
      'zabijanie',
      'morduj\\w*',
      'zamordowa\\w*',
      'morderstw\\w*',
      'morderc\\w*',
      'krew',
      'krwi',
      'zakrwawion\\w*',
      'trup',
      'trupy',
      'zwloki',
      'tortur\\w*',
      'pobity',
      'pobita',
      'pobici',
      'skatowa\\w*',
      'stluc\\w*',
      'obcina\\w* glow\\w*',
      'odciet\\w* glow\\w*',
      'topi\\w* (?:kota|psa|kotka|szczeniaka|dziecko)',
    ],
    'pl',
  ),
  w(
    'weapons',
    [
      'pistool',
      'pistolen',
      'geweer',
      'geweren',
      'mes(?:sen)? (?:op|in|tegen) (?:zijn|haar|de|een|mijn)\\b',
      'bom(?:men)? maken',
      'schiet\\w* op (?:mensen|kinderen|leerlingen|de klas|de juf|de meester)',
      'neer(?:schieten|geschoten)',
    ],
    'nl',
  ),
  w(
    'weapons',
    [
      'pistolet(?! na wode)(?! na wod)\\w*',
      'karabin\\w*',
      'strzela\\w* do (?:ludzi|dzieci|uczniow|nauczyciel\\w*|kolegow)',
      '(?:zrobic|zrob|budowac) bombe',
      'bomba w szkole',
      'noz\\w* (?:w|do) (?:brzuch|plecy|szyje|serce)',
      'dzgn\\w*',
      'dzga\\w*',
    ],
    'pl',
  ),
  w(
    'drugs',
    [
      'wiet',
      'blowen',
      'blowt',
      'joint(?:je|jes|s)?',
      'bier\\w*',
      'xtc',
      'pillen slikken',
      'dronken',
      'zuipen',
      'bezopen',
      'sigaret\\w*',
      'vapen',
      'snuiven',
      'coke snuiven',
    ],
    'nl',
  ),
  w(
    'drugs',
    [
      'narkotyk\\w*',
      'trawk[aei]',
      'ziolo',
      'jarac',
      'skret\\w*',
      'kokain\\w*',
      'amfetamin\\w*',
      'amfa',
      'pijan[aeiy]\\w*',
      'pijak\\w*',
      'wodk[aei]',
      'piwo',
      'piwa',
      'papieros\\w*',
      'cpun\\w*',
      'cpac',
      'cpanie',
      'cpaja',
      'dopalacz\\w*',
      'e papieros\\w*',
    ],
    'pl',
  ),
  w(
    'self-harm',
    [
      'zelfmoord\\w*',
      'zelfbeschadig\\w*',
      '(?:mezelf|zichzelf|jezelf) (?:snijden|snijdt|pijn doen|pijn doet)',
      'wil (?:dood|niet meer leven)',
      'dood willen',
      '(?:zich|zichzelf) ophangen',
    ],
    'nl',
  ),
  w(
    'self-harm',
    [
      'samobojstw\\w*',
      'samobojc\\w*',
      'samookalecz\\w*',
      'tnie sie',
      'ciac sie',
      'pocielam sie',
      'pocial sie',
      'chce umrzec',
      'nie chce (?:juz )?zyc',
      'zabic sie',
      'zabije sie',
      'zabija sie',
      'sie zabic',
      'sie zabije',
      'sie zabija',
      'sie zabil\\w*',
      'zabil sie',
      'zabila sie',
      'powiesic sie',
      'anoreks\\w*',
    ],
    'pl',
  ),
  w(
    'hate',
    [
      'hakenkruis\\w*',
      'kankerjo(?:od|den)',
      'kanker(?:turk|marokkaan|neger)\\w*',
      'flikker',
      'flikkers',
      'homo s zijn ziek',
      'mongool',
      'buitenlanders (?:eruit|moeten weg)',
      '(?:joden|moslims|marokkanen|turken) (?:zijn|moeten) (?:\\w+ )?(?:dood|weg|ratten|dieren|tuig)',
    ],
    'nl',
  ),
  w(
    'hate',
    [
      'swastyk\\w*',
      'ciapat\\w*',
      'czarnuch\\w*',
      'zydzi do gazu',
      'parchy',
      'ciota',
      'cioty',
      'pedaly',
      '(?:cyganie|zydzi|imigranci|muzulmanie|geje) (?:to|sa) (?:\\w+ )?(?:zlodzieje|smieci|zwierzeta|szczury|pasozyty|chorzy)',
    ],
    'pl',
  ),
  w(
    'profanity',
    [
      'kut',
      'kutwijf',
      'kuttenkop',
      'klootzak\\w*',
      'godverdomme',
      'godverdomse',
      'kanker(?:lijer|hoer|mongool|op)\\w*',
      'krijg (?:de|het) (?:kanker|tering|tyfus)',
      'tering\\w*',
      'tyfus\\w*',
      'lul',
      'hoer(?!a)\\w*',
      'slet',
      'trut',
      'kutkind\\w*',
      'stomme (?:trut|idioot|sukkel|eikel)',
      '(?:je bent|jij bent|wat ben je|hij is|zij is) (?:een )?(?:\\w+ )?eikel',
      '(?:wat een|vuile|zo n) eikel',
      'vetzak\\w*',
      'uitgelachen',
      'lacht (?:hem|haar) uit',
      'niemand wil met (?:hem|haar|\\w+) spelen',
    ],
    'nl',
  ),
  w(
    'profanity',
    [
      'kurw\\w*',
      'chuj\\w*',
      'pierdol\\w*',
      'jeban\\w*',
      'jebac',
      'jebie',
      'zajeb\\w*',
      'wyjeb\\w*',
      'pojeb\\w*',
      'spierdal\\w*',
      'skurwysyn\\w*',
      'skurwiel\\w*',
      'cipa',
      'cipy',
      'cipe',
      'dupa',
      'dupe',
      'dupy',
      'dupek',
      'ty suko',
      'ty suka',
      'suka jedna',
      '(?:jest|to) (?:glupia |wredna )?suka\\b(?! (?:z|ze|i|karmi|ma))',
      'gowno',
      'gowna',
      'kutas\\w*',
      'fiut\\w*',
      'debil\\w*',
      'frajer\\w*',
      'grubas\\w*',
      'tluscioch\\w*',
      'brzydal\\w*',
      'wysmiewa\\w*',
      'wysmiac',
      'smieja sie z (?:niego|niej)',
      'nikt (?:sie )?z (?:nim|nia) nie (?:bawi|gada|siedzi|rozmawia)',
    ],
    'pl',
  ),
];

/**
 * Blind set 13's misses (2026-11-29, after its measurement, so tuned on it; written as the
 * families they belong to, in every language the check reads): grooming secrecy (deleting
 * chats, "your parents wouldn't understand", "mature for your age"), executions, burning
 * alive, drowning a sibling, beating until it bleeds and a man beating his wife, how to make
 * a bomb or a homemade gun, a knife taken to school, vaping, taking one's own life,
 * "<group> out" posters, "<group> are rats" and the antisemitic caricature. Harmless
 * neighbours kept: the hangman game ("el ahorcado", "l'impiccato", "a forca"), Hanukkah gelt.
 */
const GROUP =
  '(?:arabes|arabs|noirs|juifs|musulmans|immigres|etrangers|roms|negros|judios|moros|inmigrantes|gitanos|auslander|juden|turken|fluchtlinge|muslime|kanaken|imigrantes|pretos|ciganos|immigrati|negri|zingari|ebrei|buitenlanders|marokkanen|joden|moslims|zydzi|uchodzcy|imigranci|muzulmanie|cyganie|arabowie|migranci|refugiados|refugies|migrants|migranten)';
const JEW =
  '(?:juif|juifs|juive|judio|judios|judia|jude|juden|judin|judeu|judeus|ebreo|ebrei|jood|joden|zyd\\w*)';
const AFTER_BLIND_13: ListEntry[] = [
  // Grooming: secrecy, moving or deleting the chat, flattery of a child's maturity.
  w('sexual', [
    '(?:borra|borrar|borres|elimina|eliminar)\\s+(?:\\w+\\s+){0,2}(?:mensajes|chats?|conversaciones)(?=.*\\b(?:nadie|mama|papa|padres|secreto|lo nuestro))',
    'no (?:le |se lo |les )?(?:cuentes|digas) (?:\\w+ )?a nadie',
    '(?:efface|effacer|supprime|supprimer)\\s+(?:\\w+\\s+){0,2}(?:discussions?|messages|conversations?)(?=.*\\b(?:personne|maman|papa|parents|secret|comprendraient))',
    '(?:tes|vos) parents (?:ne )?(?:comprendraient|comprendront) (?:pas|rien)',
    '(?:apaga|apagar|apague|deleta|deletar)\\s+(?:\\w+\\s+){0,2}(?:mensagens|conversas?|chats?)(?=.*\\b(?:ninguem|mae|pai|pais|segredo))',
    'nao (?:conta|contes|conte|fala|fale) (?:\\w+ )?(?:pra|para|a) ninguem',
    '(?:cancella|cancellare|elimina)\\s+(?:\\w+\\s+){0,2}(?:messaggi|chat|conversazion\\w*)(?=.*\\b(?:nessuno|mamma|papa|genitori|segreto))',
    'non (?:dirlo|dire niente|dirlo) a nessuno',
    '(?:losch|loschen|losche)\\s+(?:\\w+\\s+){0,2}(?:nachrichten|chats?|verlauf)(?=.*\\b(?:niemand|mama|papa|eltern|geheimnis))',
    '(?:chat|berichten|gesprek\\w*|appjes)\\s+(?:\\w+\\s+)?(?:te\\s+)?(?:wissen|verwijderen)',
    'stiekem\\s+(?:\\w+\\s+){0,3}(?:af\\s+te\\s+spreken|afspreken|ontmoeten)',
    'nikomu nie (?:mow\\w*|powie\\w*|mowil\\w*|zdradz\\w*)',
    '(?:madur[oa]|matur[oa]|mature|reif|volwassen|dojrzal\\w*)\\s+(?:\\w+\\s+)?(?:para|pra|pour|per|fur|voor|jak na)\\s+(?:tu|su|ton|sa|son|la tua|la sua|a sua|a tua|sua|tua|dein|ihr|sein|je|jouw|haar|zijn|swoj|twoj|jej|jego)\\s+(?:edad|age|eta|idade|alter|leeftijd|wiek)',
  ]),
  // Violence: executions (not the hangman game), burning alive, drowning a child, beating.
  w('violence', [
    'decapit\\w*',
    'enthaupt\\w*',
    'egzekucj\\w*',
    'rozstrzel\\w*',
    'scina\\w* glow\\w*',
    'fusilamiento\\w*',
    'fusilad[oa]s?',
    'ahorcamiento\\w*',
    'pendaison(?! de cremaillere)\\w*',
    'peloton d execution',
    'hinrichtung\\w*',
    'erhangt\\w*',
    'fuzilamento\\w*',
    'fuzilad[oa]s?',
    'enforcamento\\w*',
    'fucilazion\\w*',
    'fucilat[oi]',
    'impiccagion\\w*',
    'executie\\w*',
    'ophanging\\w*',
    'gefusilleerd',
    '(?:ejecucion|execution|execucao|esecuzione)\\s+(?:publica|publique|pubblica|de|des|d un|dos|dei|di)\\s+(?:\\w+\\s+){0,3}(?:prisionero\\w*|prisonnier\\w*|prisioneiro\\w*|prigionier\\w*|preso\\w*|condamne\\w*|hombre|homme|homem|uomo)',
    '(?:quema\\w*|queima\\w*|brul\\w*|brucia\\w*)\\s+(?:\\w+\\s+)?(?:viv[oa]s?|vif|vive|vifs|vive\\w*)',
    'lebendig\\s+verbr\\w+|bei lebendigem leib\\w*|levend\\s+(?:\\w+\\s+)?verbr\\w+|zywcem',
    '(?:ahog(?:a|ando|o|ar)\\s+(?:a\\s+)?(?:su|un|una|el|la)|afog(?:a|ando|ou|ar)\\s+(?:o|a|seu|sua|um|uma)|(?:noie|noyer|noyant|noya)\\s+(?:son|sa|un|une|le|la)|annega(?:re|ndo)?\\s+(?:il|la|suo|sua|un|una)|ertr(?:a|ae)nk(?:t|en|te)\\s+(?:seinen|seine|ihren|ihre|den|die|das)|verdrinkt\\s+(?:zijn|haar|het|de)|topi\\s+(?:swojego|swoja|mlodsz\\w+)?)\\s*(?:\\w+\\s+)?(?:hermanit\\w*|herman[oa]s?|irmaozinho|irmazinha|irmao|irma|frere|soeur|fratellin\\w*|fratello|sorell\\w*|bruder\\w*|schwester\\w*|broertje|zusje|broer|zus|brat\\w*|siostr\\w*|bebe|baby|dziecko)',
    'ate sangrar|hasta (?:que )?sangr\\w*|jusqu au sang|fino a (?:farl\\w* )?sanguinare|bis aufs blut|bis (?:es|er|sie) blutet|tot bloedens toe|do krwi',
    'apanh(?:a|ando|ou)\\s+d[aoe]s?\\s+(?:mae|pai|padrasto|madrasta)',
    '(?:golpea|pega|golpeando|pegando|pegandole)\\s+a\\s+su\\s+(?:esposa|mujer|novia|hij[oa]s?)',
    '(?:frappe|bat|battant|frappant)\\s+(?:sa|son|ses)\\s+(?:femme|fille|copine|fils|enfants?)',
    '(?:schlagt|verprugelt)\\s+(?:seine|ihre|seinen|ihren)\\s+(?:frau|kinder|kind|tochter|sohn|freundin)',
    'bate(?:ndo)?\\s+(?:na|no|em sua|no seu)\\s+(?:esposa|mulher|filha|namorada|filho|menino|crianca)',
    'picchia(?:re|ndo)?\\s+(?:la|sua|il|suo|i|sui)\\s+(?:moglie|figlia|fidanzata|figlio|figli)',
    'slaat\\s+(?:zijn|haar)\\s+(?:vrouw|kind|kinderen|dochter|zoon|vriendin)',
    'bije\\s+(?:swoja\\s+)?(?:zone|dziecko|dzieci|syna|corke|dziewczyne)',
    'amoklauf\\w*|amok(?:laufer|schutze)\\w*|(?:liegen|liegt|lagen)\\s+tot\\b',
    'doodsla\\w*|doodgeslagen',
  ]),
  // Weapons: how to make one, homemade guns and explosive devices, a weapon taken to school.
  w('weapons', [
    'sprengsatz\\w*',
    'rohrbombe\\w*',
    'arma (?:casera|caseira|hechiza|artesanal|artigianale|fatta in casa)',
    'arme artisanale',
    'zelfgemaakt\\w* (?:wapen|pistool|geweer|bom)',
    'bron domowej roboty|domow\\w* bron\\w*',
    '(?:como|comment|come|jak|hoe|wie man)\\s+(?:se\\s+)?(?:hacer|hace|fazer|faz|faire|fabriquer|fabricar|construir|fare|costruire|zrobic|zbudowac|maak je|maken|bouw je|baut|baue|bauen|baust)\\s+(?:\\w+\\s+){0,4}?(?:una?|uma|um|une?|een|einen|eine)?\\s*(?:arma|armas|pistola|bomba|explosivo|bombe|arme|pistolet|bom|wapen|pistool|explosief|bron|bombe|ladunek|waffe|pistole|sprengsatz)\\b(?!\\s+(?:de bano|de bain|de banho|da bagno|a eau|de agua|d acqua|wodn\\w*|water\\w*|de semillas|de sementes?|de graines|di semi|de chocolate|au chocolat|de confeti|confetti|zaad\\w*|nasion))',
    '(?:navaja|cuchillo|pistola|arma)\\s+(?:\\w+\\s+){0,2}(?:a la escuela|al colegio|en la escuela)',
    '(?:couteau|arme|pistolet|cran d arret)\\s+(?:\\w+\\s+){0,2}(?:a l ecole|au college)',
    '(?:faca|canivete|arma|pistola)\\s+(?:\\w+\\s+){0,2}(?:na escola|para a escola)',
    '(?:coltello|pistola|arma|coltellino)\\s+(?:\\w+\\s+){0,2}a scuola',
    '(?:mes|wapen|pistool|zakmes|stiletto)\\s+(?:\\w+\\s+){0,2}(?:mee\\s+)?naar\\s+school',
    '(?:noz|noza|sprezynowiec|sprezynowca|maczet\\w*|pistolet|bron)\\s+(?:\\w+\\s+){0,2}do\\s+szkoly',
    '(?:messer|waffe|pistole)\\s+(?:\\w+\\s+){0,3}(?:in die schule|zur schule)',
    'do szkoly\\s+(?:\\w+\\s+){0,3}(?:nastraszyc|zastraszyc|postraszyc)',
    '(?:flick\\w*|pull\\w*|whip\\w*|snap\\w*)\\s+(?:open\\s+)?(?:a|an|his|her|their)\\s+(?:switchblade|knife|blade|box\\s+cutter)\\b(?=.*\\b(?:scare|threaten|frighten|kid|boy|girl|class|school)\\b)',
  ]),
  // Drugs: vaping and e-cigarettes.
  w('drugs', [
    'vapot\\w*',
    'vapea\\w*',
    'svap\\w*',
    'wapuj\\w*',
    'e papieros\\w*',
    'e zigarette\\w*',
    'cigarr?(?:o|illo) electronico',
    'cigarro eletronico',
    'cigarette electronique',
    'sigaretta elettronica',
    'une puff',
  ]),
  // Self-harm: taking one's own life, said indirectly.
  w('self-harm', [
    'quitar(?:me|se|te) la vida',
    'tirar (?:a )?(?:minha|sua|propria) (?:propria )?vida',
    'mettre fin a (?:mes|ses|tes) jours',
    'en finir avec la vie',
    'toglier(?:mi|si|ti) la vita',
    'farla finita',
    'wil niet meer leven|niet meer (?:wil )?leven',
    'een einde aan (?:mijn|zijn|haar) leven',
    'nie chc\\w* (?:juz )?zyc',
    'odebrac sobie zycie',
    'chce (?:skoczyc|skakac) z (?:mostu|dachu|okna)',
    'will nicht mehr leben|nicht mehr leben (?:will|wollen|mochte)',
    '(?:steht|liegt|legt sich|stehen|sitzt)\\s+(?:\\w+\\s+)?auf\\s+(?:den|die)\\s+(?:gleise|gleisen|schienen)',
  ]),
  // Bullying (counted as profanity, "let's use kind words"): a classmate drawn as an animal,
  // laughed at, smelled, shut out, in the languages the set caught without insult words.
  w('profanity', [
    '(?:left out|excluded|not allowed to play)\\b(?:\\s+\\w+){0,8}?\\s+(?:while\\s+|and\\s+)?(?:everyone|everybody|the others|the class|all the kids|kids|they)\\s+(?:point\\w*|laugh\\w*|stare|stares|staring|giggl\\w*|whisper\\w*)',
    '(?:da|de) (?:minha|nossa) (?:sala|turma|classe|escola) (?:\\w+ ){0,2}como (?:uma?|o|a) (?:\\w+ )?(?:baleia|porc[oa]|vaca|rato|macaco|hipopotamo|foca)',
    '(?:de|en) (?:mi|nuestra) (?:clase|escuela|salon) (?:\\w+ ){0,2}como (?:una?|el|la) (?:\\w+ )?(?:ballena|cerd[oa]|vaca|rata|mono|hipopotamo|foca|marran[oa])',
    '(?:de|dans) (?:ma|notre) (?:classe|ecole) (?:\\w+ ){0,2}comme (?:une?|le|la) (?:\\w+ )?(?:baleine|cochon|truie|vache|rat|singe|hippopotame|porc)',
    'della (?:mia|nostra) classe (?:\\w+ ){0,2}come (?:una?|il|la) (?:\\w+ )?(?:balena|maiale|mucca|ratto|scimmia|ippopotamo|scrofa)',
    'uit (?:mijn|onze) klas (?:\\w+ ){0,2}als (?:een )?(?:\\w+ ){0,2}(?:varken|walvis|koe|rat|aap|nijlpaard|loser|sukkel|zeug)',
    'z (?:mojej|naszej) klasy (?:\\w+ ){0,2}jako (?:\\w+ )?(?:swini\\w*|wieloryb\\w*|krow\\w*|szczur\\w*|malp\\w*|hipopotam\\w*|prosiak\\w*)',
    'uitlach\\w*',
    'lach(?:en|t) (?:\\w+ ){1,4}uit\\b(?=.*\\b(?:bril|dik|lelijk|raar|stink\\w*|nieuwe|klas))',
    '(?:ninguem|nadie|personne|niemand|nessuno|nikt)\\s+(?:ne\\s+|nie\\s+)?(?:quer\\s+|quiere\\s+|veut\\s+|wil\\s+|will\\s+|vuole\\s+|chce\\s+)?(?:brinca\\w*|juega\\w*|jugar|joue\\w*|spielt|spielen|speelt|spelen|gioca\\w*|bawi\\w*|siedziec|siada|sienta|senta|siede|habla|fala|parla|praat|rozmawia\\w*|z (?:nim|nia) (?:siedziec|rozmawiac|sie bawic))\\b(?=.*\\b(?:esquisit\\w*|estranh\\w*|rar[oa]|bizarre|komisch|seltsam|raar|stran[oa]|dziwn\\w*|smierdz\\w*|stink\\w*|fedid\\w*|apest\\w*|puzz\\w*|fe[ioa]|moche|lelijk\\w*|brzydk\\w*|cartaz|cartel|affiche|poster|plakat|cartello|nojent\\w*|asquer\\w*))',
    'smierdz\\w*\\b(?=.*\\b(?:nikt|plakat|nikogo|klas\\w*))',
    'nikt\\b.*\\bsmierdz\\w*',
    'tomar no c\\w*|vai tomar no\\b',
  ]),
  // Hate: "<group> out", "<group> are rats", the antisemitic caricature.
  w('hate', [
    `(?:les |los |die |os |gli |de )?${GROUP} (?:dehors|fuera|afuera|raus|fora|fuori|eruit|wynocha|precz|out)\\b`,
    `(?:dehors|fuera|afuera|raus|fora|fuori|eruit|wynocha|precz)\\s+(?:les |los |mit (?:den )?|die |os |gli |de |z )?${GROUP}`,
    `${GROUP}\\s+(?:sont des|son|sind|sao|sono|zijn|to)\\s+(?:\\w+\\s+)?(?:rats|ratas|ratten|ratos|ratti|szczury|cafards|cucarachas|kakerlaken|baratas|scarafaggi|kakkerlakken|karaluchy|vermine|ungeziefer|parasites|parasitos|parassiti|parasieten|pasozyty|robactwo|animaux|animales|tiere|animais|animali|dieren|zwierzeta|bestias|betes|bestie|beesten)`,
    `${JEW}\\b(?=.*\\b(?:gros nez|grand nez|nez crochu|nariz grande|nariz enorme|narigon\\w*|nariz ganchuda|grosse\\w* nase\\w*|hakennase|nasone|naso grosso|naso adunco|grote neus|kromme neus|wielki\\w* nos\\w*|duz\\w* nos\\w*|nosami|sacs d argent|sacos de dinero|bolsas de dinero|geldsack\\w*|geldsacke\\w*|sacos de dinheiro|sacchi di soldi|zakken (?:met )?geld|work\\w* pieniedzy|worki pieniedzy|liczac\\w* pieniadze|compt\\w* (?:leur |de l )?argent|contando dinero|contando (?:o )?dinheiro|contando (?:i )?soldi|geld (?:zahlen|zahlt|tellen|tellend)|caricatur\\w*|karykatur\\w*|karikatur\\w*))`,
  ]),
];

/**
 * Blind set 12's misses (2026-11-29, after its measurement on 2026-11-28, so tuned on it;
 * written as the families they belong to, in every language the check reads): "your mother
 * wouldn't understand" and moving a child's chat to an app, beating or hitting until dead or
 * unconscious, a Molotov cocktail, cooking meth, pills "to die", a bridge to jump from, "<group>
 * are sick / are apes", "<group> won", "Polska dla Polaków", the crossed-out rainbow flag, a
 * picture made to show the whole class, the whole class laughing at a child. Harmless
 * neighbours kept: "morrer de rir" (dying of laughter), a bear that "ist dick" (fat).
 */
const GROUP_12 =
  '(?:gays?|gais|schwule\\w*|lesbianas|lesbiennes|lesben|homosexuales|homosexuels|homosexuelle\\w*|homossexuais|omosessuali|homoseksualisci|homos|africanos|africains|afrikaner|africani|afrikanen|afrykanie|murzyni|negros|negri|noirs|schwarze)';
const AFTER_BLIND_12: ListEntry[] = [
  w('sexual', [
    '(?:a|tua|sua) (?:mae|mamae) nao (?:ia|vai|iria) entender',
    '(?:tus padres|tu mama|tu madre) no (?:lo )?(?:entenderian|entenderia|entienden)',
    '(?:i tuoi|tua madre|tua mamma|i tuoi genitori) non (?:capirebbero|capirebbe|capiscono)',
    'non dirlo ai tuoi',
    '(?:deine eltern|deine mama|deine mutter) (?:wurden?|wird) (?:das|es) nicht verstehen',
    '(?:je ouders|je moeder|je mama) (?:zou|zouden) (?:het|dat) niet begrijpen',
    '(?:rodzice|mama|twoja mama) (?:by|nie) (?:nie )?zrozumie\\w*',
    '(?:passiamo|passa|andiamo) su (?:whatsapp|telegram|snap\\w*|instagram)',
    '(?:vamos|passa|bora) (?:pro|para o|pro) (?:whatsapp|zap|telegram|snap\\w*)',
    '(?:hablemos|pasemos|vamos) (?:por|a|al) (?:whatsapp|telegram|snap\\w*)',
    'on passe sur (?:whatsapp|snap\\w*|telegram|insta)',
  ]),
  w('violence', [
    'hasta (?:matarl[oa]s?|la muerte|morir)',
    'ate (?:matar|a morte|morrer)\\b(?! de rir)',
    'jusqu a (?:la mort|le tuer|la tuer|en mourir)',
    'fino a (?:ucciderl[oa]|ammazzarl[oa]|morire)|a morte\\b',
    'bis (?:er|sie|es) tot ist|zu tode (?:prugel\\w*|schlag\\w*|getreten|treten)',
    'in elkaar (?:trapt|slaat|schopt)|bewusteloos (?:geslagen|getrapt|slaan|schoppen)|tot (?:hij|zij|het) bewusteloos',
    'na smierc|do nieprzytomnosci',
  ]),
  w('weapons', ['molotov\\w*|molotow\\w*']),
  w('drugs', [
    '(?:metanfetamin|metamfetamin|methamphetamin|anfetamin|amphetamin)\\w*',
    '(?:cocinar|cozinhar|cuisiner|cucinare|kochen|koken|gotowac) (?:\\w+ )?(?:meth|metanfetamina|metamfetamina|crystal|crack|drogas|drogue\\w*|droga|drugs)',
  ]),
  w('self-harm', [
    '(?:pra|para) morrer\\b(?! de)',
    'para morir\\b(?! de)',
    'pour mourir\\b',
    'per morire\\b(?! d)',
    'um zu sterben',
    'om dood te gaan',
    'zeby umrzec',
    '(?:saltar|tirarse) (?:del|de un) puente|sauter (?:du|d un) pont|(?:pular|se jogar) da ponte|buttarsi (?:dal|da un) ponte|von (?:der|einer) brucke (?:springen|springt)|van (?:de|een) brug (?:springen|springt)',
    'na moscie (?:\\w+ ){0,3}(?:chce|zeby|i chce) skoczyc',
  ]),
  w('hate', [
    `${GROUP_12}\\s+(?:son|sont|sind|sao|sono|zijn|to|are)\\s+(?:\\w+\\s+)?(?:enfermos|malades|krank|doentes|malati|ziek|chorzy|sick|monos|singes|affen|macacos|scimmie|apen|malpy|apes|monkeys|animales|animaux|tiere|animais|animali|dieren|zwierzeta)`,
    `(?:${GROUP}|${GROUP_12}|zydzi)\\s+won\\b`,
    'polska dla polakow',
    '(?:durchgestrichen\\w* regenbogen\\w*|crossed out rainbow flag|bandera arcoiris tachada|drapeau arc en ciel barre|bandeira arco iris riscada)',
  ]),
  w('profanity', [
    '(?:pra|para) mostrar (?:pra|para|a) (?:sala|turma|classe|escola) toda',
    'para (?:ensenar\\w*|mostrar\\w*) a toda la clase',
    'pour (?:le )?montrer a toute la classe',
    'da far vedere a tutta la classe',
    'um (?:es )?der ganzen klasse zu zeigen',
    'om (?:aan )?de hele klas te laten zien',
    'zeby pokazac calej klasie',
    '(?:legenda|leyenda|legende|didascalia|onderschrift|podpis)\\s+(?:\\w+\\s+)?(?:baleia|ballena|baleine|balena|walvis|wieloryb|porco|cerdo|cochon|maiale|varken|swinia|vaca|vache|koe|krowa|gorda|gordo|grosse|dik|gruba)',
    '(?:cala klasa|wszyscy|dzieci|koledzy) (?:\\w+ )?smiej\\w* sie z',
  ]),
];

/**
 * Blind set 14's misses (2026-11-29, after its measurement at c3dcb15, so tuned on it; written
 * as the families they belong to, in every language the check reads): moving a child's chat to
 * another app so the mother cannot see, a photo "just for me" or without a shirt in exchange for
 * game currency, beating until the child stops moving, shooting at teachers, how a bomb is made
 * (Dutch word order), cutting oneself with a blade, a group drawn as apes or rats, "gays are
 * perverts, to prison with them", a classmate drawn as a fat animal, direct insults ("you are
 * ugly", "nobody likes you"), an invitation for everyone but one child, "kanker op".
 */
const AFTER_BLIND_14: ListEntry[] = [
  w('sexual', [
    '(?:lass uns|lasst uns) (?:auf|bei|uber) (?:telegram|whatsapp|snap\\w*|discord|insta\\w*) (?:weiter)?schreiben',
    'damit (?:deine|dein) (?:mama|papa|eltern|mutter|vater) (?:es|das) nicht (?:sieht|liest|merkt|erfahrt)',
    'para que (?:tu|tus) (?:mama|madre|papa|padres) no (?:lo )?(?:vea|lea|sepa|vean|lean|sepan)',
    'pour que (?:ta|tes) (?:mere|maman|pere|papa|parents) ne (?:le )?(?:voie|lise|sache|voient|lisent) pas',
    '(?:pra|para) (?:sua|tua) (?:mae|mamae|pai) nao (?:ver|ler|saber)',
    'cosi (?:tua madre|tua mamma|tuo padre|i tuoi) non (?:lo )?(?:vede|legge|sa|vedono)',
    'zodat (?:je|jouw) (?:moeder|mama|vader|papa|ouders) het niet (?:ziet|leest|weet|zien)',
    'zeby (?:mama|tata|rodzice) nie (?:widzial\\w*|czytal\\w*|wiedzial\\w*)',
    '(?:foto|fotos|fotinho|photo|zdjecie|fotka) (?:\\w+ )?(?:so|solo|seulement|juste|nur|alleen|tylko|solo) (?:pra|para|pour|fur|voor|dla|per) (?:mim|mi|moi|mich|mij|mnie|me)',
    '(?:zdjeci\\w*|fotk\\w*) bez (?:koszulki|ubrania|ubran|bluzki)|foto (?:sin|sem|senza|ohne|zonder) (?:camiseta|camisa|maglietta|ropa|roupa|shirt|t shirt|kleren|kleidung)|photo (?:sans|torse nu)',
    '(?:si me (?:lo )?ensenas|si tu me (?:le |la )?montres|wenn du (?:es |das )?mir zeigst|se (?:voce |vc )?me mostrar|se me lo fai vedere|se mi fai vedere|als je het (?:mij|me) laat zien|jak mi pokazesz)\\b(?=.*\\b(?:nuestro (?:juego|secreto)|notre (?:petit )?(?:jeu|secret)|unser (?:kleines )?(?:spiel|geheimnis)|nosso (?:joguinho|jogo|segredo)|nostro (?:gioco|segreto)|ons (?:spelletje|geheimw*)|naszw* (?:gra|zabawa|tajemnica|sekret)|aufbleiben|trasnochar|veiller|acordad[oa]|sveglio|opblijven|nie spac))',
    '(?:w zamian za|a cambio de|en echange de|im austausch fur|em troca de|in cambio di|in ruil voor) (?:\\w+ )?(?:skiny|skins|robux|v ?dolce|v ?bucks|vbucks|monety|diamanty|gemas|gemmes|gems|edelsteine|moedas)',
  ]),
  w('violence', [
    '(?:az|dopoki nie) przesta\\w* sie ruszac|hasta que deja de moverse|jusqu a ce qu (?:il|elle) ne bouge plus|bis (?:er|sie|es) sich nicht mehr (?:bewegt|ruhrt)|ate (?:ele |ela )?parar de se mexer|finche non si muove piu|tot (?:hij|zij|het) niet meer beweegt',
    '(?:mlotkiem|siekiera|nozem|kijem) (?:\\w+ )?(?:swojego |swoja )?(?:brata|siostre|mame|tate|kolege|kolezanke|dziecko|psa|kota)',
  ]),
  w('weapons', [
    'flingue\\w*',
    'tirer sur (?:les |des |le |la |mes |ses |ses )?(?:profs?|professeurs?|eleves|gens|enfants|camarades|policiers|maitresse)',
    'disparar (?:a|contra) (?:los |las |la |el |mis )?(?:profes\\w*|maestr\\w*|alumnos|gente|ninos|companeros)',
    'sparare (?:ai|alle|a|contro) (?:prof\\w*|maestr\\w*|compagni|bambini|gente)',
    'atirar (?:n(?:os|as|a|o)|em) (?:professor\\w*|alunos|colegas|criancas|gente)',
    'schieten op (?:de |mijn )?(?:leraren|leraar|juf|meester|leerlingen|kinderen|klasgenoten|mensen)',
    'strzelac do (?:nauczycieli|nauczyciela|uczniow|ludzi|dzieci|kolegow)',
    'hoe je (?:een )?(?:bom|wapen|pistool|explosief|molotov\\w*) (?:\\w+ )?maakt',
    '(?:bom|bommen|explosief) (?:\\w+ ){0,3}(?:op|naar|voor op) school',
  ]),
  w('self-harm', [
    '(?:sie tnie|tnie sie|ciac sie|cie sie|pocie\\w* sie)',
    'zyletk\\w*',
    'se corta\\w* (?:los brazos|las munecas|la piel|con una? (?:cuchilla|navaja|hoja))|cortarse (?:los brazos|las munecas)',
    'se (?:scarifie\\w*|mutile\\w*)|se coupe\\w* (?:les bras|les poignets|avec une lame)',
    'ritzt sich|sich (?:selbst )?ritzen|ritzen mit',
    'se cort\\w* com (?:gilete|lamina|estilete)|se cortando',
    'si taglia (?:le braccia|i polsi|con una lametta)|autolesionis\\w*',
    'snijdt zichzelf|zichzelf (?:snijden|pijn doen)',
    '(?:cuchilla|gilete|lametta|rasierklinge|scheermesje|lame de rasoir) (?:\\w+ ){0,3}(?:brazo|braco|bras|arm|braccio|pols|poignet|muneca)',
  ]),
  w('hate', [
    '(?:marokkaan|marokkanen|turk|turken|jood|joden|zwarte|neger|moslim|moslims|afrikaan|afrikanen)\\w*\\s+als\\s+(?:een\\s+)?(?:aap|apen|rat|ratten|varken|varkens|beest)',
    '(?:negro|moro|judio|gitano|musulman|africano|arabe)s?\\s+como\\s+(?:un\\s+)?(?:mono|simio|rata|cerdo|animal)',
    '(?:noir|arabe|juif|musulman|africain|rom)s?\\s+en\\s+(?:singe|rat|cochon)',
    '(?:schwarze\\w*|araber|jude\\w*|turke\\w*|muslim\\w*|afrikaner)\\s+als\\s+(?:affe|affen|ratte|ratten|schwein)',
    '(?:negro|preto|judeu|muculmano|africano|cigano)s?\\s+como\\s+(?:um\\s+)?(?:macaco|rato|porco)',
    '(?:negro|nero|ebreo|arabo|musulmano|africano|zingaro)\\s+come\\s+(?:una?\\s+)?(?:scimmia|ratto|maiale)',
    '(?:murzyn|zyd|arab|muzulmanin|cygan)\\w*\\s+jako\\s+(?:malp\\w*|szczur\\w*|swini\\w*)',
    '(?:geje|gejow|gejami|lesbijki|pedaly|homoseksualisci|gays?|homos|schwule|lesben)\\s+(?:to|son|sont|sind|sao|sono|zijn|are)\\s+(?:\\w+\\s+)?(?:zboczen\\w*|pervertid\\w*|pervers\\w*|pervertit\\w*|perverts?|chorzy|enfermos|krank)',
    'do wiezienia z nimi|a la carcel con (?:ellos|todos)|ins gefangnis mit (?:ihnen|denen|allen)',
  ]),
  w('profanity', [
    'als (?:einen?|eine|ein)?\\s*(?:dick\\w*|fett\\w*)\\s+(?:wal|schwein|kuh|nilpferd|walross|ferkel)',
    'nicht durch die tur passt',
    'als (?:een )?(?:dik\\w*|vies\\w*|vet\\w*)\\s+(?:\\w+\\s+)?(?:varken|walvis|koe|nijlpaard|big)',
    'jako grub\\w* (?:prosiak\\w*|swini\\w*|wieloryb\\w*|krow\\w*|hipopotam\\w*)',
    'niech cala klasa sie (?:smieje|smieja)|zeby cala klasa sie smiala',
    'niemand vindt je leuk|niemand mag je|niemand wil je\\b|keiner mag dich|niemand mag dich|nadie te quiere|nadie te soporta|personne ne t aime|ninguem gosta de (?:voce|vc|ti)|nessuno ti (?:vuole|sopporta)|nikt cie nie lubi',
    'je bent (?:zo )?(?:lelijk|dik|dom|stom|vies)|du bist (?:so )?(?:hasslich|fett|dumm|doof)|(?:tu )?eres (?:muy )?(?:fea|feo|gorda|gordo|tonta|tonto)|t es (?:trop )?(?:moche|grosse|gros|nulle?|bete)|tu es (?:trop )?(?:moche|grosse|gros|nulle?|bete)|(?:voce|vc) e (?:muito )?(?:feia|feio|gorda|gordo|burra|burro)|sei (?:proprio )?(?:brutta|brutto|grassa|grasso|stupida|stupido)|jestes (?:taka |taki )?(?:brzydka|brzydki|gruba|gruby|glupia|glupi)',
    'oprocz \\w+ bo\\b|behalve \\w+ (?:want|omdat)|ausser \\w+ weil|sauf \\w+ (?:car|parce qu)|excepto (?:a )?\\w+ porque|menos (?:a |o |el |la )?\\w+ porque|tranne \\w+ perche',
    'kanker op|krijg de kanker',
  ]),
];

/**
 * Blind set 15's misses (2026-11-29, after its measurement at 7ff0b2f, so tuned on it; written
 * as the families they belong to, in every language the check reads): "don't tell your parents
 * I'm older", a gift the child may tell no one about, a photo in pyjamas for game money, candy
 * and a secret, dead children, burnt alive, beaten to death, cut to pieces, stabbing a
 * classmate, snorting coke, pills so as never to wake up, "wants to end it", "<group> go back to
 * Africa", "Jews to the gas", a child mocked to be shown in class, "nobody wants her, write loser".
 */
const AFTER_BLIND_15: ListEntry[] = [
  w('sexual', [
    'pasame tu (?:numero|whatsapp|insta|snap\\w*)',
    'no le digas a (?:tus papas|tus padres|tu mama|tu papa|nadie) (?:\\w+ ){0,3}soy (?:mayor|grande|adulto)',
    'ne dis (?:pas|rien) a (?:tes parents|ta mere|ta maman|ton pere|personne) (?:\\w+ ){0,2}(?:je suis|j ai) ',
    'sag (?:es )?(?:deinen eltern|deiner mama|deiner mutter|deinem papa|niemandem) nicht',
    'darf niemandem (?:davon )?(?:erzahlen|sagen)|das bleibt unter uns',
    'nao (?:conta|fala) (?:pros|para os|pra) (?:seus |teus )?pais',
    'non dire (?:niente )?ai tuoi',
    'vertel (?:het )?(?:niet aan )?(?:je ouders|je moeder|je mama|je vader) (?:niet|dat)',
    'nie mow (?:nic )?(?:rodzicom|mamie|tacie)',
    '(?:foto|fotos|fotinho|photo|zdjecie|fotke)\\s+(?:\\w+\\s+){0,2}(?:de|en|em|no|im|in|w)\\s+(?:pijama|pyjama|pigiama|schlafanzug|pizamie|calcinha|cueca|biquini|roupa intima|ropa interior|sous vetements|unterwasche|ondergoed|bieliznie|mutande)',
    '(?:te dou|ganha|ganhas|em troca de|a cambio de|je te donne|ich gebe dir|ti do|ik geef je|dam ci) (?:\\w+ )?(?:robux|v ?bucks|gemas|gemmes|skins|skiny)',
    '(?:snoep|caramelos|dulces|bonbons|sussigkeiten|doces|balas|caramelle|cukierki)\\b(?=.*\\b(?:geheim\\w*|secret\\w*|secreto|secretito|geheimnis|segredo|segredinho|segreto|sekret\\w*|tajemnic\\w*))',
    'hun geheimpje|(?:ons|jullie) (?:kleine )?geheimpje',
  ]),
  w('violence', [
    '(?:ninos|ninas|criancas|enfants|kinder|bambini|kinderen|dzieci|babies|bebes)\\s+(?:muert[oa]s|mort[se]s?|tot(?:e|en)?|mort[ei]|dood|dode|martw\\w*)\\b(?!\\s+(?:de risa|de rire|de rir|vor lachen|dal ridere|van het lachen|ze smiechu))',
    '(?:brul\\w*|brule\\w*)\\s+(?:\\w+\\s+)?vivant\\w*',
    '(?:schlagt|schlug|prugelt|prugelte|tritt|trat)\\s+(?:\\w+\\s+){0,4}tot\\b|totschlag\\w*|totgeschlagen|totgeprugelt|totgetreten',
    'doodschiet\\w*|doodgeschoten|doodsteek\\w*|doodgestoken|doodslaat',
    // Cut to pieces: a person, not a cake or firewood ("coupe le gâteau en morceaux").
    '(?:buurman|man|vrouw|kind|lijk|lichaam|broer|zus|vriend|iemand|hem|haar)\\b(?:\\s+\\w+){0,4}\\s+in stukken (?:hakt|hakken|gehakt|snijdt|snijden)',
    'descuartiz\\w*|(?:corta\\w*|pica\\w*) (?:a )?(?:su|un|una|el|la) (?:vecin\\w*|herman\\w*|hombre|mujer|nin\\w*|cuerpo|padre|madre|amig\\w*|profe\\w*) en pedazos',
    'demembr\\w*|(?:coupe\\w*|decoupe\\w*) (?:son|sa|ses|le|la|un|une) (?:voisin\\w*|frere|soeur|mere|pere|homme|femme|enfant|corps|prof\\w*|ami\\w*) en morceaux',
    'zerstuckel\\w*|(?:seinen|ihren|den|die|einen|eine) (?:nachbar\\w*|mann|frau|kind|bruder|schwester|leiche|korper|lehrer\\w*) (?:\\w+ )?in stucke',
    'esquartej\\w*|(?:corta\\w*|pica\\w*) (?:o|a|seu|sua) (?:vizinh\\w*|irma\\w*|homem|mulher|crianca|corpo|pai|mae|amig\\w*) em pedacos',
    'smembr\\w*|taglia\\w* (?:il|la|suo|sua) (?:vicin\\w*|fratell\\w*|sorell\\w*|uomo|donna|bambin\\w*|corpo) a pezzi',
    'pocwiartowa\\w*|(?:pocia\\w*|posieka\\w*) (?:swojego |swoja )?(?:sasiad\\w*|brat\\w*|siostr\\w*|czlowiek\\w*|cialo|kolege) na kawalki',
  ]),
  w('weapons', [
    'apunal\\w*|poignard\\w*|erstech\\w*|abstech\\w*|esfaque\\w*|accoltell\\w*|dzgn\\w*|zadzg\\w*|neersteken|neergestoken',
    '(?:klasgenoot|klasgenote|juf|meester|leraar|broer|zus|vriend|buurman|iemand)\\s+(?:\\w+\\s+)?(?:wil|gaat|wou)\\s+steken',
  ]),
  w('drugs', [
    '(?:schnupf\\w*|zieht|ziehen|nimmt|nehmen)\\s+(?:\\w+\\s+)?koks\\b|koks\\s+(?:schnupf\\w*|ziehen|nehmen|line\\w*)|kokain\\w*|schnupft\\s+(?:\\w+\\s+)?(?:pulver|zeug|drogen|kokain)|esnif\\w*|sniff(?:e|er|ent|ant|a|are|ano)\\b|cheira\\w* (?:po|cocaina|farinha)|snuift|snuiven|wciag\\w* (?:kokaine|koks|proszek|kreske)',
  ]),
  w('self-harm', [
    '(?:veut|veux|voulait|voulais|voudrait) en finir',
    'niet meer wakker (?:wordt|worden|te worden)|nooit meer wakker|zoveel pillen',
    'no (?:volver a )?despertar(?:se)? (?:mas|nunca)|ne plus (?:jamais )?se reveiller|nicht mehr aufwachen|nao acordar mais|non svegliarsi piu|(?:zeby|aby) sie (?:juz )?nie obudzic',
  ]),
  w('hate', [
    '(?:negri|neri|immigrati|zingari|negros|inmigrantes|noirs|immigres|schwarze|auslander|pretos|imigrantes|zwarten|buitenlanders|murzyni|imigranci)\\s+(?:\\w+\\s+)?(?:tornino|tornate|vuelvan|volved|retournez|rentrez|zuruck|voltem|terug|wracajcie|wracac)\\s+(?:\\w+\\s+)?(?:in|a|en|nach|pra|para|naar|do)\\s+(?:africa|afrique|afrika|afryki|casa loro|su pais|leur pays|ihr land|seu pais|hun land)',
    '(?:joden|juden|judios|juifs|judeus|ebrei|zydzi|zydow|jews)\\b(?:\\s+\\w+){0,3}\\s+(?:gas|gaskamer\\w*|gaskammer\\w*|camara de gas|chambre a gaz|ovens?|oven|ofen|forno|forni|piec\\w*)\\b|naar het gas|ins gas|au gaz|al gas|pro gas|do gazu',
  ]),
  w('profanity', [
    'pringad\\w*|ponle (?:pringado|tonto|feo|fea|gordo|gorda|perdedor|loser)',
    '(?:l |les |la |le )?afficher (?:\\w+ )?(?:en classe|a toute la classe|dans la classe|au college)',
    'keiner (?:will )?mit (?:ihr|ihm|\\w+) (?:spielt|spielen)\\b(?=.*\\b(?:lustig|lachen|witzig|auslachen))|(?:weint|heult)\\b.*\\bmach (?:es|das) lustig',
    'niemand wil (?:haar|hem)\\b|schrijf (?:loser|sukkel|dikzak|stinkerd|lelijkerd) erbij',
    '(?:zeby|aby) sie (?:posmiac|posmiali|smiac|smiali|posmiala)',
  ]),
];

/**
 * Blind set 16's misses (2026-11-29, after its measurement at 393df12, so tuned on it; written
 * as the families they belong to, in every language the check reads): "your parents don't need
 * to know", photos sent over a chat app for a promised gift, children who no longer breathe,
 * bodies hanging from a tree, lying in a pool of blood, torture, a line of coke, the fainting
 * game, "<group> are mentally ill", "Jews rule the world", "nobody likes her", a child laughed
 * at in Polish word order.
 */
const AFTER_BLIND_16: ListEntry[] = [
  w('sexual', [
    '(?:teus|seus|tua|sua|teu|seu|os teus|os seus) (?:pais|mae|pai) (?:nao|nem) (?:precisa|precisam|tem que|tem de|podem|pode|devem|deve) (?:\\w+ )?(?:saber|ficar sabendo|descobrir)',
    '(?:tus|tu) (?:padres|papas|mama|papa|madre|padre|viejos) no (?:tienen|tiene|necesitan|necesita|deben|debe|pueden|puede) (?:por que |que |porque )?(?:saber\\w*|enterar\\w*)',
    '(?:tes parents|ta mere|ta maman|ton pere|ton papa) n (?:ont|a|ont pas|a pas|doivent|doit) (?:pas |jamais )?(?:besoin de |le )?(?:savoir|le savoir|au courant|rien savoir)',
    '(?:deine eltern|deine mama|deine mutter|dein papa|dein vater) (?:mu(?:e)?ss\\w*|brauch\\w*|durf\\w*|darf|sollen|soll) (?:das |es |davon |uberhaupt )?(?:nichts|nicht|nie|niemals|gar nicht) (?:\\w+ )?(?:wissen|erfahren|mitbekommen)',
    '(?:i tuoi genitori|tua mamma|tua madre|tuo papa|tuo padre|i tuoi) non (?:devono|deve|hanno bisogno di|ha bisogno di|possono|puo) (?:\\w+ )?(?:sapere|saperlo|saperne|scoprirlo)',
    '(?:je ouders|je moeder|je mama|je vader|je papa) (?:hoeven|hoeft|mogen|mag) (?:het|dit|dat|er)? ?(?:niet|niks|nooit) (?:\\w+ )?(?:te )?(?:weten|horen|merken)',
    '(?:rodzice|twoi rodzice|mama|tata|twoja mama|twoj tata|starzy) nie (?:musza|musi|moga|moze|powinni|powinna|powinien) (?:o tym |nic )?(?:wiedziec|sie dowiedziec)',
    // Photos sent over a chat app for a promised gift, or asked for by an adult.
    '(?:fotos|foto s|fotootjes|photos|fotografias|fotki|zdjecia|zdjec|pics|bilder|foto)\\b(?:\\s+\\w+){0,4}\\s+(?:via|op|over|sur|par|per|por|pelo|pela|pel|uber|su|przez|na|on)\\s+(?:snapchat|snap|snapie|whatsapp|whats|zap|insta|instagram|telegram|kik|discord|dm|tiktok)\\b(?=.*\\b(?:belooft|beloofd|beloven|promet\\w*|verspricht|versprochen|promete\\w*|prometido|promette\\w*|obiecuje|obiecal\\w*|contre un\\w*|en echange|im tausch|em troca|a cambio|in cambio|in ruil|w zamian|nieuwe telefoon|telephone|handy|celular|telefono|telefon|telefoon|tablet|geld|argent|dinero|dinheiro|soldi|pieniadze|robux|cadeau|geschenk|regalo|presente|prezent)\\b)',
    '(?:volwassene|man|meneer|onbekende|adulte|homme|inconnu|erwachsener|mann|fremder|adulto|hombre|desconocido|homem|estranho|uomo|sconosciuto|dorosly|mezczyzna|obcy|nieznajomy)\\b(?:\\s+\\w+){0,2}\\s+(?:vraagt|demande|bittet|fragt|pide|pede|chiede|prosi)\\s+(?:\\w+\\s+){0,3}(?:om |d |de |um |di |o )?(?:fotos|foto s|photos|fotografias|fotki|zdjecia|zdjec|bilder|foto)\\b(?=.*\\b(?:snapchat|snap|whatsapp|whats|zap|insta|instagram|telegram|kik|discord|tiktok)\\b)',
  ]),
  w('violence', [
    'ya no respira\\w*|dej(?:o|aron|a|an) de respirar|no respira(?:n)? mas',
    'ne respir\\w* plus(?! (?:lentement|vite|fort|doucement|calmement|profondement))|(?:a|ont) arrete de respirer',
    'atm(?:e|et|en|ete|eten) nicht mehr|h(?:o|oe)rt\\w* auf zu atmen',
    '(?:nao|ja nao) respira\\w* mais|ja nao respira\\w*|par(?:ou|aram) de respirar',
    'non respira\\w* piu|(?:ha|hanno) smesso di respirare|smise\\w* di respirare',
    'ademt niet meer|ademen niet meer|ademde\\w* niet meer|(?:stopte|stopten|gestopt) met ademen',
    'juz nie oddycha\\w*|przestal\\w* oddychac',
    // Bodies hanging (a person, not lanterns or a sloth).
    '(?:cuerpos?|cadaveres|muertos) (?:\\w+ )?(?:colgad\\w+|colgando|ahorcad\\w+)|ahorcados? (?:en|de) (?:un |el |los )?arbol\\w*',
    '(?:corps|cadavres?|morts) (?:\\w+ )?(?:pendus?|suspendus?|accroches?) (?:a|aux|dans|sur|par)|des pendus',
    '(?:korper|tote|toten|leute|menschen) (?:\\w+ )?(?:hangen|hingen|baumeln|baumelten) (?:\\w+ )?(?:am|an|vom|von|in) (?:\\w+ )?(?:baum|baumen|ast|asten|strick|seil|galgen)|erhangt\\w*',
    '(?:corpos?|cadaveres|mortos) (?:\\w+ )?(?:pendurad\\w+|enforcad\\w+)|enforcad\\w+ (?:em|na|numa|no|nas) (?:\\w+ )?arvores?',
    '(?:corpi|corpo|cadaveri|morti) (?:\\w+ )?(?:appesi|appeso|impiccat\\w+|penzolant\\w+|penzola\\w*)|impiccat\\w+ (?:a|ad|su|agli) (?:un |gli )?alber\\w*',
    '(?:lichamen|lijken|lichaam|doden|mensen) (?:\\w+ ){0,2}(?:hangen|hangt|hingen|bungelen|bungelt) (?:\\w+ )?(?:aan|in|uit) (?:een |de )?(?:boom|bomen|touw|strop|galg)',
    '(?:cial\\w*|zwlok\\w*|trup\\w*|ludzie) (?:\\w+ )?(?:wiszac\\w*|wisial\\w*|wisza|powieszon\\w*)',
    // Lying in a pool of blood (or "of red").
    '(?:tirad[oa]s?|tendid[oa]s?|yace|yacia|acostad[oa]s?|caid[oa]s?) (?:\\w+ ){0,5}en un (?:charco|mar) (?:de sangre|rojo|de rojo)|charco (?:rojo|de rojo)',
    '(?:allonge\\w*|etendu\\w*|gisant|gisait|git|couche\\w*|tombe\\w*) (?:\\w+ ){0,5}dans une (?:flaque|mare) (?:de sang|rouge|de rouge)|flaque de sang|mare de sang',
    'blutlache\\w*|(?:liegt|lag|liegen|lagen) (?:\\w+ ){0,5}in einer (?:roten )?(?:lache|pfutze) (?:aus |von )?(?:blut|rot\\w*)',
    '(?:caid[oa]s?|deitad[oa]s?|estendid[oa]s?|estirad[oa]s?) (?:\\w+ ){0,5}(?:numa|em uma|na) poca (?:de sangue|vermelha|de vermelho)|poca de sangue',
    '(?:sdraiat[oa]|stes[oa]|distes[oa]|giace|giaceva|accasciat[oa]) (?:\\w+ ){0,5}in una pozza (?:di sangue|rossa|di rosso)|pozza di sangue',
    '(?:ligt|lag|liggen|lagen) (?:\\w+ ){0,5}in een (?:plas|poel) (?:bloed|rood|rode)|plas bloed|bloedplas\\w*',
    '(?:lezy|lezal\\w*|lezac\\w*) (?:\\w+ ){0,5}w kaluzy (?:krwi|czerwien\\w*|czerwonej)|kaluz\\w* krwi',
    // Torture (German and Dutch; the other languages have it in the word lists).
    'gefoltert|folter(?:t|n|te|ten|ung|ungen|knecht\\w*)?|gemarteld\\w*|martelt|martelen|martelde\\w*|marteling\\w*',
  ]),
  w('drugs', [
    '(?:line|lines|nase voll) (?:\\w+ )?(?:koks|kokain\\w*)|(?:linie|linien) (?:koks|kokain\\w*)',
    'raya\\w* de (?:coca|cocaina|farlopa|perico)|(?:haciendose|hacerse|se hace|se hizo|metiendose|meterse|se mete) (?:una |unas |dos )?rayas?',
    '(?:rail|rails|ligne|lignes|trait|traits) de (?:coke|cocaine|coc)',
    'carreira\\w* de (?:coca|cocaina|po)\\b',
    '(?:striscia|strisce|pista|piste|riga|righe) di (?:coca|cocaina|bamba)',
    '(?:lijntje|lijntjes|lijn|lijnen|snuifje) (?:\\w+ )?(?:coke|coca|cocaine)',
    '(?:kresk\\w*|sciezk\\w*) (?:\\w+ )?(?:koki|kokainy|koksu|amfy|amfetaminy)',
  ]),
  w('self-harm', [
    '(?:desafio|jogo|brincadeira|challenge) (?:do|da|de) (?:desmaio|asfixia|apagao|sufocamento|enforcamento|estrangulamento)',
    '(?:reto|juego|desafio|challenge) (?:del|de la|de) (?:desmayo|asfixia|apagon|ahogamiento|estrangulamiento)',
    'jeu du foulard|jeu de la tomate|(?:defi|jeu|challenge) (?:du|de l|de la|de) (?:evanouissement|asphyxie|strangulation|blackout|etranglement)',
    '(?:ohnmacht\\w*|wurge\\w*|wuerge\\w*|blackout|atemanhalte\\w*) ?(?:challenge|spiel|spiele|mutprobe)|wurgespiel\\w*|ohnmachtsspiel\\w*',
    '(?:sfida|gioco|challenge) (?:dello|del|della|di) (?:svenimento|soffocamento|blackout|asfissia|strangolamento)',
    '(?:flauwval|flauwvallen|verstikkings|verstikking|wurg|blackout) ?(?:challenge|spel|spelletje)',
    '(?:wyzwanie|gra|zabawa|challenge) (?:w |z )?(?:omdleni\\w*|duszeni\\w*|podduszani\\w*|blackout)|(?:omdleni\\w*|duszeni\\w*) challenge',
  ]),
  w('hate', [
    '(?:los |las )?(?:trans|gays|homosexuales|maricones|lesbianas|travestis|bisexuales) son (?:unos |unas )?(?:enferm[oa]s(?: mentales)?|loc[oa]s|una enfermedad|anormales|desviad[oa]s)',
    '(?:les )?(?:trans|gays|homosexuels|lesbiennes|travelos|bisexuels|homos) sont (?:des |tous des )?(?:malades(?: mentaux)?|fous|tares|une maladie|anormaux|deviants)',
    '(?:trans\\w*|schwule|lesben|homos|transen|bisexuelle) sind (?:alle )?(?:psychisch |geistig )?(?:krank|gestort|irre|verruckt|abnormal)',
    '(?:os |as )?(?:trans|gays|homossexuais|viados|travecos|lesbicas|bissexuais) sao (?:uns |umas )?(?:doentes(?: mentais)?|loucos|loucas|uma doenca|anormais)',
    '(?:i |le |gli )?(?:trans|gay|omosessuali|froci|lesbiche|bisessuali) sono (?:dei |delle |tutti )?(?:malati(?: di mente| mentali)?|pazzi|pazze|una malattia|anormali|malate)',
    '(?:transgenders|transen|trans mensen|homo s|homos|flikkers|lesbo s|lesbiennes) zijn (?:allemaal )?(?:geestesziek|ziek|gestoord|gek|psychisch ziek|abnormaal)',
    '(?:geje|trans\\w*|homosie\\w*|lesbijki|pedaly) (?:to|sa) (?:\\w+ )?(?:chorzy|psychicznie chorzy|nienormalni|choroba|zboczen\\w*)',
    'judios (?:\\w+ )?(?:controlan|gobiernan|dominan|manejan|mandan en) (?:el |los |la |las )?(?:mundo|bancos|medios|dinero|gobierno)',
    'juifs (?:\\w+ )?(?:controlent|dirigent|dominent|gouvernent|possedent) (?:le |les |la )?(?:monde|banques|medias|argent)',
    'juden (?:\\w+ )?(?:beherrschen|regieren|kontrollieren|steuern|lenken|besitzen) (?:die )?(?:welt|banken|medien|presse)',
    'judeus (?:\\w+ )?(?:controlam|governam|dominam|mandam no) (?:o |os |a )?(?:mundo|bancos|midia|dinheiro)',
    'ebrei (?:\\w+ )?(?:controllano|governano|dominano|comandano) (?:il |le |i )?(?:mondo|banche|media|soldi)',
    'joden (?:\\w+ )?(?:regeren|beheersen|controleren|besturen|bezitten) (?:de )?(?:wereld|banken|media)',
    'zydzi (?:\\w+ )?(?:rzadza|kontroluja|panuja nad|steruja|posiadaja) (?:\\w+ )?(?:swiatem|swiat|bankami|mediami)',
  ]),
  w('profanity', [
    'niemand vindt (?:haar|hem) (?:leuk|aardig|lief)|(?:keiner|niemand) mag (?:sie|ihn)\\b|nadie (?:la|lo) quiere|personne ne l aime|ninguem gosta (?:dela|dele)|nessuno (?:la|lo) (?:vuole|sopporta)|nikt (?:jej|go) nie lubi',
    'sie z (?:niej|niego|nich) (?:smieja|smial\\w*|smieje|nabija\\w*)',
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
  // nl, pl: insults only when aimed at someone (DUTCH_AND_POLISH has those uses)
  'eikel' /* an acorn */,
  'suka' /* a female dog */,
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

/**
 * Languages tinyld gives instead of one the check reads on a short prompt: a few Dutch words
 * ("kut en kanker in grote letters", blind set 16's miss, 2026-11-29) read as Norwegian, Danish,
 * Swedish or Afrikaans, whose own lists (naughty-words) hold other words.
 */
const CONFUSED_WITH: Partial<Record<Lang, readonly string[]>> = { nl: ['af', 'no', 'da', 'sv'] };

/**
 * True when a list gated on `lang` counts for a prompt tinyld reads as `languages`; a language
 * it is confused with counts only when the prompt does not read as English ("a knee joint
 * diagram" read as Danish is no Dutch "joint").
 */
function readsAs(lang: Lang, languages: readonly string[], english: boolean): boolean {
  if (languages.includes(lang)) return true;
  return !english && (CONFUSED_WITH[lang]?.some((l) => languages.includes(l)) ?? false);
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
  // An English word in a prompt that reads as English is that word, whatever tinyld guessed
  // ("Peter Pan and Captain Hook" is not French slang; issue 31).
  const english = readsAsEnglish(text);
  const findings: LanguageFinding[] = [];
  for (const entry of [
    ...OWN_LISTS,
    ...DUTCH_AND_POLISH,
    ...AFTER_BLIND_12,
    ...AFTER_BLIND_13,
    ...AFTER_BLIND_14,
    ...AFTER_BLIND_15,
    ...AFTER_BLIND_16,
  ]) {
    if (entry.lang && !readsAs(entry.lang, languages, english)) continue;
    const m = entry.pattern.exec(folded);
    if (!m) continue;
    // A word kept to its own language that is also an English word, in a prompt that reads
    // as English, is the English word: "Nora sang a quiet song" (a story caption) was refused
    // as French "sang" (blood) when tinyld guessed French (2026-11-29).
    const words = m[0].match(/\p{L}+/gu) ?? [];
    if (entry.lang && english && words.length > 0 && words.every(isEnglishWord)) continue;
    findings.push({ category: entry.category, match: m[0], list: 'own' });
  }
  const plain = foldWord(text);
  for (const lang of languages) {
    const m = naughtyPattern(lang)?.exec(plain);
    if (!m) continue;
    const words = m[0].toLowerCase().match(/\p{L}+/gu) ?? [];
    if (english && words.length > 0 && words.every(isEnglishWord)) continue;
    findings.push({ category: 'profanity', match: m[0], list: 'naughty-words' });
  }
  return { languages, findings };
}
