/**
 * The words and numbers the demo catalog is built from: stones, forms, the category tree.
 * Mineral and form keys are the artwork's (modules/media/art-palette.ts and art-forms.ts).
 */

export interface MineralInfo {
  name: string;
  /** adjective and country pairs, e.g. ['Brazilian', 'Brazil'] */
  origins: readonly (readonly [string, string])[];
  chakra: string;
  /** what it is kept for: 'calm, intuition and restful sleep' */
  traits: string;
  /** how it looks: 'deep violet quartz with natural colour zoning' */
  look: string;
  care: string;
  hardness: string;
  /** price factor against the form's range */
  price: number;
  /** Vedic name of a navratna stone */
  alt?: string;
}

const BR = ['Brazilian', 'Brazil'] as const;
const IN = ['Indian', 'India'] as const;
const MG = ['Madagascan', 'Madagascar'] as const;
const UY = ['Uruguayan', 'Uruguay'] as const;
const ZA = ['South African', 'South Africa'] as const;
const MA = ['Moroccan', 'Morocco'] as const;
const PE = ['Peruvian', 'Peru'] as const;
const CN = ['Chinese', 'China'] as const;
const MX = ['Mexican', 'Mexico'] as const;
const LK = ['Sri Lankan', 'Sri Lanka'] as const;
const MM = ['Burmese', 'Myanmar'] as const;
const AF = ['Afghan', 'Afghanistan'] as const;
const HI = ['Himalayan', 'the Himalaya'] as const;
const ZM = ['Zambian', 'Zambia'] as const;
const CD = ['Congolese', 'the Congo'] as const;
const NP = ['Nepali', 'Nepal'] as const;
const RU = ['Karelian', 'Karelia, Russia'] as const;
const NA = ['Namibian', 'Namibia'] as const;
const CO = ['Colombian', 'Colombia'] as const;
const RJ = ['Rajasthani', 'Rajasthan'] as const;
const PK = ['Pakistani', 'Pakistan'] as const;

const WATER_OK = 'Rinse under running water now and then, dry it with a soft cloth and recharge it in moonlight.';
const NO_WATER = 'Keep it dry: dust it with a soft brush and cleanse it with smoke or sound rather than water.';
const NO_SUN = 'Keep it out of strong direct sunlight, which can fade its colour over time.';

