import type { CategorySlug, OccasionSlug, UkSize } from '@dw/contracts';

/**
 * One product of the demo catalogue the backend seeds on first start. Its photographs ship in
 * ./images (rendered by scripts/generate-demo-images.mjs), named `<slug>-1.webp`, `<slug>-2.webp`.
 */
export interface DemoProduct {
  readonly slug: string;
  readonly name: string;
  readonly brand: string;
  readonly description: string;
  readonly category: CategorySlug;
  readonly occasions: readonly OccasionSlug[];
  /** 2-day rental price, '45.00' style. */
  readonly basePrice: string;
  /** Original retail price; null lets the shop show basePrice × 3.5 instead. */
  readonly retailPrice: string | null;
  /** Ascending UK sizes. */
  readonly availableSizes: readonly UkSize[];
  /** File names in backend/seed/images; the first is the card image. */
  readonly images: readonly string[];
  /** Days before seeding that the product was "added", so createdAt order is fixed. */
  readonly ageDays: number;
}

type DemoEntry = Omit<DemoProduct, 'images'>;

// Prices span the home page's 'From £45 - £89'; the eight smallest ageDays (the home grid's
// newest) are deliberately one of each kind of garment.
const ENTRIES: readonly DemoEntry[] = [
  {
    slug: 'sienna-one-shoulder-cape-gown',
    name: 'Sienna One-Shoulder Cape Gown',
    brand: 'Safiyaa',
    description:
      'A cobalt stretch-crepe column with a sculpted one-shoulder neckline and a sheer chiffon cape that falls from the shoulder to the floor. Cut to skim the figure with a gentle flare at the hem, it is made for black-tie dinners and awards nights.',
    category: 'maxi-dress',
    occasions: ['black-tie', 'gala-awards', 'wedding-guest'],
    basePrice: '75.00',
    retailPrice: '1100.00',
    availableSizes: ['6', '8', '10', '12', '14'],
    ageDays: 2,
  },
  {
    slug: 'cleo-floral-wrap-midi-dress',
    name: 'Cleo Floral Wrap Midi Dress',
    brand: 'Rixo',
    description:
      'A true wrap midi in a ditsy floral print on cream crepe de chine, with fluttering sleeves and a self-tie waist you can adjust to fit. Light, fluid and easy to dance in, it is the summer wedding guest dress that always earns a compliment.',
    category: 'wedding-guest-dress',
    occasions: ['wedding-guest', 'date-night', 'other-special-occasion'],
    basePrice: '52.00',
    retailPrice: '325.00',
    availableSizes: ['6', '8', '10', '12', '14', '16', '18'],
    ageDays: 4,
  },
  {
    slug: 'le-smoking-tuxedo-suit',
    name: 'Le Smoking Tuxedo Suit',
    brand: 'Stella McCartney',
    description:
      'A sharply tailored black tuxedo: a single-button jacket with satin peak lapels over wide-leg trousers with a pressed crease. Worn with the ivory satin camisole it comes with, it is a polished alternative to a gown for black-tie evenings.',
    category: 'formal-suit',
    occasions: ['black-tie', 'formal-event', 'gala-awards'],
    basePrice: '78.00',
    retailPrice: '1650.00',
    availableSizes: ['8', '10', '12', '14', '16'],
    ageDays: 5,
  },
  {
    slug: 'aurora-sequin-column-gown',
    name: 'Aurora Sequin Column Gown',
    brand: 'Needle & Thread',
    description:
      'Hand-applied champagne sequins cover this floor-length column from its V-neckline to its softly fluted hem. Fully lined with a concealed side zip, it catches the light beautifully at galas, balls and black-tie events.',
    category: 'evening-gown',
    occasions: ['gala-awards', 'black-tie', 'formal-event'],
    basePrice: '79.00',
    retailPrice: '450.00',
    availableSizes: ['6', '8', '10', '12', '14', '16'],
    ageDays: 7,
  },
  {
    slug: 'clementine-tiered-tulle-gown',
    name: 'Clementine Tiered Tulle Gown',
    brand: 'Needle & Thread',
    description:
      'A lilac corseted bodice with a sweetheart neckline sits above three cascading tiers of soft tulle. Boned for support and fastened with a concealed zip, it is a dreamy choice for a school prom or a summer ball.',
    category: 'prom-dress',
    occasions: ['other-special-occasion', 'formal-event'],
    basePrice: '59.00',
    retailPrice: '450.00',
    availableSizes: ['4', '6', '8', '10', '12', '14'],
    ageDays: 9,
  },
  {
    slug: 'audrey-puff-sleeve-mini-dress',
    name: 'Audrey Puff-Sleeve Mini Dress',
    brand: 'Self-Portrait',
    description:
      'A little black dress in crisp taffeta with sculptural puff sleeves, a fitted bodice and a full skater skirt. The high round neckline keeps it elegant, so it works as well for a work party as for cocktails.',
    category: 'little-black-dress',
    occasions: ['cocktail-party', 'date-night', 'holiday-party'],
    basePrice: '48.00',
    retailPrice: '320.00',
    availableSizes: ['6', '8', '10', '12', '14'],
    ageDays: 11,
  },
  {
    slug: 'genevieve-lace-bridal-gown',
    name: 'Genevieve Lace Bridal Gown',
    brand: 'Jenny Packham',
    description:
      'An ivory A-line gown with a Chantilly lace bodice, a plunging V-neckline and a chiffon skirt that sweeps into a chapel train edged in lace. Romantic and light to wear, it suits a church ceremony or a country-house wedding.',
    category: 'bridal-dress',
    occasions: ['other-special-occasion'],
    basePrice: '88.00',
    retailPrice: '1795.00',
    availableSizes: ['6', '8', '10', '12', '14', '16'],
    ageDays: 12,
  },
  {
    slug: 'ruby-crepe-sheath-dress',
    name: 'Ruby Crepe Sheath Dress',
    brand: 'Roland Mouret',
    description:
      'A knee-length sheath in ruby stretch crepe with a square neckline, princess seams and a slim self belt. Structured yet comfortable, it takes you from an awards lunch to cocktails without a change.',
    category: 'cocktail-dress',
    occasions: ['cocktail-party', 'work-event', 'formal-event'],
    basePrice: '62.00',
    retailPrice: '1195.00',
    availableSizes: ['8', '10', '12', '14', '16'],
    ageDays: 14,
  },
  {
    slug: 'marisol-beaded-fishtail-gown',
    name: 'Marisol Beaded Fishtail Gown',
    brand: 'Jenny Packham',
    description:
      'A strapless midnight-navy gown embroidered with silver beads and crystals that thin out towards a fluted fishtail hem. Boned through the bodice for a sculpted fit, it is a showstopper for white-tie balls and premieres.',
    category: 'evening-gown',
    occasions: ['white-tie', 'black-tie', 'gala-awards'],
    basePrice: '89.00',
    retailPrice: '1800.00',
    availableSizes: ['6', '8', '10', '12', '14'],
    ageDays: 17,
  },
  {
    slug: 'lola-bias-cut-satin-slip-dress',
    name: 'Lola Bias-Cut Satin Slip Dress',
    brand: 'Rat & Boa',
    description:
      'A silver-grey satin slip cut on the bias, with a soft cowl neckline and skinny adjustable straps. It skims the body and falls to mid-calf, so it is perfect for a date night or layered with a blazer for an evening wedding.',
    category: 'midi-dress',
    occasions: ['date-night', 'cocktail-party', 'wedding-guest'],
    basePrice: '45.00',
    retailPrice: '270.00',
    availableSizes: ['6', '8', '10', '12', '14'],
    ageDays: 20,
  },
  {
    slug: 'celestine-satin-column-gown',
    name: 'Celestine Satin Column Gown',
    brand: 'Solace London',
    description:
      'A liquid emerald satin column with a V-neckline, broad straps and a thigh-high slit that shows as you move. Minimal and very grown-up, it needs only statement earrings for a white-tie or black-tie evening.',
    category: 'evening-gown',
    occasions: ['black-tie', 'white-tie', 'gala-awards'],
    basePrice: '85.00',
    retailPrice: '895.00',
    availableSizes: ['6', '8', '10', '12', '14', '16'],
    ageDays: 23,
  },
  {
    slug: 'halliday-linen-wrap-midi-dress',
    name: 'Halliday Linen Wrap Midi Dress',
    brand: 'Zimmermann',
    description:
      'Buttercup-yellow linen printed with tiny blue and white blooms, cut as a wrap midi with flutter sleeves and a tie at the waist. Breathable and flattering, it is a favourite for garden weddings, christenings and mothers of the bride.',
    category: 'wedding-guest-dress',
    occasions: ['wedding-guest', 'mother-of-the-bride', 'other-special-occasion'],
    basePrice: '65.00',
    retailPrice: '795.00',
    availableSizes: ['8', '10', '12', '14', '16', '18'],
    ageDays: 26,
  },
  {
    slug: 'ophelia-tulle-ball-gown',
    name: 'Ophelia Tulle Ball Gown',
    brand: 'Needle & Thread',
    description:
      'A powder-blue ball gown with a ruched V-neck bodice and a voluminous skirt of layered tulle. Light as air despite its scale, it is a fairytale choice for proms, balls and black-tie weddings.',
    category: 'prom-dress',
    occasions: ['other-special-occasion', 'formal-event', 'black-tie'],
    basePrice: '69.00',
    retailPrice: '595.00',
    availableSizes: ['6', '8', '10', '12', '14', '16'],
    ageDays: 29,
  },
  {
    slug: 'noir-guipure-lace-midi-dress',
    name: 'Noir Guipure Lace Midi Dress',
    brand: 'Self-Portrait',
    description:
      'Black floral guipure lace over a nude lining, shaped into a fitted square-neck midi with a scalloped hem. Polished enough for the office party and pretty enough for dinner afterwards.',
    category: 'cocktail-dress',
    occasions: ['cocktail-party', 'work-event', 'date-night'],
    basePrice: '55.00',
    retailPrice: '380.00',
    availableSizes: ['6', '8', '10', '12', '14', '16'],
    ageDays: 32,
  },
  {
    slug: 'athena-pleated-lame-maxi-dress',
    name: 'Athena Pleated Lamé Maxi Dress',
    brand: 'Alice McCall',
    description:
      'Gold lamé sunray pleats fall from a slim belted waist to the floor, beneath a halter neckline that ties at the nape. It moves and shimmers with every step, ideal for festive parties and glamorous weddings.',
    category: 'maxi-dress',
    occasions: ['gala-awards', 'wedding-guest', 'holiday-party'],
    basePrice: '58.00',
    retailPrice: '420.00',
    availableSizes: ['6', '8', '10', '12', '14'],
    ageDays: 35,
  },
  {
    slug: 'giulia-silk-slip-midi-dress',
    name: 'Giulia Silk Slip Midi Dress',
    brand: 'Reformation',
    description:
      'A chocolate-brown silk charmeuse slip with a draped cowl neck and a bias-cut skirt that falls to mid-calf. Understated and sensual, it pairs with heels for a date or a chunky knit for winter parties.',
    category: 'midi-dress',
    occasions: ['date-night', 'wedding-guest', 'holiday-party'],
    basePrice: '49.00',
    retailPrice: null,
    availableSizes: ['4', '6', '8', '10', '12', '14'],
    ageDays: 38,
  },
  {
    slug: 'elodie-off-shoulder-ball-gown',
    name: 'Elodie Off-Shoulder Ball Gown',
    brand: 'Sophia Hartwell',
    description:
      'Deep plum duchess satin shaped into an off-the-shoulder Bardot bodice and a full, structured skirt with deep folds. Fully boned and lined, it has the presence that white-tie balls and state occasions call for.',
    category: 'evening-gown',
    occasions: ['white-tie', 'gala-awards', 'black-tie'],
    basePrice: '82.00',
    retailPrice: '1450.00',
    availableSizes: ['8', '10', '12', '14', '16', '18'],
    ageDays: 41,
  },
  {
    slug: 'poppy-one-shoulder-ruffle-mini',
    name: 'Poppy One-Shoulder Ruffle Mini',
    brand: 'Rat & Boa',
    description:
      'Fuchsia silk taffeta with a single ruffled shoulder and a flared mini skirt that holds its shape. Bright, fun and flattering, it is made for Christmas parties and birthday celebrations.',
    category: 'party-dress',
    occasions: ['holiday-party', 'cocktail-party', 'date-night'],
    basePrice: '46.00',
    retailPrice: '295.00',
    availableSizes: ['6', '8', '10', '12'],
    ageDays: 44,
  },
  {
    slug: 'margot-satin-bridal-gown',
    name: 'Margot Satin Bridal Gown',
    brand: 'Halfpenny London',
    description:
      'Ivory duchess satin with an off-the-shoulder neckline, a fitted bodice and a full skirt that flows into a sweeping train. Clean-lined and timeless, it is as right for a registry office as for a cathedral.',
    category: 'bridal-dress',
    occasions: ['other-special-occasion'],
    basePrice: '86.00',
    retailPrice: '1500.00',
    availableSizes: ['8', '10', '12', '14', '16'],
    ageDays: 47,
  },
  {
    slug: 'willow-plisse-maxi-dress',
    name: 'Willow Plissé Maxi Dress',
    brand: 'Ghost',
    description:
      'Soft sage georgette with fine plissé pleats from the waist to the floor and a halter neckline. Light, forgiving and elegant, it is a graceful choice for the mother of the bride or a summer wedding.',
    category: 'maxi-dress',
    occasions: ['mother-of-the-bride', 'wedding-guest', 'formal-event'],
    basePrice: '52.00',
    retailPrice: '280.00',
    availableSizes: ['10', '12', '14', '16', '18', '20'],
    ageDays: 50,
  },
  {
    slug: 'mirabel-brocade-party-dress',
    name: 'Mirabel Brocade Party Dress',
    brand: 'Sophia Hartwell',
    description:
      'A jade and gold jacquard brocade shaped into a square-neck bodice and a full, knee-skimming skirt. Structured, festive and comfortable to wear all night, it comes into its own at Christmas parties.',
    category: 'party-dress',
    occasions: ['holiday-party', 'cocktail-party', 'other-special-occasion'],
    basePrice: '58.00',
    retailPrice: null,
    availableSizes: ['8', '10', '12', '14', '16'],
    ageDays: 53,
  },
  {
    slug: 'rosalind-blush-tulle-gown',
    name: 'Rosalind Blush Tulle Gown',
    brand: 'Temperley London',
    description:
      'A blush-pink tulle gown with a softly ruched V-neck bodice and a full skirt of layered tulle. Romantic without being fussy, it suits the mother of the bride at a formal wedding or a black-tie ball.',
    category: 'evening-gown',
    occasions: ['mother-of-the-bride', 'black-tie', 'formal-event'],
    basePrice: '72.00',
    retailPrice: '1250.00',
    availableSizes: ['8', '10', '12', '14', '16', '18', '20'],
    ageDays: 56,
  },
  {
    slug: 'valentina-satin-fishtail-gown',
    name: 'Valentina Satin Fishtail Gown',
    brand: 'Maison Verrier',
    description:
      'Wine-red satin with a strapless sweetheart bodice, fitted through the hip and flaring below the knee into a fluted fishtail. Glamorous and grown-up, it makes a prom entrance to remember.',
    category: 'prom-dress',
    occasions: ['other-special-occasion', 'formal-event', 'gala-awards'],
    basePrice: '65.00',
    retailPrice: '520.00',
    availableSizes: ['6', '8', '10', '12', '14'],
    ageDays: 59,
  },
  {
    slug: 'blush-tailored-wide-leg-suit',
    name: 'Blush Tailored Wide-Leg Suit',
    brand: 'Reiss',
    description:
      'A powder-pink single-breasted blazer with slim lapels and matching high-waisted wide-leg trousers, worn over a cream camisole. Soft tailoring that looks just as right at a civil ceremony as at a work reception.',
    category: 'formal-suit',
    occasions: ['wedding-guest', 'work-event', 'mother-of-the-bride'],
    basePrice: '55.00',
    retailPrice: '425.00',
    availableSizes: ['6', '8', '10', '12', '14', '16', '18'],
    ageDays: 62,
  },
  {
    slug: 'moonlit-chiffon-wrap-midi-dress',
    name: 'Moonlit Chiffon Wrap Midi Dress',
    brand: 'Alice McCall',
    description:
      'Dusty-lilac chiffon in a wrap silhouette with flutter sleeves and a tie waist, lined to just above the knee. Floaty and easy, it goes from a work dinner to a rooftop drinks party.',
    category: 'midi-dress',
    occasions: ['work-event', 'date-night', 'cocktail-party'],
    basePrice: '48.00',
    retailPrice: null,
    availableSizes: ['6', '8', '10', '12', '14', '16'],
    ageDays: 65,
  },
  {
    slug: 'stardust-glitter-tulle-prom-gown',
    name: 'Stardust Glitter Tulle Prom Gown',
    brand: 'Lumière Atelier',
    description:
      'Champagne glitter tulle falls in three tiers from a boned sweetheart bodice that sparkles under the lights. Comfortable to dance in all night, it is made for proms, winter balls and New Year parties.',
    category: 'prom-dress',
    occasions: ['other-special-occasion', 'holiday-party'],
    basePrice: '54.00',
    retailPrice: null,
    availableSizes: ['4', '6', '8', '10', '12'],
    ageDays: 68,
  },
  {
    slug: 'noir-velvet-crystal-mini-dress',
    name: 'Noir Velvet Crystal Mini Dress',
    brand: 'Alice McCall',
    description:
      'A black stretch-velvet mini with a straight neckline and crystal-studded straps that catch the light. Sleek and comfortable, it is the little black dress for December parties and late dinners.',
    category: 'little-black-dress',
    occasions: ['date-night', 'holiday-party', 'work-event'],
    basePrice: '47.00',
    retailPrice: null,
    availableSizes: ['6', '8', '10', '12', '14'],
    ageDays: 71,
  },
  {
    slug: 'isadora-crepe-column-maxi',
    name: 'Isadora Crepe Column Maxi',
    brand: 'Ghost',
    description:
      'A cornflower-blue crepe column with a V-neckline, a slim self belt and a gently flared hem. Easy to wear and kind to every figure, it is a lovely choice for the mother of the bride or a summer black-tie wedding.',
    category: 'maxi-dress',
    occasions: ['wedding-guest', 'formal-event', 'mother-of-the-bride'],
    basePrice: '49.00',
    retailPrice: '250.00',
    availableSizes: ['10', '12', '14', '16', '18', '20', '22'],
    ageDays: 74,
  },
];

export const DEMO_PRODUCTS: readonly DemoProduct[] = ENTRIES.map((entry) => ({
  ...entry,
  images: [`${entry.slug}-1.webp`, `${entry.slug}-2.webp`],
}));
