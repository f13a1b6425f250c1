/**
 * Scene settings: where a page takes place and what belongs there. Each setting names
 * its ground, the props it may draw (catalog terms) and the words that call it up.
 */

/** Shape of the ground: a line (or surface) the scene stands on. */
export type Ground = 'hills' | 'flat' | 'seabed' | 'moon' | 'track' | 'sand' | 'clouds' | 'water' | 'none';

/** Hand-drawn extras that have no OpenMoji art. */
export type Decoration =
  | 'grass'
  | 'bubbles'
  | 'stars'
  | 'fence'
  | 'seaweed'
  | 'waves'
  | 'craters'
  | 'sea'
  | PlaceFeature;

/** Places drawn as line-art backgrounds that frame the subjects (draw.ts PLACE_DRAWINGS, issue 29). */
export type PlaceFeature =
  | 'pond'
  | 'swings'
  | 'kitchen'
  | 'board'
  | 'lighthouse'
  | 'sandcastle'
  | 'campfire'
  | 'igloo'
  | 'treehouse'
  | 'stage'
  | 'dock'
  | 'bookshelves'
  | 'barn'
  | 'ramp';

/**
 * Places a prompt names that are drawn as part of the background wherever they are named
 * (issue 29 "settings as backgrounds"): "a beach with sandcastles and a lighthouse", "a pond
 * in the park". Normalised words → the decoration that draws them.
 */
export const FEATURE_WORDS: ReadonlyMap<string, Decoration> = new Map<string, Decoration>([
  ['barn', 'barn'],
  ['skate park', 'ramp'],
  ['skatepark', 'ramp'],
  ['skate ramp', 'ramp'],
  ['half pipe', 'ramp'],
  ['halfpipe', 'ramp'],
  ['quarter pipe', 'ramp'],
  // The kitchen's counter has its oven (draw.ts PLACE_DRAWINGS.kitchen).
  ['oven', 'kitchen'],
  ['ovens', 'kitchen'],
  ['stove', 'kitchen'],
  ['stoves', 'kitchen'],
  ['cooker', 'kitchen'],
  ['barns', 'barn'],
  ['lighthouse', 'lighthouse'],
  ['lighthouses', 'lighthouse'],
  ['sandcastle', 'sandcastle'],
  ['sandcastles', 'sandcastle'],
  ['sand castle', 'sandcastle'],
  ['sand castles', 'sandcastle'],
  ['swing set', 'swings'],
  ['swings', 'swings'],
  ['bookshelf', 'bookshelves'],
  ['bookshelves', 'bookshelves'],
  ['bookcase', 'bookshelves'],
  ['bookcases', 'bookshelves'],
  ['chalkboard', 'board'],
  ['blackboard', 'board'],
  ['whiteboard', 'board'],
  ['pond', 'pond'],
  ['duck pond', 'pond'],
  // The key thing of a setting no OpenMoji art draws (look sets 2–4): drawn by draw.ts.
  ['campfire', 'campfire'],
  ['campfires', 'campfire'],
  ['camp fire', 'campfire'],
  ['bonfire', 'campfire'],
  ['igloo', 'igloo'],
  ['igloos', 'igloo'],
  ['treehouse', 'treehouse'],
  ['tree house', 'treehouse'],
  ['stage', 'stage'],
  ['dock', 'dock'],
  ['pier', 'dock'],
  ['jetty', 'dock'],
]);

/** One scene setting: its name, the words that pick it, its ground and what it may draw. */
export interface SettingDef {
  name: string;
  /** Normalised words or phrases that pick this setting. */
  keywords: readonly string[];
  ground: Ground;
  /** Things in the sky band (sun, clouds, planets…), catalog terms. */
  sky: readonly string[];
  /** Big things standing on the horizon behind the subjects. */
  back: readonly string[];
  /** Small things in the foreground band. */
  front: readonly string[];
  /** Companions in the air or water (butterflies, birds, fish…). */
  air: readonly string[];
  decorations: readonly Decoration[];
  /** Who lives here, for "animals" and for unknown prompts. */
  residents: readonly string[];
}