export const MINERALS: Readonly<Record<string, MineralInfo>> = {
  amethyst: {
    name: 'Amethyst',
    origins: [BR, UY, ZM],
    chakra: 'Crown',
    traits: 'calm, intuition and restful sleep',
    look: 'deep violet quartz with natural colour zoning',
    care: `${WATER_OK} ${NO_SUN}`,
    hardness: '7',
    price: 1.15,
  },
  'rose-quartz': {
    name: 'Rose Quartz',
    origins: [MG, BR, IN],
    chakra: 'Heart',
    traits: 'love, self-care and emotional healing',
    look: 'soft, milky pink quartz',
    care: `${WATER_OK} ${NO_SUN}`,
    hardness: '7',
    price: 0.95,
  },
  'clear-quartz': {
    name: 'Clear Quartz',
    origins: [BR, HI, MG],
    chakra: 'Crown',
    traits: 'clarity, focus and amplifying intentions',
    look: 'water-clear quartz with natural inclusions',
    care: WATER_OK,
    hardness: '7',
    price: 1,
  },
  citrine: {
    name: 'Citrine',
    origins: [BR, ZM, MG],
    chakra: 'Solar Plexus',
    traits: 'abundance, confidence and success',
    look: 'honey-yellow to golden quartz',
    care: `${WATER_OK} ${NO_SUN}`,
    hardness: '7',
    price: 1.25,
  },
  'smoky-quartz': {
    name: 'Smoky Quartz',
    origins: [BR, MG, HI],
    chakra: 'Root',
    traits: 'grounding and letting go of stress',
    look: 'translucent quartz in smoky brown tones',
    care: WATER_OK,
    hardness: '7',
    price: 1.05,
  },
  'black-tourmaline': {
    name: 'Black Tourmaline',
    origins: [BR, MG, NA],
    chakra: 'Root',
    traits: 'protection and grounding',
    look: 'jet-black crystal with fine vertical striations',
    care: NO_WATER,
    hardness: '7-7.5',
    price: 1,
  },
  'lapis-lazuli': {
    name: 'Lapis Lazuli',
    origins: [AF, ['Chilean', 'Chile']],
    chakra: 'Third Eye',
    traits: 'wisdom, truth and self-expression',
    look: 'royal blue stone flecked with golden pyrite',
    care: NO_WATER,
    hardness: '5-5.5',
    price: 1.4,
  },
  malachite: {
    name: 'Malachite',
    origins: [CD, ZM],
    chakra: 'Heart',
    traits: 'transformation and emotional balance',
    look: 'vivid green stone with swirling concentric bands',
    care: NO_WATER,
    hardness: '3.5-4',
    price: 1.35,
  },
  'tiger-eye': {
    name: 'Tiger Eye',
    origins: [ZA, IN, NA],
    chakra: 'Solar Plexus',
    traits: 'courage, focus and good luck',
    look: 'golden-brown stone with a silky, shifting sheen',
    care: WATER_OK,
    hardness: '7',
    price: 0.9,
  },
  selenite: {
    name: 'Selenite',
    origins: [MA, MX],
    chakra: 'Crown',
    traits: 'cleansing the space and other crystals',
    look: 'satin-white gypsum with a pearly, fibrous glow',
    care: 'Selenite is soft and dissolves in water: keep it dry and dust it gently with a soft cloth.',
    hardness: '2',
    price: 0.8,
  },
  carnelian: {
    name: 'Carnelian',
    origins: [IN, BR, MG],
    chakra: 'Sacral',
    traits: 'energy, creativity and motivation',
    look: 'translucent orange-red chalcedony',
    care: WATER_OK,
    hardness: '7',
    price: 0.95,
  },
  jade: {
    name: 'Green Jade',
    origins: [MM, ['Guatemalan', 'Guatemala'], CN],
    chakra: 'Heart',
    traits: 'prosperity, harmony and good fortune',
    look: 'smooth, deep-green jade with a buttery lustre',
    care: WATER_OK,
    hardness: '6-7',
    price: 1.3,
  },
  labradorite: {
    name: 'Labradorite',
    origins: [MG, ['Finnish', 'Finland'], IN],
    chakra: 'Third Eye',
    traits: 'intuition, change and protection of the aura',
    look: 'grey feldspar that flashes blue, green and gold in the light',
    care: WATER_OK,
    hardness: '6-6.5',
    price: 1.3,
  },
  pyrite: {
    name: 'Pyrite',
    origins: [PE, ['Spanish', 'Spain']],
    chakra: 'Solar Plexus',
    traits: 'wealth, willpower and protection',
    look: 'brassy gold mineral with a metallic shine',
    care: NO_WATER,
    hardness: '6-6.5',
    price: 1.2,
  },
  'green-aventurine': {
    name: 'Green Aventurine',
    origins: [IN, BR],
    chakra: 'Heart',
    traits: 'luck, opportunity and optimism',
    look: 'green quartzite with a soft glitter',
    care: WATER_OK,
    hardness: '6.5-7',
    price: 0.85,
  },
  fluorite: {
    name: 'Fluorite',
    origins: [CN, MX, ['English', 'England']],
    chakra: 'Third Eye',
    traits: 'focus, learning and a tidy mind',
    look: 'glassy purple, teal and green bands',
    care: NO_WATER,
    hardness: '4',
    price: 1.1,
  },
  obsidian: {
    name: 'Black Obsidian',
    origins: [MX, PE],
    chakra: 'Root',
    traits: 'protection and clearing negativity',
    look: 'glossy black volcanic glass',
    care: WATER_OK,
    hardness: '5-5.5',
    price: 0.95,
  },
  moonstone: {
    name: 'Moonstone',
    origins: [IN, LK],
    chakra: 'Sacral',
    traits: 'new beginnings, intuition and feminine energy',
    look: 'milky feldspar with a blue, moon-like glow',
    care: WATER_OK,
    hardness: '6-6.5',
    price: 1.3,
  },
  amazonite: {
    name: 'Amazonite',
    origins: [BR, PE, MG],
    chakra: 'Throat',
    traits: 'soothing communication and calm',
    look: 'sea-green feldspar with white streaks',
    care: WATER_OK,
    hardness: '6-6.5',
    price: 1.05,
  },
  hematite: {
    name: 'Hematite',
    origins: [BR, MA],
    chakra: 'Root',
    traits: 'grounding and steady focus',
    look: 'steel-grey stone with a mirror-like metallic polish',
    care: NO_WATER,
    hardness: '5.5-6.5',
    price: 0.8,
  },
  sodalite: {
    name: 'Sodalite',
    origins: [BR, NA],
    chakra: 'Throat',
    traits: 'logic, calm and honest communication',
    look: 'deep blue stone veined with white',
    care: WATER_OK,
    hardness: '5.5-6',
    price: 0.9,
  },
  'red-jasper': {
    name: 'Red Jasper',
    origins: [IN, ZA],
    chakra: 'Root',
    traits: 'stamina, stability and courage',
    look: 'brick-red jasper with earthy speckles',
    care: WATER_OK,
    hardness: '7',
    price: 0.8,
  },
  sunstone: {
    name: 'Sunstone',
    origins: [IN, ['Tanzanian', 'Tanzania']],
    chakra: 'Sacral',
    traits: 'joy, warmth and leadership',
    look: 'warm orange feldspar with glittering inclusions',
    care: WATER_OK,
    hardness: '6-6.5',
    price: 1.2,
  },
  shungite: {
    name: 'Shungite',
    origins: [RU],
    chakra: 'Root',
    traits: 'purification and shielding from EMF',
    look: 'matte black carbon-rich stone',
    care: WATER_OK,
    hardness: '3.5-4',
    price: 1.1,
  },
  turquoise: {
    name: 'Turquoise',
    origins: [
      ['Tibetan', 'Tibet'],
      ['Iranian', 'Iran'],
      ['Arizona', 'Arizona, USA'],
    ],
    chakra: 'Throat',
    traits: 'protection on journeys and clear speech',
    look: 'sky-blue stone with a dark spiderweb matrix',
    care: NO_WATER,
    hardness: '5-6',
    price: 1.5,
  },
  'blue-lace-agate': {
    name: 'Blue Lace Agate',
    origins: [NA, ZA],
    chakra: 'Throat',
    traits: 'gentle calm and peaceful speech',
    look: 'pale blue agate with lacy white bands',
    care: WATER_OK,
    hardness: '6.5-7',
    price: 1.15,
  },
  agate: {
    name: 'Agate',
    origins: [BR, UY, IN],
    chakra: 'Root',
    traits: 'balance, stability and composure',
    look: 'banded chalcedony in grey-blue layers with a crystal heart',
    care: WATER_OK,
    hardness: '6.5-7',
    price: 1,
  },
  ruby: {
    name: 'Ruby',
    alt: 'Manik',
    origins: [MM, ['Mozambique', 'Mozambique'], ['Thai', 'Thailand']],
    chakra: 'Root',
    traits: 'vitality and the strength of the Sun',
    look: 'pigeon-blood red corundum',
    care: 'Wipe it with a soft, damp cloth and store it apart from other gems.',
    hardness: '9',
    price: 4.5,
  },
  emerald: {
    name: 'Emerald',
    alt: 'Panna',
    origins: [CO, ZM, ['Brazilian', 'Brazil']],
    chakra: 'Heart',
    traits: 'intellect, speech and the blessings of Mercury',
    look: 'lush green beryl with a natural garden of inclusions',
    care: 'Avoid heat and ultrasonic cleaners; wipe it with a soft, dry cloth.',
    hardness: '7.5-8',
    price: 4.2,
  },
  'blue-sapphire': {
    name: 'Blue Sapphire',
    alt: 'Neelam',
    origins: [LK, ['Kashmiri', 'Kashmir'], MM],
    chakra: 'Third Eye',
    traits: 'discipline and the favour of Saturn',
    look: 'velvety cornflower-blue corundum',
    care: 'Wipe it with a soft, damp cloth and store it apart from other gems.',
    hardness: '9',
    price: 4.8,
  },
  'yellow-sapphire': {
    name: 'Yellow Sapphire',
    alt: 'Pukhraj',
    origins: [LK, ['Thai', 'Thailand']],
    chakra: 'Solar Plexus',
    traits: 'wisdom, prosperity and the grace of Jupiter',
    look: 'bright canary-yellow corundum',
    care: 'Wipe it with a soft, damp cloth and store it apart from other gems.',
    hardness: '9',
    price: 4.4,
  },
  hessonite: {
    name: 'Hessonite',
    alt: 'Gomed',
    origins: [LK, ['African', 'Africa']],
    chakra: 'Root',
    traits: 'clarity and calming the influence of Rahu',
    look: 'honey-brown garnet with a warm glow',
    care: 'Wipe it with a soft, damp cloth.',
    hardness: '7',
    price: 2.2,
  },
  pearl: {
    name: 'Pearl',
    alt: 'Moti',
    origins: [
      ['South Sea', 'the South Sea'],
      ['Basra', 'Basra'],
      ['Japanese', 'Japan'],
    ],
    chakra: 'Crown',
    traits: 'peace of mind and the calm of the Moon',
    look: 'round, lustrous natural pearl',
    care: 'Keep pearls away from perfume and acids; wipe with a soft cloth after wearing.',
    hardness: '2.5-4.5',
    price: 2.4,
  },
  'red-coral': {
    name: 'Red Coral',
    alt: 'Moonga',
    origins: [
      ['Italian', 'Italy'],
      ['Japanese', 'Japan'],
    ],
    chakra: 'Root',
    traits: 'courage, energy and the strength of Mars',
    look: 'smooth, oxblood-red organic gem',
    care: 'Keep it away from heat, acids and perfume; wipe with a soft cloth.',
    hardness: '3.5',
    price: 2.6,
  },
  garnet: {
    name: 'Garnet',
    origins: [IN, MG, ['Mozambique', 'Mozambique']],
    chakra: 'Root',
    traits: 'passion, devotion and renewed energy',
    look: 'deep wine-red crystal',
    care: WATER_OK,
    hardness: '7-7.5',
    price: 1.4,
  },
  rudraksha: {
    name: 'Rudraksha',
    origins: [NP, ['Indonesian', 'Indonesia']],
    chakra: 'Crown',
    traits: 'devotion, focus and steady meditation',
    look: 'natural five-faced (5 Mukhi) Rudraksha seeds',
    care: 'Oil the beads lightly with sandalwood or mustard oil once a month and keep them dry.',
    hardness: '-',
    price: 1,
  },
  marble: {
    name: 'White Makrana Marble',
    origins: [RJ],
    chakra: 'Crown',
    traits: 'purity and an auspicious home',
    look: 'fine-grained white marble from Makrana, hand-finished',
    care: 'Dust it with a soft brush; wipe with a barely damp cloth and avoid acids.',
    hardness: '3',
    price: 1.2,
  },
  'black-stone': {
    name: 'Black Stone',
    origins: [IN, RJ],
    chakra: 'Root',
    traits: 'steadiness, protection and devotion',
    look: 'dense black stone, hand-carved and polished',
    care: 'Wipe it with a soft cloth; a drop of oil renews the polish.',
    hardness: '6',
    price: 1.05,
  },
  narmada: {
    name: 'Narmada River Stone',
    origins: [['Narmada', 'the Narmada river, Madhya Pradesh']],
    chakra: 'Root',
    traits: 'the blessings of Lord Shiva and inner stillness',
    look: 'naturally smoothed river stone with sacred brown markings',
    care: 'Bathe it in clean water or milk during puja and dry it with a soft cloth.',
    hardness: '7',
    price: 1.1,
  },
  'himalayan-salt': {
    name: 'Himalayan Pink Salt',
    origins: [PK, HI],
    chakra: 'Sacral',
    traits: 'a warm glow and a calm, cosy room',
    look: 'hand-cut rock salt that glows amber when lit',
    care: 'Keep it dry and away from humid rooms; switch it on often so it stays dry.',
    hardness: '2.5',
    price: 1,
  },
  soapstone: {
    name: 'Soapstone',
    origins: [IN, RJ],
    chakra: 'Heart',
    traits: 'calm and a gentle, grounding presence',
    look: 'soft, silky stone in warm grey tones',
    care: 'Dust it with a soft brush; a drop of mineral oil deepens its colour.',
    hardness: '1-2',
    price: 0.8,
  },
};

