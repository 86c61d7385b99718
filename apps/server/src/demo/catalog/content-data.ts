/** Editorial content of the demo shop: blogs, home slides, banners and the voices of reviews. */

export interface BlogDef {
  title: string;
  date: string;
  /** the picture: [mineral, form] */
  art: readonly [string, string];
  paragraphs: readonly string[];
}

const p = (s: string): string => `<p>${s}</p>`;
const ul = (items: readonly string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const BLOGS: readonly BlogDef[] = [
  {
    title: 'How to Cleanse and Recharge Your Crystals',
    date: '2025-01-18',
    art: ['clear-quartz', 'cluster'],
    paragraphs: [
      p(
        'Crystals pick up the mood of the rooms and people around them, which is why most collectors cleanse their stones regularly. Cleansing is simple, costs nothing and takes only a few minutes once you know which method suits which stone.',
      ),
      p(
        '<strong>Running water</strong> is the quickest method for hard, non-porous stones such as quartz, amethyst, carnelian and tiger eye. Hold the stone under a gentle stream for a minute, then dry it with a soft cloth.',
      ),
      ul([
        '<strong>Moonlight:</strong> leave stones on a windowsill overnight, ideally around the full moon. Safe for every stone.',
        '<strong>Smoke:</strong> pass the stone through the smoke of sage, sandalwood or a loban dhoop.',
        '<strong>Sound:</strong> ring a singing bowl or bell near your stones for a minute.',
        '<strong>Selenite:</strong> rest smaller stones on a selenite plate or stick overnight.',
      ]),
      p(
        'Avoid water for soft or porous stones such as selenite, malachite, pyrite, lapis lazuli and turquoise, and keep amethyst, rose quartz and citrine out of harsh afternoon sun, which can slowly fade their colour.',
      ),
      p(
        'Once cleansed, hold the stone for a moment and set a simple intention. Many people repeat the routine every new or full moon, and whenever a stone has been handled by many people.',
      ),
    ],
  },
  {
    title: 'Real or Fake? Seven Ways to Identify Genuine Crystals',
    date: '2025-02-09',
    art: ['amethyst', 'point'],
    paragraphs: [
      p('Glass, resin and dyed stones are sold as crystals in every market. The good news is that a few simple checks, done at home, will catch most fakes.'),
      ul([
        '<strong>Temperature:</strong> real quartz feels cool to the touch and stays cool for a while in your hand; glass warms up quickly.',
        '<strong>Bubbles:</strong> round air bubbles are a sign of glass or resin. Natural inclusions look like clouds, needles or veils.',
        '<strong>Colour:</strong> very even, very bright colour is suspicious. Natural amethyst and citrine show zoning, lighter and darker patches.',
        '<strong>Weight:</strong> resin is noticeably light for its size.',
        '<strong>Price:</strong> a large, flawless piece at a very low price is rarely genuine.',
      ]),
      p(
        'Be especially careful with "citrine" clusters in bright orange: most are heated amethyst. Heated stones are still natural quartz, but an honest seller says so.',
      ),
      p(
        'Ask for origin and treatment details before you buy. Every product in our shop lists its origin, and gemstones above one carat come with a laboratory certificate.',
      ),
    ],
  },
  {
    title: 'Vastu Placement Guide: Where to Keep Crystals at Home',
    date: '2025-03-02',
    art: ['amethyst', 'geode'],
    paragraphs: [
      p(
        'In Vastu Shastra every direction of the home is ruled by an element, and the right stone in the right place is believed to support that element. Here is a simple room-by-room guide.',
      ),
      ul([
        '<strong>North-east (water):</strong> amethyst geodes and clear quartz clusters for clarity and spiritual growth. Keep this corner clean and light.',
        '<strong>North (career and wealth):</strong> green aventurine, jade and pyrite.',
        '<strong>South-west (earth):</strong> heavy grounding stones such as black tourmaline, smoky quartz and raw rose quartz for stable relationships.',
        '<strong>South-east (fire):</strong> carnelian, red jasper and citrine.',
        '<strong>Entrance:</strong> a pair of black tourmaline chunks or a selenite stick to protect the home.',
      ]),
      p(
        'Avoid keeping broken or chipped crystals in the home temple, and never place a geode directly on the floor: raise it on a stand or a small wooden stool.',
      ),
      p(
        'Start with one or two pieces rather than filling every shelf. Vastu is about balance, and a calm, uncluttered room matters more than the number of stones.',
      ),
    ],
  },
  {
    title: 'Birthstones by Month: A Simple Guide',
    date: '2025-03-28',
    art: ['garnet', 'gem'],
    paragraphs: [
      p('Birthstones make thoughtful gifts, and each month has a traditional stone as well as a more affordable alternative.'),
      ul([
        '<strong>January:</strong> garnet',
        '<strong>February:</strong> amethyst',
        '<strong>March:</strong> aquamarine or bloodstone',
        '<strong>April:</strong> diamond or clear quartz',
        '<strong>May:</strong> emerald or green aventurine',
        '<strong>June:</strong> pearl or moonstone',
        '<strong>July:</strong> ruby or carnelian',
        '<strong>August:</strong> peridot',
        '<strong>September:</strong> blue sapphire or lapis lazuli',
        '<strong>October:</strong> opal or pink tourmaline',
        '<strong>November:</strong> citrine or topaz',
        '<strong>December:</strong> turquoise or tanzanite',
      ]),
      p('If the precious stone is beyond the budget, a bracelet or a palm stone of the alternative carries the same meaning and makes an everyday reminder.'),
      p(
        'For Vedic astrology the choice is different: the navratna are chosen from the birth chart rather than the month, so consult an astrologer before buying a ruby, emerald or sapphire to wear.',
      ),
    ],
  },
  {
    title: 'Cleaning Tumbled Stones Without Damaging Them',
    date: '2025-04-21',
    art: ['carnelian', 'tumbled'],
    paragraphs: [
      p('Tumbled stones live in pockets, purses and bowls, so they collect dust, skin oil and lint quickly. A gentle clean brings back their shine.'),
      p(
        'Wash hard stones such as quartz, agate, jasper and aventurine in lukewarm water with a drop of mild soap, rub them between your fingers and dry them on a towel. Never use bleach, vinegar or an ultrasonic cleaner.',
      ),
      p(
        'Soft stones such as malachite, selenite, fluorite and lapis lazuli should only be wiped with a dry microfibre cloth. A soft make-up brush is perfect for getting dust out of small pits.',
      ),
      p(
        'To restore a dull polish, rub a tiny amount of coconut or jojoba oil into the stone and buff it off. Store tumbled stones in a cloth pouch so they do not scratch each other.',
      ),
    ],
  },
  {
    title: 'A Beginner’s Guide to the Seven Chakras and Their Stones',
    date: '2025-05-17',
    art: ['chakra', 'kit'],
    paragraphs: [
      p('The chakra system describes seven energy centres along the spine. Each is linked with a colour, and traditionally with stones of the same colour.'),
      ul([
        '<strong>Root (Muladhara):</strong> red jasper, black tourmaline, smoky quartz',
        '<strong>Sacral (Svadhisthana):</strong> carnelian, sunstone',
        '<strong>Solar plexus (Manipura):</strong> citrine, tiger eye, pyrite',
        '<strong>Heart (Anahata):</strong> green aventurine, rose quartz, jade',
        '<strong>Throat (Vishuddha):</strong> sodalite, amazonite, blue lace agate',
        '<strong>Third eye (Ajna):</strong> lapis lazuli, labradorite',
        '<strong>Crown (Sahasrara):</strong> amethyst, clear quartz, selenite',
      ]),
      p(
        'A simple practice: lie down, place each stone on its chakra from root to crown, and breathe slowly for ten minutes, imagining each colour brightening in turn.',
      ),
      p('A chakra kit keeps all seven stones together with a guide card, which makes the practice easy to start and easy to keep up.'),
    ],
  },
  {
    title: 'Amethyst: The Stone of Calm',
    date: '2025-06-30',
    art: ['amethyst', 'cathedral'],
    paragraphs: [
      p(
        'Amethyst is purple quartz, coloured by traces of iron and natural radiation deep in the earth. It is the most popular crystal in the world, and for good reason: it is beautiful, affordable and durable.',
      ),
      p(
        'It is traditionally kept for calm, intuition and restful sleep. Many people keep a small cluster on the bedside table or a tumbled stone under the pillow.',
      ),
      p(
        'Most amethyst comes from Brazil and Uruguay. Uruguayan amethyst is known for its deep, even purple and small, sparkling points; Brazilian geodes tend to be larger, with longer points in lighter lavender tones.',
      ),
      p(
        'Keep amethyst out of strong sunlight, which fades its colour over months. A quick rinse under water and a night in moonlight are all the care it needs.',
      ),
    ],
  },
  {
    title: 'Choosing the Right Japa Mala',
    date: '2025-07-26',
    art: ['tiger-eye', 'rudramala'],
    paragraphs: [
      p('A japa mala has 108 beads and a larger guru bead where the count begins and ends. It keeps the mind on the mantra instead of the counting.'),
      p(
        '<strong>Rudraksha</strong> malas are the traditional choice for Shiva mantras and for everyday meditation. Five-faced (5 Mukhi) beads are the most common and suit everyone.',
      ),
      p(
        'Stone malas carry the qualities of their stone: rose quartz for loving-kindness practice, amethyst for calm, tiger eye for courage and focus. Mixed malas of Rudraksha and a stone combine both.',
      ),
      p(
        'Look for malas knotted between every bead: knots protect the beads and keep the mala from scattering if the thread ever breaks. Keep your mala in a pouch and avoid letting others use it.',
      ),
    ],
  },
  {
    title: 'Geodes Explained: How Crystals Grow Inside Stone',
    date: '2025-08-19',
    art: ['agate', 'geode'],
    paragraphs: [
      p(
        'A geode begins as a hollow: a gas bubble in cooling lava or a cavity left in limestone. Over thousands of years, mineral-rich water seeps through the walls and deposits layer after layer inside.',
      ),
      p(
        'First come thin bands of chalcedony, which form the agate rind. When the water carries silica slowly enough, quartz crystals grow inward from the walls, pointing to the centre.',
      ),
      p(
        'Iron traces and natural radiation turn that quartz into amethyst; other conditions give clear quartz, calcite or, rarely, celestite. Every geode is unique, and no two halves of a pair are exactly alike.',
      ),
      p(
        'When choosing a geode, look for even colour, unbroken points and a stable base. Cathedral geodes are tall sections cut to stand upright and are the showpieces of any collection.',
      ),
    ],
  },
  {
    title: 'Caring for Selenite, the Stone That Hates Water',
    date: '2025-09-14',
    art: ['selenite', 'tower'],
    paragraphs: [
      p(
        'Selenite is a form of gypsum with a silky, fibrous glow. It is loved for cleansing other crystals and clearing the energy of a room, but it is one of the softest stones you can own.',
      ),
      p('Never wash selenite: water dissolves its surface and leaves it dull and pitted. Dust it gently with a dry, soft brush instead.'),
      p('Selenite also scratches easily, even with a fingernail, so keep it apart from harder stones and handle towers and wands by their bases.'),
      p(
        'The good news is that selenite never needs cleansing itself. Rest your tumbled stones, bracelets and rings on a selenite plate overnight and let it do its work.',
      ),
    ],
  },
  {
    title: 'Navratna Gemstones and Vedic Astrology',
    date: '2025-10-23',
    art: ['blue-sapphire', 'gem'],
    paragraphs: [
      p(
        'In Vedic astrology each of the nine planets, the navagraha, is linked with a gem: ruby for the Sun, pearl for the Moon, red coral for Mars, emerald for Mercury, yellow sapphire for Jupiter, diamond for Venus, blue sapphire for Saturn, hessonite for Rahu and cat’s eye for Ketu.',
      ),
      p(
        'A gem is recommended from the birth chart, usually to strengthen a benefic planet. It is worn in a specific metal, on a specific finger, after an auspicious muhurat.',
      ),
      p(
        'Weight is traditionally given in ratti: roughly one ratti for every ten kilograms of body weight, though your astrologer may advise otherwise. One ratti is about 0.91 carat.',
      ),
      p(
        'Always insist on a laboratory certificate that states the gem is natural and whether it has been heated or treated. Every precious gemstone we sell comes with one.',
      ),
    ],
  },
  {
    title: 'Five Crystals for Your Work Desk',
    date: '2025-12-04',
    art: ['fluorite', 'tower'],
    paragraphs: [
      p('A few well-chosen stones turn a desk into a calmer, more focused place, and they are a pleasure to look at through a long working day.'),
      ul([
        '<strong>Fluorite</strong> for focus and tidy thinking.',
        '<strong>Clear quartz</strong> to amplify your intentions.',
        '<strong>Citrine</strong> for motivation and success.',
        '<strong>Black tourmaline or shungite</strong> beside the computer or router.',
        '<strong>Pyrite</strong> for confidence before a big meeting.',
      ]),
      p('Choose small pieces such as towers, pyramids or palm stones so they do not crowd the desk, and cleanse them every few weeks.'),
    ],
  },
  {
    title: 'Crystal Gifts for Diwali and Weddings',
    date: '2026-01-15',
    art: ['rose-quartz', 'heart'],
    paragraphs: [
      p('Crystals make thoughtful gifts that last: they are beautiful, meaningful and rarely duplicated by someone else’s present.'),
      ul([
        '<strong>For a new home:</strong> an amethyst geode or a pair of Vastu elephants.',
        '<strong>For newly-weds:</strong> a rose quartz heart or a pair of rose quartz love birds.',
        '<strong>For Diwali:</strong> a pyrite cluster or citrine for abundance, or a hand-carved Ganesha.',
        '<strong>For colleagues:</strong> tumbled stone gift packs or a fluorite tower.',
      ]),
      p('Add a small card explaining what the stone stands for; people love the story as much as the stone. All our orders can be gift-wrapped at checkout.'),
    ],
  },
  {
    title: 'Understanding Labradorite’s Flash',
    date: '2026-02-27',
    art: ['labradorite', 'sphere'],
    paragraphs: [
      p(
        'Labradorite looks like an ordinary grey stone until you tilt it, and then blue, green and gold light sweeps across its surface. This effect is called labradorescence.',
      ),
      p(
        'It comes from thin layers inside the feldspar that interfere with light, much like the colours on a soap bubble. The flash is strongest when light hits the layers at just the right angle.',
      ),
      p(
        'When buying labradorite, look at it from several angles and under a single light source. Spheres and palm stones show the most flash because their curved surfaces catch light from many directions.',
      ),
      p('Labradorite is a stone of intuition and change, and a favourite for people going through a new chapter in life.'),
    ],
  },
  {
    title: 'How to Set Up a Simple Crystal Grid',
    date: '2026-04-08',
    art: ['clear-quartz', 'point'],
    paragraphs: [
      p(
        'A crystal grid is an arrangement of stones in a geometric pattern around a central piece, used to focus an intention such as calm, abundance or healing.',
      ),
      ul([
        'Choose one intention and write it on a small slip of paper.',
        'Place a clear quartz point or tower in the centre, on top of the paper.',
        'Arrange six matching tumbled stones in a circle around it.',
        'Add an outer ring of chips or smaller stones if you like.',
        'Connect the stones with a quartz point, tracing a line from each outer stone to the centre.',
      ]),
      p('Leave the grid undisturbed where you will see it every day, and refresh it at each new moon.'),
    ],
  },
  {
    title: 'Shivling at Home: Choosing and Caring for Yours',
    date: '2026-06-12',
    art: ['narmada', 'shivling'],
    paragraphs: [
      p(
        'A Shivling at home is a focus for daily prayer and abhishek. The most revered are Narmada Banalingam stones, shaped naturally in the riverbed of the Narmada, and Sphatik lingams carved from clear quartz.',
      ),
      p(
        'Keep the Shivling in the home temple on its yoni base, with the spout pointing north. A small lingam, no taller than your thumb, is traditionally recommended for the home.',
      ),
      p(
        'Offer water, milk, honey or bel leaves, then wash the lingam with clean water and dry it with a soft cloth. Avoid turmeric and kumkum directly on the stone.',
      ),
      p('Black stone and marble lingams are durable and easy to care for; Sphatik should be handled gently, as quartz can chip if dropped.'),
    ],
  },
  {
    title: 'Why Black Tourmaline Is the Protection Stone',
    date: '2026-08-03',
    art: ['black-tourmaline', 'specimen'],
    paragraphs: [
      p(
        'Black tourmaline, also called schorl, is one of the most widely used protection stones. Its long, striated crystals grow in dense bundles and are mined mainly in Brazil and Madagascar.',
      ),
      p(
        'It is kept at entrances, in cars and beside electronics, and carried as a tumbled stone on busy days. Many people keep a raw chunk in each corner of the home.',
      ),
      p('Raw tourmaline sheds small splinters, so handle it gently and keep it away from children. Cleanse it with smoke or sound rather than water.'),
      p('Pair it with selenite for a classic protect-and-cleanse combination at the front door.'),
    ],
  },
  {
    title: 'Salt Lamps: Myths, Facts and Safe Use',
    date: '2026-10-10',
    art: ['himalayan-salt', 'lamp'],
    paragraphs: [
      p(
        'Himalayan salt lamps are carved from pink rock salt mined in the foothills of the Himalaya. Lit from within, they give a warm amber glow that makes any room feel cosy.',
      ),
      p(
        'Salt attracts moisture, so in humid weather a lamp that is left off can "sweat". Switch it on for a few hours every day, and keep it away from bathrooms and open windows during the monsoon.',
      ),
      p('Always place the lamp on a coaster or tray, check the cord and bulb regularly, and keep it out of reach of pets, which may lick the salt.'),
      p('Whatever you believe about their effects, salt lamps are a lovely, natural source of soft light for evenings and meditation.'),
    ],
  },
];

export interface SlideDef {
  title: string;
  description: string;
  art: readonly [string, string];
  /** title of the top-level category it links to */
  category: string;
}

export const HOME_SLIDES: readonly SlideDef[] = [
  {
    title: 'Amethyst Geodes & Cathedrals',
    description: 'Deep violet geodes from Uruguay and Brazil, hand-picked at the mine.',
    art: ['amethyst', 'cathedral'],
    category: 'Geodes & Clusters',
  },
  {
    title: 'Healing Kits for Every Intention',
    description: 'Chakra, protection, love and abundance sets, each with a guide card.',
    art: ['chakra', 'kit'],
    category: 'Healing Kits',
  },
  {
    title: 'Spheres & Towers, Polished by Hand',
    description: 'Labradorite, lapis lazuli, rose quartz and more, with display stands.',
    art: ['labradorite', 'sphere'],
    category: 'Spheres & Towers',
  },
];

export interface BannerDef {
  title: string;
  subtitle: string;
  art: readonly [string, string];
  category: string;
}

export const PROMO_BANNERS: readonly BannerDef[] = [
  { title: 'Tumbled Stones from ₹149', subtitle: 'Pocket-sized crystals, up to 40% off', art: ['carnelian', 'tumbled'], category: 'Tumbled & Raw Stones' },
  {
    title: 'Japa Malas & Bracelets',
    subtitle: 'Rudraksha and gemstone malas, knotted by hand',
    art: ['tiger-eye', 'rudramala'],
    category: 'Jewellery & Malas',
  },
  { title: 'Idols for a Blessed Home', subtitle: 'Hand-carved Ganesha, Buddha and Shivling', art: ['marble', 'ganesha'], category: 'Stone Décor & Idols' },
];

export const FIRST_NAMES: readonly string[] = [
  'Aarav',
  'Priya',
  'Ananya',
  'Rohan',
  'Kavya',
  'Vikram',
  'Neha',
  'Arjun',
  'Isha',
  'Siddharth',
  'Meera',
  'Rahul',
  'Pooja',
  'Aditya',
  'Sneha',
  'Karthik',
  'Divya',
  'Harpreet',
  'Farhan',
  'Zoya',
  'Lakshmi',
  'Suresh',
  'Anjali',
  'Nikhil',
  'Tanvi',
  'Deepak',
  'Ritu',
  'Manish',
  'Shreya',
  'Gaurav',
  'Emma',
  'Oliver',
  'Sophie',
  'James',
  'Chloe',
  'Lucas',
  'Hannah',
  'Daniel',
  'Mia',
  'Thomas',
  'Aisha',
  'Omar',
  'Yuki',
  'Elena',
  'Marco',
  'Sarah',
  'David',
  'Laura',
  'Noah',
  'Grace',
];

export const LAST_NAMES: readonly string[] = [
  'Sharma',
  'Patel',
  'Iyer',
  'Reddy',
  'Nair',
  'Gupta',
  'Singh',
  'Mehta',
  'Kapoor',
  'Banerjee',
  'Joshi',
  'Menon',
  'Rao',
  'Chopra',
  'Desai',
  'Khan',
  'Verma',
  'Pillai',
  'Agarwal',
  'Bose',
  'Smith',
  'Brown',
  'Wilson',
  'Taylor',
  'Martin',
  'Garcia',
  'Rossi',
  'Muller',
  'Tanaka',
  'Haddad',
];

export const EMAIL_DOMAINS: readonly string[] = ['example.com', 'example.in', 'example.org', 'mail.example.com'];

/** Review texts by rating band; {m} is the stone, {n} the kind of thing. */
export const REVIEW_TEXTS = {
  great: [
    'Absolutely beautiful {m}, even better than the photos.',
    'The colour is stunning and it arrived perfectly packed.',
    'Genuine stone, lovely energy. I keep it on my bedside table.',
    'Exactly as described. Fast delivery to Bengaluru, well wrapped.',
    'Bought it as a gift for my mother and she loved it.',
    'Second order from this shop and the quality is consistently good.',
    'The {n} is heavier and shinier than I expected. Very happy.',
    'Lovely piece, you can tell it is natural {m}.',
    'Perfect size for my meditation corner. Highly recommend.',
    'Great value for the price. The polish is flawless.',
    'Packaging was excellent, each piece wrapped separately.',
    'Feels calming to hold. Will buy more from here.',
    'Came with a little card explaining the stone, nice touch.',
    'Beautiful {n}, the photos do not do it justice.',
    'Delivered to Pune in three days. Stone is gorgeous.',
    'Authentic and well finished. My whole family admires it.',
  ],
  good: [
    'Nice {m}, slightly smaller than I imagined but good quality.',
    'Good product. Delivery took a few extra days.',
    'Pretty {n}, colour a little lighter than the picture.',
    'Happy with it overall. Packaging could be a bit sturdier.',
    'Decent quality for the price. Would buy again.',
    'Looks lovely on my desk. One small natural mark, no problem.',
  ],
  poor: [
    'Smaller than I expected for the price.',
    'The colour is much paler than in the photos.',
    'Arrived with a small chip on one edge. Customer care offered a replacement.',
    'Average quality, not as shiny as I hoped.',
  ],
} as const;