/** Every scene setting the sketchbook knows; prop and resident lists name catalog terms (sketchbook/catalog.ts). */
export const SETTINGS: readonly SettingDef[] = [
  {
    name: 'sea',
    keywords: [
      'on the sea',
      'on the ocean',
      'on the water',
      'at sea',
      'on a lake',
      'on the lake',
      'across the sea',
      'across the ocean',
      'sailing',
      'high seas',
      'pool',
      'swimming pool',
      'paddling pool',
      'harbor',
      'harbour',
      'port',
      'marina',
    ],
    ground: 'water',
    sky: ['sun', 'cloud', 'cloud'],
    back: [],
    front: [],
    air: ['bird', 'bird'],
    decorations: [],
    residents: ['sailboat', 'ship'],
  },
  {
    name: 'underwater',
    keywords: [
      'underwater',
      'under water',
      'under the sea',
      'ocean',
      'sea',
      'reef',
      'coral reef',
      'aquarium',
      'deep sea',
      'seabed',
      'sea floor',
      'ocean floor',
    ],
    ground: 'seabed',
    sky: [],
    back: [],
    front: ['coral', 'spiral shell', 'crab', 'coral'],
    air: ['tropical fish', 'fish', 'blowfish', 'jellyfish'],
    decorations: ['bubbles', 'seaweed', 'waves'],
    residents: ['octopus', 'dolphin', 'turtle', 'whale', 'tropical fish'],
  },
  {
    name: 'moon',
    keywords: ['moon', 'the moon', 'moon surface', 'lunar surface'],
    ground: 'moon',
    sky: ['ringed planet', 'globe', 'comet'],
    back: [],
    front: [],
    air: ['rocket', 'flying saucer'],
    decorations: ['stars', 'craters'],
    residents: ['astronaut', 'rocket', 'alien'],
  },
  {
    name: 'space',
    keywords: [
      'space',
      'outer space',
      'galaxy',
      'universe',
      'cosmos',
      'solar system',
      'stars',
      'planets',
      'starry sky',
      'night sky',
      'mars',
      'jupiter',
    ],
    ground: 'none',
    sky: ['ringed planet', 'crescent moon', 'comet', 'globe'],
    back: [],
    front: [],
    air: ['flying saucer', 'satellite', 'rocket'],
    decorations: ['stars'],
    residents: ['astronaut', 'rocket', 'alien'],
  },
  {
    name: 'sky',
    keywords: ['sky', 'clouds', 'cloud', 'the clouds', 'heaven', 'air', 'the sky', 'above the clouds'],
    ground: 'clouds',
    sky: ['sun', 'cloud', 'rainbow', 'cloud'],
    back: [],
    front: [],
    air: ['bird', 'balloon', 'kite'],
    decorations: [],
    residents: ['airplane', 'bird', 'balloon'],
  },
  {
    name: 'jungle',
    keywords: ['jungle', 'rainforest', 'rain forest', 'safari', 'tropics', 'tropical'],
    ground: 'hills',
    sky: ['sun', 'cloud'],
    back: ['palm tree', 'palm tree', 'deciduous tree'],
    front: ['blossom', 'mushroom', 'rose'],
    air: ['parrot', 'butterfly'],
    decorations: ['grass'],
    residents: ['monkey', 'tiger', 'elephant', 'parrot', 'giraffe', 'snake', 'sloth', 'gorilla'],
  },
  {
    name: 'farm',
    keywords: ['farm', 'barn', 'barnyard', 'farmyard', 'ranch', 'countryside', 'village'],
    ground: 'flat',
    sky: ['sun', 'cloud'],
    back: ['deciduous tree', 'tractor'],
    front: ['blossom', 'rose'],
    air: ['bird'],
    // A farm page has its barn (look sets 6–7 judged farms without one), not a house.
    decorations: ['barn', 'fence', 'grass'],
    residents: ['cow', 'pig', 'sheep', 'chicken', 'horse', 'goat'],
  },
  {
    name: 'castle',
    keywords: [
      'castle',
      'castle courtyard',
      'courtyard',
      'kingdom',
      'palace',
      'fairyland',
      'fairy land',
      'fairy tale',
      'fairytale',
      'royal ball',
      'enchanted kingdom',
    ],
    ground: 'hills',
    sky: ['cloud', 'rainbow', 'sun'],
    back: ['castle', 'evergreen tree'],
    front: ['blossom', 'rose', 'blossom'],
    air: ['butterfly', 'bird'],
    decorations: ['grass'],
    residents: ['princess', 'unicorn', 'prince', 'dragon'],
  },
  {
    name: 'beach',
    keywords: [
      'beach',
      'seaside',
      'sea side',
      'shore',
      'seashore',
      'sand',
      'sandy beach',
      'island',
      'coast',
      'by the sea',
      'at the sea',
      'near the sea',
      'by the ocean',
      'at the ocean',
    ],
    ground: 'sand',
    sky: ['sun', 'cloud'],
    back: ['palm tree', 'sailboat'],
    front: ['spiral shell', 'crab', 'umbrella on ground'],
    air: ['bird'],
    decorations: ['sea'],
    residents: ['crab', 'turtle', 'child'],
  },
  {
    name: 'forest',
    keywords: ['forest', 'woods', 'wood', 'woodland', 'woodlands', 'trees', 'camping', 'campsite'],
    ground: 'hills',
    sky: ['sun', 'cloud'],
    back: ['evergreen tree', 'deciduous tree', 'evergreen tree'],
    front: ['mushroom', 'blossom', 'mushroom'],
    air: ['bird', 'butterfly'],
    decorations: ['grass'],
    residents: ['fox', 'deer', 'rabbit', 'owl', 'hedgehog', 'bear'],
  },
  {
    name: 'snow',
    keywords: [
      'snow',
      'snowy',
      'winter',
      'wintertime',
      'north pole',
      'arctic',
      'antarctica',
      'ice',
      'icy',
      'igloo',
    ],
    ground: 'hills',
    sky: ['snowflake', 'cloud', 'snowflake'],
    back: ['evergreen tree', 'snowman', 'evergreen tree'],
    front: ['snowflake'],
    air: ['snowflake'],
    decorations: [],
    residents: ['penguin', 'polar bear', 'snowman'],
  },
  {
    name: 'race track',
    keywords: [
      'race track',
      'racetrack',
      'racing track',
      'track',
      'race',
      'grand prix',
      'speedway',
      'circuit',
    ],
    ground: 'track',
    sky: ['sun', 'cloud'],
    back: ['chequered flag', 'deciduous tree', 'chequered flag'],
    front: [],
    air: ['bird'],
    decorations: [],
    residents: ['racing car', 'trophy'],
  },
  {
    name: 'city',
    // Streets are the city's (look set 8: "an old european street" and "a dragon dance in the
    // street" were drawn on a race track).
    keywords: [
      'city',
      'city park',
      'city street',
      'busy street',
      'street',
      'streets',
      'road',
      'town',
      'downtown',
      'neighborhood',
      'neighbourhood',
      'old town',
      'market',
      'cafe',
    ],
    ground: 'flat',
    sky: ['sun', 'cloud'],
    back: ['office building', 'house', 'deciduous tree'],
    front: [],
    air: ['bird'],
    decorations: [],
    residents: ['bus', 'automobile', 'child'],
  },
  {
    name: 'desert',
    keywords: ['desert', 'sahara', 'dunes'],
    ground: 'sand',
    sky: ['sun', 'cloud'],
    back: ['cactus', 'cactus'],
    front: ['rock'],
    air: ['bird'],
    decorations: [],
    residents: ['camel', 'snake', 'lizard'],
  },
  {
    name: 'halloween',
    keywords: ['halloween', 'trick or treat', 'trick or treating', 'haunted house', 'spooky night'],
    ground: 'hills',
    sky: ['crescent moon', 'bat', 'bat'],
    back: ['house', 'leafless tree'],
    front: ['jack-o-lantern', 'jack-o-lantern', 'spider web'],
    air: ['bat'],
    decorations: ['stars', 'grass'],
    residents: ['ghost', 'jack-o-lantern'],
  },
  {
    name: 'christmas',
    keywords: ['christmas', 'xmas', 'christmas morning', 'christmas eve', 'north pole'],
    ground: 'flat',
    sky: ['star', 'snowflake', 'snowflake'],
    back: ['christmas tree', 'house'],
    front: ['wrapped gift', 'wrapped gift', 'snowman'],
    air: ['snowflake'],
    decorations: [],
    residents: ['christmas tree', 'santa claus'],
  },
  {
    // A stage (look set 4): the floor, curtains and valance are the stage decoration.
    name: 'stage',
    keywords: ['on stage', 'theater', 'theatre', 'concert hall', 'recital'],
    ground: 'flat',
    sky: [],
    back: [],
    front: [],
    air: [],
    decorations: ['stage'],
    residents: ['ballet dancer'],
  },
  {
    name: 'classroom',
    keywords: [
      'classroom',
      'class room',
      'school',
      'at school',
      'lesson',
      'kindergarten',
      'preschool',
      'nursery',
    ],
    ground: 'flat',
    sky: ['alarm clock', 'globe'],
    back: [],
    front: ['books', 'pencil', 'crayon'],
    air: [],
    decorations: ['board'],
    residents: ['teacher', 'open book'],
  },
  // Look set 7: "inside a library with tall bookshelves" drew a chair outdoors.
  {
    name: 'library',
    keywords: [
      'library',
      'school library',
      'public library',
      'bookshop',
      'bookstore',
      'book shop',
      'reading corner',
    ],
    ground: 'flat',
    sky: ['globe'],
    back: [],
    front: ['books'],
    air: [],
    decorations: ['bookshelves'],
    residents: ['open book'],
  },
  // The issue's list of settings names a bedroom; look set 8's "messy kids bedroom" was a meadow.
  {
    name: 'bedroom',
    keywords: ['bedroom', 'bed room', 'kids room', 'nursery', 'in bed', 'my room'],
    ground: 'flat',
    sky: [],
    back: ['bed'],
    front: ['teddy bear'],
    air: [],
    decorations: ['bookshelves'],
    residents: ['bed', 'teddy bear'],
  },
  {
    name: 'zoo',
    keywords: ['zoo', 'safari park', 'wildlife park', 'petting zoo'],
    ground: 'flat',
    sky: ['sun', 'cloud'],
    back: ['deciduous tree', 'palm tree'],
    front: ['balloon'],
    air: ['bird'],
    decorations: ['fence', 'grass'],
    residents: ['elephant', 'giraffe', 'lion', 'zebra', 'monkey', 'penguin'],
  },
  {
    name: 'party',
    // Not "festival": Holi, Diwali or a music festival is no birthday (looks sets 6–7 drew cakes).
    keywords: ['party', 'birthday', 'birthday party', 'celebration'],
    ground: 'flat',
    sky: ['balloon', 'balloon', 'party popper'],
    back: [],
    front: ['wrapped gift', 'birthday cake', 'wrapped gift'],
    air: ['balloon'],
    decorations: [],
    residents: ['birthday cake', 'balloon'],
  },
  {
    name: 'garden',
    keywords: [
      'garden',
      'gardens',
      'backyard',
      'back yard',
      'yard',
      'flower bed',
      'flowerbed',
      'flower garden',
      'greenhouse',
    ],
    ground: 'hills',
    sky: ['sun', 'cloud'],
    back: ['deciduous tree', 'house'],
    front: ['blossom', 'rose', 'blossom', 'mushroom'],
    air: ['butterfly', 'bee'],
    decorations: ['grass', 'fence'],
    residents: ['butterfly', 'snail', 'lady beetle'],
  },
  // Issue 29 "settings as backgrounds": the place a prompt names is drawn, not stood in for.
  {
    name: 'pond',
    // A river or a stream is water at the subjects' feet too (look set 9: "a bear catching a
    // fish in a river" was a meadow with the river reported).
    keywords: ['pond', 'duck pond', 'lake', 'lily pond', 'river', 'stream', 'creek', 'brook'],
    ground: 'hills',
    sky: ['sun', 'cloud'],
    back: ['deciduous tree'],
    front: [],
    air: ['butterfly'],
    decorations: ['pond', 'grass'],
    residents: ['duck', 'frog'],
  },
  {
    name: 'playground',
    keywords: ['playground', 'swings', 'swing set', 'swing', 'play park', 'park'],
    ground: 'hills',
    sky: ['sun', 'cloud'],
    back: ['deciduous tree'],
    front: [],
    air: ['bird'],
    decorations: ['swings', 'grass'],
    residents: ['child'],
  },
  {
    name: 'kitchen',
    keywords: ['kitchen', 'in the kitchen', 'bakery', 'bake shop', 'cafe kitchen'],
    ground: 'flat',
    sky: [],
    back: [],
    front: [],
    air: [],
    decorations: ['kitchen'],
    residents: ['cookie'],
  },
  {
    name: 'meadow',
    keywords: [
      'meadow',
      'meadows',
      'field',
      'fields',
      'grass',
      'grassland',
      'hill',
      'hills',
      'valley',
      'outdoors',
      'outside',
      'picnic',
      'nature',
      'spring',
    ],
    ground: 'hills',
    sky: ['sun', 'cloud', 'cloud'],
    back: ['deciduous tree', 'evergreen tree'],
    front: ['blossom', 'rose', 'blossom'],
    air: ['butterfly', 'bird'],
    decorations: ['grass'],
    residents: ['rabbit', 'butterfly', 'dog'],
  },
];