/** Kits: a set of stones, named for what it is for. */
export const KIT_SETS: Readonly<Record<string, { name: string; stones: string; traits: string; price: number }>> = {
  chakra: {
    name: 'Seven Chakra',
    stones: 'Red Jasper, Carnelian, Citrine, Green Aventurine, Sodalite, Lapis Lazuli and Amethyst',
    traits: 'balancing all seven chakras',
    price: 1,
  },
  protection: {
    name: 'Protection',
    stones: 'Black Tourmaline, Black Obsidian, Hematite, Smoky Quartz, Shungite and Tiger Eye',
    traits: 'shielding and grounding',
    price: 1.1,
  },
  love: {
    name: 'Love & Harmony',
    stones: 'Rose Quartz, Garnet, Amethyst, Moonstone and Clear Quartz',
    traits: 'self-love and harmony in relationships',
    price: 1.05,
  },
  abundance: {
    name: 'Money & Abundance',
    stones: 'Citrine, Pyrite, Green Aventurine, Tiger Eye, Clear Quartz and Green Jade',
    traits: 'prosperity and new opportunities',
    price: 1.15,
  },
  calm: {
    name: 'Calm & Sleep',
    stones: 'Amethyst, Blue Lace Agate, Sodalite, Selenite, Moonstone and Amazonite',
    traits: 'calm evenings and restful sleep',
    price: 1.05,
  },
};

export type Ladder = 'weight' | 'mm' | 'size' | 'inch' | 'bead' | 'ratti' | 'kg' | 'set' | 'pack';

/** How much dearer each rung of a ladder is than the one before. */
export const LADDER_STEP: Readonly<Record<Ladder, readonly [number, number]>> = {
  weight: [1.5, 1.8],
  mm: [1.35, 1.6],
  size: [1.3, 1.55],
  inch: [1.3, 1.5],
  bead: [1.1, 1.25],
  ratti: [1.45, 1.7],
  kg: [1.4, 1.7],
  set: [1.5, 1.8],
  pack: [1.7, 1.9],
};

/** The rungs of each kind of variant, smallest first, with a line about each. */
export const LADDERS: Readonly<Record<Ladder, readonly (readonly [string, string])[]>> = {
  weight: [
    ['50-100 g', 'Approx. 50-100 g; every piece is unique.'],
    ['100-200 g', 'Approx. 100-200 g; every piece is unique.'],
    ['200-300 g', 'Approx. 200-300 g; every piece is unique.'],
    ['300-500 g', 'Approx. 300-500 g; every piece is unique.'],
    ['500 g-1 kg', 'Approx. 500 g to 1 kg; every piece is unique.'],
  ],
  mm: [
    ['40 mm', '40 mm across, about the size of a walnut.'],
    ['50 mm', '50 mm across, with a display stand.'],
    ['60 mm', '60 mm across, with a display stand.'],
    ['70 mm', '70 mm across, with a display stand.'],
    ['80 mm', '80 mm across, a statement piece with stand.'],
  ],
  size: [
    ['Small', 'Small: fits the palm of a hand.'],
    ['Medium', 'Medium: the most popular size.'],
    ['Large', 'Large: a centrepiece for a shelf or altar.'],
    ['Extra Large', 'Extra large: a showpiece.'],
  ],
  inch: [
    ['3 inch', 'About 3 inches (7.5 cm) tall.'],
    ['4 inch', 'About 4 inches (10 cm) tall.'],
    ['5 inch', 'About 5 inches (12.5 cm) tall.'],
    ['6 inch', 'About 6 inches (15 cm) tall.'],
    ['8 inch', 'About 8 inches (20 cm) tall.'],
  ],
  bead: [
    ['6 mm beads', '6 mm beads on strong elastic; fits most wrists.'],
    ['8 mm beads', '8 mm beads on strong elastic; fits most wrists.'],
    ['10 mm beads', '10 mm beads on strong elastic; fits most wrists.'],
    ['12 mm beads', '12 mm beads on strong elastic; a bold look.'],
  ],
  ratti: [
    ['3.25 Ratti', '3.25 ratti (about 2.9 ct), with a lab certificate.'],
    ['5.25 Ratti', '5.25 ratti (about 4.7 ct), with a lab certificate.'],
    ['7.25 Ratti', '7.25 ratti (about 6.5 ct), with a lab certificate.'],
    ['9.25 Ratti', '9.25 ratti (about 8.3 ct), with a lab certificate.'],
  ],
  kg: [
    ['1-2 kg', 'Approx. 1-2 kg; every geode is unique.'],
    ['2-3 kg', 'Approx. 2-3 kg; every geode is unique.'],
    ['3-5 kg', 'Approx. 3-5 kg; every geode is unique.'],
    ['5-8 kg', 'Approx. 5-8 kg; a showpiece.'],
  ],
  set: [
    ['Starter Set', 'The essential stones with a guide card.'],
    ['Complete Set', 'The stones, a selenite stick and a cotton pouch.'],
    ['Deluxe Set', 'Larger stones, selenite, a clear quartz point and a wooden box.'],
  ],
  pack: [
    ['Pack of 5', 'Five stones of similar size.'],
    ['Pack of 10', 'Ten stones of similar size.'],
    ['Pack of 25', 'Twenty-five stones of similar size.'],
  ],
};

export interface FormInfo {
  /** title patterns: {m} mineral, {o} origin adjective, {q} quality word */
  titles: readonly string[];
  qualities: readonly string[];
  /** the smallest variant's price range in rupees, before the mineral's factor */
  price: readonly [number, number];
  ladders: readonly Ladder[];
  /** what the thing is, for descriptions */
  noun: string;
  /** the noun with its article, when 'a' + noun does not read well */
  phrase?: string;
  about: string;
  use: string;
  finish: string;
}

const CRYSTAL_Q = ['Natural', 'AAA Grade', 'Premium', 'Hand-picked', 'High-Grade'];
const POLISHED_Q = ['Polished', 'Premium', 'AAA Grade', 'Hand-polished', 'Natural'];
const CARVED_Q = ['Hand-carved', 'Polished', 'Premium'];

export const FORM_INFO: Readonly<Record<string, FormInfo>> = {
  point: {
    titles: ['{m} Point', '{o} {m} Crystal Point', '{q} {m} Single Terminated Point', '{m} Natural Point'],
    qualities: CRYSTAL_Q,
    price: [299, 1499],
    ladders: ['size', 'inch'],
    noun: 'crystal point',
    about: 'a single natural crystal with its six-sided termination intact',
    use: 'Point it towards you to draw energy in, or away to clear a space; it is a classic centre stone for a crystal grid.',
    finish: 'natural faces, base trimmed to stand',
  },
  cluster: {
    titles: ['{o} {m} Cluster', '{m} Crystal Cluster', '{q} {m} Druzy Cluster'],
    qualities: CRYSTAL_Q,
    price: [799, 4999],
    ladders: ['weight', 'size'],
    noun: 'cluster',
    about: 'a bed of many small points grown together on their natural matrix',
    use: 'Keep it in the living room or on a desk, or rest jewellery and tumbled stones on it to recharge them.',
    finish: 'natural, as found',
  },
  geode: {
    titles: ['{o} {m} Geode', '{m} Geode Pair', '{q} {m} Geode'],
    qualities: CRYSTAL_Q,
    price: [1499, 9999],
    ladders: ['kg', 'size'],
    noun: 'geode',
    about: 'a rough stone shell opened to show a cavity lined with sparkling crystals',
    use: 'Place it in the north-east of the home or on a bookshelf where the light reaches inside.',
    finish: 'natural crystal cavity, outer shell left rough',
  },
  cathedral: {
    titles: ['{o} {m} Cathedral Geode', '{m} Geode Cave', '{q} {m} Cathedral'],
    qualities: CRYSTAL_Q,
    price: [4999, 17999],
    ladders: ['kg', 'inch'],
    noun: 'cathedral geode',
    about: 'a tall geode cave standing upright on a cut base, lined with crystals',
    use: 'Stand it in an entrance or a meditation corner; it is a showpiece that anchors a room.',
    finish: 'cut and polished base, natural interior',
  },
  tumbled: {
    titles: ['{m} Tumbled Stones', '{o} {m} Tumbled Stones', '{q} {m} Tumble Stones'],
    qualities: POLISHED_Q,
    price: [149, 399],
    ladders: ['weight', 'pack'],
    noun: 'tumbled stones',
    phrase: 'a handful of tumbled stones',
    about: 'smooth, rounded stones polished for weeks in a tumbler',
    use: 'Carry one in a pocket, tuck one under your pillow, or use them in grids, bowls and bath rituals.',
    finish: 'tumbled, high polish',
  },
  raw: {
    titles: ['{m} Raw Chunk', '{o} {m} Rough Stone', 'Raw {m} Crystal'],
    qualities: CRYSTAL_Q,
    price: [199, 999],
    ladders: ['weight'],
    noun: 'raw stone',
    about: 'an unpolished piece exactly as it came from the earth',
    use: 'Keep raw pieces on a windowsill, in plant pots or by the front door.',
    finish: 'raw, unpolished',
  },
  chips: {
    titles: ['{m} Crystal Chips', '{m} Chips for Grids & Vastu', '{q} {m} Chips'],
    qualities: POLISHED_Q,
    price: [149, 349],
    ladders: ['weight'],
    noun: 'crystal chips',
    phrase: 'a pouch of crystal chips',
    about: 'small tumbled chips, ideal for filling bowls, bottles and grids',
    use: 'Fill a bowl, a bottle or the soil of a plant pot, or scatter them round a candle.',
    finish: 'tumbled chips',
  },
  sphere: {
    titles: ['{m} Sphere', '{m} Crystal Ball with Stand', '{q} {m} Sphere'],
    qualities: POLISHED_Q,
    price: [699, 2999],
    ladders: ['mm'],
    noun: 'sphere',
    about: 'a hand-polished ball that radiates energy evenly in every direction',
    use: 'Set it on its stand where it catches the light; spheres are kept for meditation and scrying.',
    finish: 'hand-polished, with stand',
  },
  egg: {
    titles: ['{m} Egg', '{m} Crystal Egg with Stand', '{q} {m} Egg'],
    qualities: POLISHED_Q,
    price: [499, 1499],
    ladders: ['mm', 'size'],
    noun: 'crystal egg',
    about: 'a polished egg that sits comfortably in the hand',
    use: 'Hold it during meditation or keep it on its stand as a symbol of new beginnings.',
    finish: 'hand-polished, with stand',
  },
  tower: {
    titles: ['{m} Tower', '{m} Generator Point', '{q} {m} Six-sided Tower'],
    qualities: POLISHED_Q,
    price: [499, 2499],
    ladders: ['inch'],
    noun: 'tower',
    about: 'a polished six-sided point that stands on its own base',
    use: 'Use it as the centre of a crystal grid or stand it on a desk to focus energy upward.',
    finish: 'polished, flat base',
  },
  wand: {
    titles: ['{m} Massage Wand', '{m} Healing Wand', '{q} {m} Wand'],
    qualities: POLISHED_Q,
    price: [399, 1299],
    ladders: ['inch', 'size'],
    noun: 'massage wand',
    about: 'a smooth wand with one rounded and one pointed end',
    use: 'Use the rounded end for gentle massage and the point for reflexology and energy work.',
    finish: 'hand-polished',
  },
  obelisk: {
    titles: ['{m} Obelisk', '{q} {m} Obelisk', '{m} Vastu Obelisk'],
    qualities: POLISHED_Q,
    price: [599, 2499],
    ladders: ['inch'],
    noun: 'obelisk',
    about: 'a four-sided tapering column with a pyramid cap',
    use: 'Place it in a corner that feels heavy to lift the energy, or at the centre of a grid.',
    finish: 'polished, flat base',
  },
  pyramid: {
    titles: ['{m} Pyramid', '{m} Vastu Pyramid', '{q} {m} Pyramid'],
    qualities: POLISHED_Q,
    price: [349, 1999],
    ladders: ['mm', 'size'],
    noun: 'pyramid',
    about: 'a polished pyramid with four even faces',
    use: 'Keep it on a work desk or near a router, or place it in the centre of the home for Vastu balance.',
    finish: 'polished',
  },
  heart: {
    titles: ['{m} Puffy Heart', '{m} Heart Palm Stone', '{q} {m} Heart'],
    qualities: POLISHED_Q,
    price: [249, 999],
    ladders: ['size', 'mm'],
    noun: 'heart',
    about: 'a rounded, puffy heart polished to a soft glow',
    use: 'A thoughtful gift: keep it by the bed, on a desk or in a bag.',
    finish: 'hand-polished',
  },
  palm: {
    titles: ['{m} Palm Stone', '{m} Soothing Palm Stone', '{q} {m} Palm Stone'],
    qualities: POLISHED_Q,
    price: [199, 799],
    ladders: ['size'],
    noun: 'palm stone',
    about: 'a flat, oval stone shaped to rest in the palm',
    use: 'Hold it while you meditate, read or wind down; its smooth weight is soothing in itself.',
    finish: 'hand-polished',
  },
  worry: {
    titles: ['{m} Worry Stone', '{m} Thumb Worry Stone', '{q} {m} Worry Stone'],
    qualities: POLISHED_Q,
    price: [149, 449],
    ladders: ['size', 'pack'],
    noun: 'worry stone',
    about: 'a small oval stone with a smooth thumb-sized dip',
    use: 'Rub the dip with your thumb when you feel anxious; it fits in any pocket.',
    finish: 'hand-polished',
  },
  specimen: {
    titles: ['{o} {m} Specimen', '{m} Mineral Specimen', '{q} {m} Collector Specimen'],
    qualities: CRYSTAL_Q,
    price: [599, 5999],
    ladders: ['weight', 'size'],
    noun: 'mineral specimen',
    about: 'a natural specimen showing how the mineral grows',
    use: 'Display it in a cabinet or on a shelf; specimens are best kept out of bright sun and dust.',
    finish: 'natural, as found',
  },
  gem: {
    titles: ['{m} Loose Gemstone', 'Certified Natural {m}', '{o} {m} Gemstone'],
    qualities: ['Certified', 'Natural', 'Untreated'],
    price: [1999, 7999],
    ladders: ['ratti'],
    noun: 'gemstone',
    about: 'a natural, lab-certified gemstone for a ring or pendant',
    use: 'Traditionally set in gold or silver and worn after an auspicious muhurat; consult your astrologer for the weight.',
    finish: 'cut and polished, certified',
  },
  bracelet: {
    titles: ['{m} Bracelet', '{q} {m} Bead Bracelet', '{m} Stretch Bracelet'],
    qualities: POLISHED_Q,
    price: [249, 899],
    ladders: ['bead'],
    noun: 'bracelet',
    about: 'a stretch bracelet of round polished beads',
    use: 'Wear it on the left wrist to receive its energy; take it off before bathing or swimming.',
    finish: 'polished beads on elastic cord',
  },
  mala: {
    titles: ['{m} Japa Mala, 108 Beads', '{m} Mala with Tassel', '{q} {m} Mala'],
    qualities: POLISHED_Q,
    price: [499, 1999],
    ladders: ['bead'],
    noun: 'japa mala',
    about: 'a 108-bead prayer mala with a guru bead and a cotton tassel',
    use: 'Hold it in the right hand and move one bead at a time with each repetition of your mantra.',
    finish: 'knotted between beads, with tassel',
  },
  rudramala: {
    titles: ['Rudraksha & {m} Mala', 'Rudraksha and {m} Japa Mala, 108 Beads', '{m} & Rudraksha Mala'],
    qualities: POLISHED_Q,
    price: [599, 2499],
    ladders: ['bead'],
    noun: 'rudraksha mala',
    about: 'a 108-bead mala alternating five-faced Rudraksha with polished stone beads',
    use: 'Hold it in the right hand and move one bead at a time with each repetition of your mantra.',
    finish: 'knotted between beads, with tassel',
  },
  pendant: {
    titles: ['{m} Pendant with Chain', '{m} Teardrop Pendant', '{q} {m} Pendant'],
    qualities: POLISHED_Q,
    price: [299, 1499],
    ladders: ['size'],
    noun: 'pendant',
    about: 'a polished stone on a plated bail, with an 18-inch chain',
    use: 'Wear it close to the heart; remove it before sleep and bathing.',
    finish: 'polished, plated bail and chain',
  },
  ganesha: {
    titles: ['{m} Ganesha Idol', 'Hand-carved {m} Ganesh Ji Idol', '{m} Ganesha Statue'],
    qualities: CARVED_Q,
    price: [999, 6999],
    ladders: ['inch'],
    noun: 'Ganesha idol',
    about: 'a hand-carved Ganesha, remover of obstacles, seated on a lotus base',
    use: 'Place Ganesha facing the entrance or in the north-east corner of the home temple.',
    finish: 'hand-carved and polished, gold-leaf detail',
  },
  buddha: {
    titles: ['{m} Meditating Buddha Statue', '{m} Buddha Idol', 'Hand-carved {m} Buddha'],
    qualities: CARVED_Q,
    price: [899, 6499],
    ladders: ['inch'],
    noun: 'Buddha statue',
    about: 'a hand-carved Buddha seated in meditation',
    use: 'Place it in a quiet corner, at eye level or higher, facing the room.',
    finish: 'hand-carved and polished',
  },
  shivling: {
    titles: ['{m} Shivling', '{m} Shivling with Yoni Base', '{q} {m} Shiv Ling'],
    qualities: CARVED_Q,
    price: [699, 4999],
    ladders: ['inch'],
    noun: 'Shivling',
    about: 'a Shivling on its yoni base, for daily abhishek',
    use: 'Keep it in the home temple facing north and offer water, milk or bel leaves.',
    finish: 'hand-shaped and polished',
  },
  tortoise: {
    titles: ['{m} Vastu Tortoise', '{m} Feng Shui Tortoise', '{q} {m} Tortoise'],
    qualities: CARVED_Q,
    price: [499, 2499],
    ladders: ['inch', 'size'],
    noun: 'tortoise',
    about: 'a carved tortoise, the Vastu symbol of stability and long life',
    use: 'Place it in the north of the home or office, facing inwards.',
    finish: 'hand-carved and polished',
  },
  elephant: {
    titles: ['{m} Elephant Figurine', '{m} Trunk-up Elephant', '{q} {m} Elephant'],
    qualities: CARVED_Q,
    price: [599, 2999],
    ladders: ['inch', 'size'],
    noun: 'elephant',
    about: 'a carved elephant with its trunk raised for good luck',
    use: 'Place a pair at the entrance, or one in the bedroom for harmony.',
    finish: 'hand-carved and polished',
  },
  slice: {
    titles: ['{m} Slice Coasters, Set of 4', '{m} Slice with Gold Edge', 'Polished {m} Slices'],
    qualities: POLISHED_Q,
    price: [499, 1999],
    ladders: ['size'],
    noun: 'stone slices',
    phrase: 'a set of stone slices',
    about: 'thin polished slices showing the bands of the stone, finished with a gilded edge',
    use: 'Use them as coasters, as a base for candles, or hang one in a window to catch the light.',
    finish: 'polished both sides, gilded edge',
  },
  lamp: {
    titles: ['Himalayan Pink Salt Lamp', 'Natural Rock Salt Lamp with Wooden Base', 'Hand-carved Himalayan Salt Lamp'],
    qualities: ['Natural'],
    price: [599, 1499],
    ladders: ['kg'],
    noun: 'lamp',
    about: 'a hand-cut block of pink rock salt on a wooden base, with bulb and cord',
    use: 'Switch it on in the evening for a warm amber glow; it suits bedrooms and reading corners.',
    finish: 'hand-cut, wooden base, bulb and cord',
  },
  kit: {
    titles: ['{m} Crystal Healing Kit', '{m} Crystal Kit with Guide Card', '{m} Healing Stones Set'],
    qualities: ['Complete'],
    price: [499, 1499],
    ladders: ['set'],
    noun: 'crystal kit',
    about: 'a curated set of tumbled stones with a guide card',
    use: 'Lay the stones on the body or around you during meditation, or carry the pouch with you.',
    finish: 'tumbled stones in a box',
  },
};