const BY_NAME = new Map(SETTINGS.map((s) => [s.name, s]));

/** The setting called `name`; throws on an unknown name (a bug, not user input). */
export function getSetting(name: string): SettingDef {
  const setting = BY_NAME.get(name);
  if (!setting) throw new Error(`unknown setting ${name}`);
  return setting;
}

/** Setting keyword (normalised) → setting name; longest keywords are tried first by the parser. */
export const SETTING_KEYWORDS: ReadonlyMap<string, string> = new Map(
  SETTINGS.flatMap((s) => s.keywords.map((k) => [k, s.name] as const)),
);

/**
 * Where a subject lives when the prompt names no place (a fish swims, a cow is on a
 * farm). Keys are catalog terms or OpenMoji subgroup names.
 */
export const HOME_OF: Record<string, string> = {
  'transport-water': 'sea',
  'animal-marine': 'underwater',
  mermaid: 'underwater',
  merman: 'underwater',
  submarine: 'underwater',
  astronaut: 'space',
  rocket: 'space',
  'flying saucer': 'space',
  alien: 'space',
  'ringed planet': 'space',
  satellite: 'space',
  star: 'space',
  cow: 'farm',
  pig: 'farm',
  sheep: 'farm',
  chicken: 'farm',
  rooster: 'farm',
  goat: 'farm',
  tractor: 'farm',
  farmer: 'farm',
  horse: 'farm',
  monkey: 'jungle',
  tiger: 'jungle',
  parrot: 'jungle',
  gorilla: 'jungle',
  orangutan: 'jungle',
  sloth: 'jungle',
  snake: 'jungle',
  elephant: 'jungle',
  giraffe: 'jungle',
  zebra: 'jungle',
  lion: 'jungle',
  dinosaur: 'forest',
  't rex': 'forest',
  sauropod: 'forest',
  fox: 'forest',
  deer: 'forest',
  owl: 'forest',
  bear: 'forest',
  hedgehog: 'forest',
  wolf: 'forest',
  chipmunk: 'forest',
  butterfly: 'garden',
  bee: 'garden',
  flower: 'garden',
  snail: 'garden',
  'lady beetle': 'garden',
  bug: 'garden',
  'racing car': 'race track',
  penguin: 'snow',
  'polar bear': 'snow',
  snowman: 'snow',
  skier: 'snow',
  sled: 'snow',
  airplane: 'sky',
  helicopter: 'sky',
  balloon: 'sky',
  kite: 'sky',
  princess: 'castle',
  prince: 'castle',
  unicorn: 'castle',
  fairy: 'castle',
  mage: 'castle',
  dragon: 'castle',
  crab: 'beach',
  'spiral shell': 'beach',
  'person surfing': 'beach',
  camel: 'desert',
  cactus: 'desert',
  'birthday cake': 'party',
  'jack-o-lantern': 'halloween',
  'jack o lantern': 'halloween',
  ghost: 'halloween',
  'christmas tree': 'christmas',
  'santa claus': 'christmas',
  teacher: 'classroom',
  school: 'classroom',
  'wrapped gift': 'party',
  'fire engine': 'city',
  'police car': 'city',
  bus: 'city',
  taxi: 'city',
  automobile: 'city',
  ambulance: 'city',
  'delivery truck': 'city',
};

/** Setting of a page whose prompt names no place and no subject with a home. */
export const DEFAULT_SETTING = 'meadow';