/** Groups of stones suited to a form. */
const QUARTZ = ['amethyst', 'rose-quartz', 'clear-quartz', 'citrine', 'smoky-quartz'];
const POLISH = [
  ...QUARTZ,
  'lapis-lazuli',
  'malachite',
  'tiger-eye',
  'carnelian',
  'jade',
  'labradorite',
  'green-aventurine',
  'fluorite',
  'obsidian',
  'moonstone',
  'amazonite',
  'sodalite',
  'red-jasper',
  'sunstone',
  'black-tourmaline',
  'blue-lace-agate',
  'shungite',
];
const RAW = [
  ...QUARTZ,
  'black-tourmaline',
  'carnelian',
  'red-jasper',
  'labradorite',
  'pyrite',
  'fluorite',
  'selenite',
  'amazonite',
  'sodalite',
  'lapis-lazuli',
  'malachite',
  'shungite',
  'sunstone',
  'moonstone',
  'green-aventurine',
  'obsidian',
  'hematite',
  'tiger-eye',
];
const CHIPS = [
  'amethyst',
  'rose-quartz',
  'clear-quartz',
  'citrine',
  'green-aventurine',
  'carnelian',
  'black-tourmaline',
  'lapis-lazuli',
  'red-jasper',
  'tiger-eye',
  'sodalite',
  'amazonite',
];
const BEADS = [
  'tiger-eye',
  'amethyst',
  'rose-quartz',
  'lapis-lazuli',
  'black-tourmaline',
  'green-aventurine',
  'carnelian',
  'hematite',
  'moonstone',
  'labradorite',
  'obsidian',
  'red-jasper',
  'sodalite',
  'amazonite',
  'clear-quartz',
  'citrine',
  'pyrite',
  'rudraksha',
];
const CARVING = ['jade', 'black-stone', 'rose-quartz', 'amethyst', 'clear-quartz', 'marble', 'soapstone'];

/** [form, stones]: what a category sells. */
export type Pool = readonly (readonly [string, readonly string[]])[];

export interface CategoryDef {
  title: string;
  /** the picture: [mineral, form] */
  art: readonly [string, string];
  pool?: Pool;
  /** how often products land here, against other leaves */
  weight?: number;
  /** The HSN code and GST rate (basis points: 3 % = 300) its products take unless a subcategory says otherwise. */
  hsn?: string;
  gstRateBp?: number;
  children?: readonly CategoryDef[];
}

const stoneLeaf = (title: string, key: string, forms: readonly string[], art: string): CategoryDef => ({
  title,
  art: [key, art],
  pool: forms.map((f) => [f, [key]] as const),
  weight: 1,
});
const QUARTZ_FORMS = ['point', 'cluster', 'raw', 'tumbled', 'tower', 'sphere', 'heart', 'palm', 'egg', 'wand'];

export const CATEGORY_TREE: readonly CategoryDef[] = [
  {
    title: 'Crystals by Kind',
    hsn: '7103',
    gstRateBp: 300,
    art: ['amethyst', 'point'],
    children: [
      {
        title: 'Quartz Family',
        art: ['clear-quartz', 'cluster'],
        children: [
          stoneLeaf('Amethyst', 'amethyst', QUARTZ_FORMS, 'cluster'),
          stoneLeaf('Rose Quartz', 'rose-quartz', QUARTZ_FORMS, 'heart'),
          stoneLeaf('Clear Quartz', 'clear-quartz', QUARTZ_FORMS, 'point'),
          stoneLeaf('Citrine', 'citrine', QUARTZ_FORMS, 'cluster'),
          stoneLeaf('Smoky Quartz', 'smoky-quartz', QUARTZ_FORMS, 'tower'),
        ],
      },
      {
        title: 'Protection Stones',
        art: ['black-tourmaline', 'raw'],
        children: [
          stoneLeaf('Black Tourmaline', 'black-tourmaline', ['raw', 'tumbled', 'tower', 'pyramid', 'specimen', 'palm'], 'specimen'),
          stoneLeaf('Black Obsidian', 'obsidian', ['raw', 'tumbled', 'sphere', 'tower', 'wand', 'palm', 'pyramid'], 'sphere'),
          stoneLeaf('Shungite', 'shungite', ['pyramid', 'raw', 'tumbled', 'sphere', 'tower'], 'pyramid'),
          stoneLeaf('Hematite', 'hematite', ['tumbled', 'raw', 'bracelet', 'specimen'], 'tumbled'),
        ],
      },
      {
        title: 'Feldspar & Moonstone',
        art: ['labradorite', 'palm'],
        children: [
          stoneLeaf('Labradorite', 'labradorite', ['tumbled', 'raw', 'sphere', 'tower', 'palm', 'heart', 'worry', 'egg'], 'sphere'),
          stoneLeaf('Moonstone', 'moonstone', ['tumbled', 'raw', 'palm', 'heart', 'sphere'], 'palm'),
          stoneLeaf('Sunstone', 'sunstone', ['tumbled', 'raw', 'palm', 'tower'], 'tumbled'),
          stoneLeaf('Amazonite', 'amazonite', ['tumbled', 'raw', 'palm', 'tower', 'sphere', 'worry'], 'worry'),
        ],
      },
      {
        title: 'Jasper, Agate & Tiger Eye',
        art: ['tiger-eye', 'tower'],
        children: [
          stoneLeaf('Carnelian', 'carnelian', ['tumbled', 'raw', 'palm', 'heart', 'tower', 'sphere'], 'tumbled'),
          stoneLeaf('Red Jasper', 'red-jasper', ['tumbled', 'raw', 'palm', 'sphere', 'tower'], 'palm'),
          stoneLeaf('Tiger Eye', 'tiger-eye', ['tumbled', 'sphere', 'tower', 'palm', 'obelisk', 'egg'], 'obelisk'),
        ],
      },
    ],
  },
  {
    title: 'Tumbled & Raw Stones',
    hsn: '7103',
    gstRateBp: 300,
    art: ['carnelian', 'tumbled'],
    children: [
      { title: 'Tumbled Stones', art: ['rose-quartz', 'tumbled'], pool: [['tumbled', POLISH]], weight: 4 },
      { title: 'Raw & Rough Stones', hsn: '7103', gstRateBp: 25, art: ['black-tourmaline', 'raw'], pool: [['raw', RAW]], weight: 3 },
      { title: 'Crystal Chips', art: ['citrine', 'chips'], pool: [['chips', CHIPS]], weight: 1.5 },
    ],
  },
  {
    title: 'Spheres & Towers',
    hsn: '7116',
    gstRateBp: 300,
    art: ['labradorite', 'sphere'],
    children: [
      { title: 'Crystal Spheres', art: ['lapis-lazuli', 'sphere'], pool: [['sphere', POLISH]], weight: 3 },
      { title: 'Towers & Generators', art: ['fluorite', 'tower'], pool: [['tower', [...POLISH, 'selenite']]], weight: 3 },
      {
        title: 'Eggs & Wands',
        art: ['selenite', 'wand'],
        pool: [
          ['egg', POLISH],
          ['wand', ['rose-quartz', 'amethyst', 'clear-quartz', 'jade', 'obsidian', 'selenite', 'labradorite', 'green-aventurine']],
        ],
        weight: 1.5,
      },
    ],
  },
  {
    title: 'Geodes & Clusters',
    hsn: '7103',
    gstRateBp: 25,
    art: ['amethyst', 'geode'],
    children: [
      {
        title: 'Amethyst Geodes & Cathedrals',
        art: ['amethyst', 'cathedral'],
        pool: [
          ['geode', ['amethyst']],
          ['cathedral', ['amethyst']],
        ],
        weight: 2.5,
      },
      {
        title: 'Agate & Citrine Geodes',
        art: ['agate', 'geode'],
        pool: [
          ['geode', ['agate', 'citrine', 'clear-quartz']],
          ['cathedral', ['citrine']],
        ],
        weight: 1.5,
      },
      { title: 'Crystal Clusters', art: ['clear-quartz', 'cluster'], pool: [['cluster', ['amethyst', 'clear-quartz', 'citrine', 'smoky-quartz']]], weight: 3 },
    ],
  },
  {
    title: 'Mineral Specimens',
    hsn: '2530',
    gstRateBp: 500,
    art: ['pyrite', 'specimen'],
    children: [
      {
        title: 'Pyrite',
        art: ['pyrite', 'specimen'],
        pool: [
          ['specimen', ['pyrite']],
          ['raw', ['pyrite']],
        ],
        weight: 1.5,
      },
      {
        title: 'Fluorite',
        art: ['fluorite', 'specimen'],
        pool: [
          ['specimen', ['fluorite']],
          ['raw', ['fluorite']],
          ['tower', ['fluorite']],
        ],
        weight: 1.2,
      },
      {
        title: "Collector's Pieces",
        art: ['malachite', 'specimen'],
        pool: [['specimen', ['black-tourmaline', 'selenite', 'malachite', 'hematite', 'clear-quartz', 'amethyst']]],
        weight: 1.5,
      },
    ],
  },
  {
    title: 'Gemstones',
    hsn: '7103',
    gstRateBp: 300,
    art: ['ruby', 'gem'],
    children: [
      {
        title: 'Precious Gemstones',
        art: ['blue-sapphire', 'gem'],
        children: [
          { title: 'Ruby (Manik)', art: ['ruby', 'gem'], pool: [['gem', ['ruby']]], weight: 1 },
          { title: 'Emerald (Panna)', art: ['emerald', 'gem'], pool: [['gem', ['emerald']]], weight: 1 },
          { title: 'Blue Sapphire (Neelam)', art: ['blue-sapphire', 'gem'], pool: [['gem', ['blue-sapphire']]], weight: 1 },
          { title: 'Yellow Sapphire (Pukhraj)', art: ['yellow-sapphire', 'gem'], pool: [['gem', ['yellow-sapphire']]], weight: 1 },
        ],
      },
      {
        title: 'Pearl, Coral & Hessonite',
        hsn: '7101',
        gstRateBp: 300,
        art: ['pearl', 'gem'],
        pool: [['gem', ['pearl', 'red-coral', 'hessonite']]],
        weight: 1.5,
      },
      {
        title: 'Semi-precious Gemstones',
        art: ['garnet', 'gem'],
        pool: [['gem', ['amethyst', 'citrine', 'garnet', 'moonstone', 'turquoise', 'lapis-lazuli']]],
        weight: 2,
      },
    ],
  },
  {
    title: 'Stone Décor & Idols',
    hsn: '6815',
    gstRateBp: 500,
    art: ['marble', 'ganesha'],
    children: [
      {
        title: 'Idols & Statues',
        art: ['jade', 'buddha'],
        children: [
          { title: 'Ganesha Idols', art: ['marble', 'ganesha'], pool: [['ganesha', [...CARVING, 'pyrite']]], weight: 2 },
          { title: 'Buddha Statues', art: ['jade', 'buddha'], pool: [['buddha', CARVING]], weight: 2 },
          { title: 'Shivling', art: ['narmada', 'shivling'], pool: [['shivling', ['narmada', 'black-stone', 'clear-quartz', 'marble']]], weight: 1.2 },
        ],
      },
      {
        title: 'Vastu & Feng Shui Animals',
        art: ['jade', 'tortoise'],
        pool: [
          ['tortoise', CARVING],
          ['elephant', CARVING],
        ],
        weight: 1.5,
      },
      { title: 'Agate Slices & Coasters', art: ['agate', 'slice'], pool: [['slice', ['agate', 'blue-lace-agate', 'amethyst']]], weight: 1.2 },
      { title: 'Salt Lamps', hsn: '2501', gstRateBp: 500, art: ['himalayan-salt', 'lamp'], pool: [['lamp', ['himalayan-salt']]], weight: 1 },
    ],
  },
  {
    title: 'Jewellery & Malas',
    hsn: '7116',
    gstRateBp: 300,
    art: ['tiger-eye', 'bracelet'],
    children: [
      { title: 'Bracelets', art: ['amethyst', 'bracelet'], pool: [['bracelet', BEADS]], weight: 4 },
      {
        title: 'Japa Malas',
        art: ['tiger-eye', 'rudramala'],
        pool: [
          ['mala', ['rudraksha', 'tiger-eye', 'amethyst', 'rose-quartz', 'lapis-lazuli', 'black-tourmaline', 'clear-quartz', 'carnelian']],
          ['rudramala', ['tiger-eye', 'rose-quartz', 'amethyst', 'lapis-lazuli', 'carnelian', 'clear-quartz']],
        ],
        weight: 2.5,
      },
      {
        title: 'Pendants',
        art: ['clear-quartz', 'pendant'],
        pool: [['pendant', [...QUARTZ, 'lapis-lazuli', 'moonstone', 'labradorite', 'tiger-eye', 'turquoise', 'amazonite']]],
        weight: 2,
      },
    ],
  },
  {
    title: 'Healing Kits',
    hsn: '7116',
    gstRateBp: 300,
    art: ['chakra', 'kit'],
    children: [
      { title: 'Chakra Kits', art: ['chakra', 'kit'], pool: [['kit', ['chakra']]], weight: 1.2 },
      { title: 'Intention Kits', art: ['abundance', 'kit'], pool: [['kit', ['protection', 'love', 'abundance', 'calm']]], weight: 1.5 },
    ],
  },
  {
    title: 'Pyramids & Obelisks',
    hsn: '7116',
    gstRateBp: 300,
    art: ['shungite', 'pyramid'],
    children: [
      { title: 'Pyramids', art: ['amethyst', 'pyramid'], pool: [['pyramid', [...POLISH, 'pyrite']]], weight: 2 },
      { title: 'Obelisks', art: ['fluorite', 'obelisk'], pool: [['obelisk', POLISH]], weight: 1.5 },
    ],
  },
  {
    title: 'Palm & Worry Stones',
    hsn: '7116',
    gstRateBp: 300,
    art: ['green-aventurine', 'palm'],
    children: [
      { title: 'Palm Stones', art: ['labradorite', 'palm'], pool: [['palm', POLISH]], weight: 2 },
      { title: 'Worry Stones', art: ['amazonite', 'worry'], pool: [['worry', POLISH]], weight: 1.5 },
      { title: 'Crystal Hearts', art: ['rose-quartz', 'heart'], pool: [['heart', POLISH]], weight: 2 },
    ],
  },
];

/**
 * What search and the filters know of each stone beyond its name (issue 22): its colour as a
 * shopper would pick it, and other names it is asked for by: Hindi (in Latin letters and in
 * Devanagari), Arabic, and a common misspelling where shoppers make one.
 */
export const STONE_SEARCH: Readonly<Record<string, { colour: string; aliases: readonly string[] }>> = {
  amethyst: { colour: 'Purple', aliases: ['Jamunia', 'जमुनिया', 'جمشت', 'Amethist'] },
  'rose-quartz': { colour: 'Pink', aliases: ['गुलाबी स्फटिक', 'كوارتز وردي'] },
  'clear-quartz': { colour: 'White', aliases: ['Sphatik', 'स्फटिक', 'كوارتز شفاف', 'Rock Crystal'] },
  citrine: { colour: 'Yellow', aliases: ['Sunela', 'सुनैला', 'سترين'] },
  'smoky-quartz': { colour: 'Brown', aliases: ['كوارتز مدخن', 'Smokey Quartz'] },
  'black-tourmaline': { colour: 'Black', aliases: ['Schorl', 'तुरमली', 'تورمالين أسود'] },
  'lapis-lazuli': { colour: 'Blue', aliases: ['Lajward', 'लाजवर्द', 'لازورد'] },
  malachite: { colour: 'Green', aliases: ['दहने फरंग', 'ملكيت'] },
  'tiger-eye': { colour: 'Brown', aliases: ['Tigers Eye', 'टाइगर आई', 'عين النمر'] },
  selenite: { colour: 'White', aliases: ['سيلينيت'] },
  carnelian: { colour: 'Orange', aliases: ['Akik', 'अकीक', 'عقيق أحمر'] },
  jade: { colour: 'Green', aliases: ['Nephrite', 'يشم'] },
  labradorite: { colour: 'Grey', aliases: ['لابرادوريت', 'Spectrolite'] },
  pyrite: { colour: 'Gold', aliases: ["Fool's Gold", 'सोनामक्खी', 'بيريت'] },
  'green-aventurine': { colour: 'Green', aliases: ['Harit', 'أفينتورين'] },
  fluorite: { colour: 'Purple', aliases: ['فلوريت', 'Flourite'] },
  obsidian: { colour: 'Black', aliases: ['أوبسيديان', 'Volcanic Glass'] },
  moonstone: { colour: 'White', aliases: ['Chandrakant', 'चंद्रकांत', 'حجر القمر'] },
  amazonite: { colour: 'Green', aliases: ['أمازونيت'] },
  hematite: { colour: 'Grey', aliases: ['Haematite', 'हेमेटाइट', 'هيماتيت'] },
  sodalite: { colour: 'Blue', aliases: ['سوداليت'] },
  'red-jasper': { colour: 'Red', aliases: ['Jasper', 'يشب أحمر'] },
  sunstone: { colour: 'Orange', aliases: ['Suryakant', 'सूर्यकांत', 'حجر الشمس'] },
  shungite: { colour: 'Black', aliases: ['شونغيت'] },
  turquoise: { colour: 'Blue', aliases: ['Firoza', 'फ़िरोज़ा', 'فيروز', 'Turquois'] },
  'blue-lace-agate': { colour: 'Blue', aliases: ['Hakik', 'عقيق أزرق'] },
  agate: { colour: 'Brown', aliases: ['Hakik', 'हकीक', 'عقيق'] },
  ruby: { colour: 'Red', aliases: ['Manik', 'Manikya', 'माणिक', 'ياقوت أحمر'] },
  emerald: { colour: 'Green', aliases: ['Panna', 'पन्ना', 'زمرد'] },
  'blue-sapphire': { colour: 'Blue', aliases: ['Neelam', 'Nilam', 'नीलम', 'ياقوت أزرق', 'Blue Saphire'] },
  'yellow-sapphire': { colour: 'Yellow', aliases: ['Pukhraj', 'Pukhraaj', 'पुखराज', 'ياقوت أصفر', 'Yellow Saphire'] },
  hessonite: { colour: 'Orange', aliases: ['Gomed', 'गोमेद', 'عقيق هسوني'] },
  pearl: { colour: 'White', aliases: ['Moti', 'मोती', 'لؤلؤ'] },
  'red-coral': { colour: 'Red', aliases: ['Moonga', 'Munga', 'मूंगा', 'مرجان'] },
  garnet: { colour: 'Red', aliases: ['Tamra', 'गार्नेट', 'غارنيت'] },
  rudraksha: { colour: 'Brown', aliases: ['Rudraksh', 'रुद्राक्ष', 'رودراكشا'] },
  marble: { colour: 'White', aliases: ['Sangmarmar', 'संगमरमर', 'رخام'] },
  'black-stone': { colour: 'Black', aliases: ['Kala Pathar', 'काला पत्थर', 'حجر أسود'] },
  narmada: { colour: 'Grey', aliases: ['Narmadeshwar', 'नर्मदेश्वर', 'Bana Lingam'] },
  'himalayan-salt': { colour: 'Pink', aliases: ['Sendha Namak', 'सेंधा नमक', 'ملح الهيمالايا'] },
  soapstone: { colour: 'White', aliases: ['Gorara', 'गोरारा', 'حجر الصابون'] },
};

/** Each form's name as the Form filter shows it. */
export const FORM_NAMES: Readonly<Record<string, string>> = {
  point: 'Point',
  cluster: 'Cluster',
  geode: 'Geode',
  cathedral: 'Cathedral',
  tumbled: 'Tumbled Stone',
  raw: 'Raw Stone',
  chips: 'Chips',
  sphere: 'Sphere',
  egg: 'Egg',
  tower: 'Tower',
  wand: 'Wand',
  obelisk: 'Obelisk',
  pyramid: 'Pyramid',
  heart: 'Heart',
  palm: 'Palm Stone',
  worry: 'Worry Stone',
  specimen: 'Specimen',
  gem: 'Gemstone',
  bracelet: 'Bracelet',
  mala: 'Mala',
  rudramala: 'Rudraksha Mala',
  pendant: 'Pendant',
  ganesha: 'Ganesha Idol',
  buddha: 'Buddha Idol',
  shivling: 'Shivling',
  tortoise: 'Tortoise',
  elephant: 'Elephant',
  slice: 'Slice',
  lamp: 'Lamp',
  kit: 'Kit',
};
