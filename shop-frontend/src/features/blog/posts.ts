import { LENDER_SHARE_PERCENT, SHOP_COMMISSION_PERCENT } from '@dw/contracts';
/**
 * The blog's articles: built-in static data, looked up by slug. Bodies are trusted
 * HTML written here, never user input. Figures in them are editorial, not product rules (those live in contracts).
 */
export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  authorRole: string;
  /** 'YYYY-MM-DD' */
  date: string;
  readTime: string;
  category: string;
  featured: boolean;
  metaDescription: string;
  content: string;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'ai-fashion-technology-dress-rental',
    title: 'How AI Is Changing the Way We Rent Designer Dresses',
    excerpt:
      'From fit predictions to smarter stock planning, artificial intelligence is quietly reshaping dress rental. Here is what it means for the way you choose, and why a human eye still matters.',
    author: 'Sophie Bennett',
    authorRole: 'Digital Editor',
    date: '2025-03-18',
    readTime: '6 min read',
    category: 'Fashion Technology',
    featured: true,
    metaDescription:
      'How artificial intelligence is reshaping designer dress rental: better fit predictions, personal recommendations and smarter stock, with a human stylist still in the loop.',
    content: `
<p>Renting a designer dress used to involve a leap of faith. You picked a gown from a photograph, guessed at the fit and hoped it would arrive looking as beautiful as it did on screen. Today, a growing share of that guesswork is being handled by software, and most shoppers never notice it happening.</p>
<p>Artificial intelligence is not about robots choosing your outfit. In fashion rental it mostly works behind the scenes: learning from thousands of past rentals to make the next one smoother. Here is where it is already making a difference.</p>

<h2>Better fit, fewer surprises</h2>
<p>Fit is the single biggest worry for anyone hiring a dress. Sizing varies wildly between labels: a UK 10 from one Italian house can fit like a 12 from a British designer. Fit-prediction models compare the measurements of a garment with the sizes renters chose and how they rated the fit afterwards. Over time, they can suggest that a particular gown runs small, or that a bias-cut slip suits those between sizes better in the larger one.</p>
<p>That is also why a <strong>backup size</strong> remains so valuable. Data narrows the choice; trying two sizes on the morning of the event settles it.</p>

<h2>Recommendations that understand occasions</h2>
<p>Traditional online shops recommend items that other people bought. Rental is different, because the occasion matters more than the item. A good recommendation engine learns that someone browsing for a <em>summer wedding in the Cotswolds</em> wants something different from a guest at a <em>black-tie ball in December</em>, even in the same size and budget.</p>
<p>The best systems combine the occasion, the season, the dress code and the colours a renter has lingered over, then surface a short, considered edit instead of an endless scroll.</p>

<h2>Smarter stock, kinder to the planet</h2>
<p>Behind every rental is a logistics puzzle: which dresses will be in demand for the May wedding rush, and how many days are needed between rentals for cleaning and repairs? Forecasting models help rental businesses plan cleaning capacity and delivery routes, which means fewer idle garments and fewer wasted journeys.</p>
<blockquote>The most sustainable dress is the one that is worn again and again. Good forecasting keeps beautiful pieces in circulation rather than in storage.</blockquote>

<h2>Virtual try-on: promising, not perfect</h2>
<p>Virtual fitting rooms and body-scanning apps are improving quickly, and some can now drape a garment over an avatar with convincing movement. They are useful for judging length and silhouette. They are less reliable for the things that make a dress feel special: the weight of the silk, the way beading catches the light, how a corset bodice actually sits.</p>
<p>For now, treat virtual try-on as a helpful first filter rather than a final answer.</p>

<h2>Why the human touch still matters</h2>
<p>Algorithms are very good at patterns and very poor at taste. The final checks before a gown leaves our studio are done by people: pressing the pleats, checking every fastening, trimming a loose thread. The same goes for styling. A model can tell you that a dress is popular for weddings; a stylist can tell you that it will look wonderful with your grandmother’s pearls.</p>

<h2>What this means for you</h2>
<ul>
  <li><strong>Use the filters.</strong> Size and occasion filters are the simplest way to let the catalogue do the work.</li>
  <li><strong>Read the description closely.</strong> Fabric, length and fit notes are written by people who have handled the dress.</li>
  <li><strong>Order a backup size</strong> when you are between sizes: no model beats trying it on.</li>
</ul>
<p>Technology should make renting feel effortless, leaving you to enjoy the part that matters: walking into the room in something extraordinary. Ready to find yours? <a href="/all-dresses">Browse the collection</a> or read <a href="/how-it-works">how renting works</a>.</p>
`,
  },
  {
    slug: 'sustainable-fashion-future',
    title: 'Why Renting Is the Future of Sustainable Fashion',
    excerpt:
      'The average occasion dress is worn only a handful of times. Renting keeps beautiful clothes in use for longer, and that is one of the simplest ways to make your wardrobe kinder to the planet.',
    author: 'Eleanor Price',
    authorRole: 'Sustainability Writer',
    date: '2025-02-26',
    readTime: '5 min read',
    category: 'Sustainability',
    featured: false,
    metaDescription:
      'Why renting designer dresses is one of the easiest ways to cut fashion waste: longer garment life, fewer purchases and professional care that keeps clothes in circulation.',
    content: `
<p>Think of the last dress you bought for a wedding or a ball. How many times have you worn it since? If the answer is “once” or “never again”, you are far from alone. Occasion wear is among the least-worn clothing we own, and it is often the most resource-intensive to make.</p>

<h2>The problem with “worn once”</h2>
<p>The UK buys more new clothing per person than almost anywhere else in Europe. Research by the waste charity WRAP has estimated that hundreds of millions of pounds’ worth of used clothing ends up in household bins every year. Evening wear is especially wasteful: sequins, beading and mixed fibres make it hard to recycle, and a gown bought for one occasion can spend years in a wardrobe before it is finally thrown away.</p>

<h2>Keeping clothes in use for longer</h2>
<p>The most effective thing we can do for fashion’s footprint is simple: use the clothes that already exist for longer. WRAP’s research found that extending the active life of clothes by just nine months can reduce their carbon, water and waste footprints by around a fifth to a third.</p>
<p>Rental does exactly that. A single designer gown can be worn to dozens of events by different people over its lifetime, each wear replacing a purchase that might otherwise have been made.</p>
<blockquote>Renting is not about owning less beauty. It is about letting more people enjoy it.</blockquote>

<h2>Professional care makes clothes last</h2>
<p>A rented dress is looked after by specialists between every wear. It is dry-cleaned with methods chosen for its fabric, steamed rather than ironed, and repaired the moment a hem drops or a bead comes loose. That level of care is hard to match at home, and it is a big part of why rental garments stay beautiful for so long.</p>

<h2>What about delivery and cleaning?</h2>
<p>It is a fair question. Every rental involves transport and cleaning, and both have an impact. The answer lies in doing them efficiently: grouping deliveries, using reusable garment bags, choosing cleaning partners who use gentler solvents and reclaim what they can. Independent studies consistently find that the benefit of rental depends on how many times a garment is worn, which is why occasion wear, the clothes we buy and barely wear, is where renting makes the most sense.</p>

<h2>Five habits for a more sustainable wardrobe</h2>
<ol>
  <li><strong>Rent for occasions</strong>, buy for everyday. Save your budget for the pieces you will wear every week.</li>
  <li><strong>Lend what you no longer wear.</strong> The designer dress at the back of your wardrobe could be someone else’s perfect find.</li>
  <li><strong>Choose quality</strong> when you do buy, and look after it.</li>
  <li><strong>Repair before replacing.</strong> A good seamstress is a sustainable wardrobe’s best friend.</li>
  <li><strong>Pass things on</strong> through resale, swaps or charity shops rather than the bin.</li>
</ol>

<h2>The future is shared</h2>
<p>Rental will not solve fashion’s problems on its own, but it changes our relationship with clothes in a healthy way. It encourages us to value a dress for the moments it creates, not for the fact of owning it. And it lets you wear something truly special without the guilt of buying it for a single night.</p>
<p>Explore <a href="/all-dresses">the collection</a>, or find out <a href="/how-it-works">how renting works</a> from order to return.</p>
`,
  },
  {
    slug: 'styling-tips-formal-events',
    title: 'Styling Tips for Formal Events: From Cocktail to Black Tie',
    excerpt:
      'Decoding the dress code is only the beginning. Our stylists share how to choose the right length, fit and accessories, so you arrive feeling completely yourself.',
    author: 'Charlotte Hayes',
    authorRole: 'Style Editor',
    date: '2025-02-05',
    readTime: '7 min read',
    category: 'Style Guide',
    featured: false,
    metaDescription:
      'Expert styling tips for formal events in the UK: how to read cocktail and black-tie dress codes, choose the right fit and length, and finish the look with shoes and accessories.',
    content: `
<p>An invitation with a dress code can be thrilling and faintly terrifying in equal measure. What exactly does “black tie optional” mean? Is a midi dress acceptable at an evening wedding? Our stylists answer these questions every day, so here is their advice in one place.</p>

<h2>Start with the dress code</h2>
<h3>Cocktail</h3>
<p>Cocktail attire calls for a dress that is elegant but not floor-length. Think knee-length to midi, in a luxurious fabric: silk, satin, crêpe or a subtle embellishment. It is the most flexible dress code, so it is the perfect moment for colour or an interesting neckline.</p>
<h3>Black tie</h3>
<p>Black tie traditionally means a floor-length evening gown, although an elegant, dressy midi can work at less formal black-tie events. Choose rich fabrics and a considered silhouette. Sequins, velvet and satin all feel right after dark.</p>
<h3>Black tie optional</h3>
<p>Here you have a choice: a full-length gown or a sophisticated cocktail dress. If in doubt, go a little more formal; it is always easier to feel overdressed in something beautiful than underdressed.</p>
<h3>White tie</h3>
<p>The most formal dress code of all, requiring a full-length gown. It deserves its own guide, so read our <a href="/blog/white-tie-dress-code-guide">complete guide to white tie</a>.</p>

<h2>Fit is everything</h2>
<p>A beautifully fitted dress looks more expensive than a poorly fitted couture gown. A few rules from our studio:</p>
<ul>
  <li><strong>Check the shoulders and bust first.</strong> These are the hardest areas to adjust.</li>
  <li><strong>Consider the fabric.</strong> Stretch crêpe is forgiving; satin and sequins are not. If you are between sizes in a structured fabric, choose the larger one.</li>
  <li><strong>Order a backup size.</strong> With a second size in the box, you can decide on the day.</li>
  <li><strong>Mind the length.</strong> Try a floor-length gown with the shoes you will wear. The hem should just skim the floor.</li>
</ul>

<h2>Choosing colour</h2>
<p>Jewel tones (emerald, sapphire, ruby) are made for winter evenings and photograph wonderfully. Soft pastels and florals suit spring and summer celebrations. Black is always chic, but for weddings it is worth checking with the couple first. And never wear white, ivory or anything close to them to a wedding unless you have been specifically asked.</p>

<h2>Accessories: edit, then edit again</h2>
<p>The most common styling mistake is doing too much. Let one element lead:</p>
<ul>
  <li>A <strong>statement neckline</strong> needs only delicate earrings.</li>
  <li>A <strong>simple column gown</strong> can carry bold jewellery or a dramatic clutch.</li>
  <li><strong>Embellished dresses</strong> look best with minimal, metallic accessories in a matching tone.</li>
</ul>
<p>Bring a wrap or tailored jacket for British evenings, even in July. A pashmina in a complementary colour is always elegant.</p>

<h2>Shoes you can dance in</h2>
<p>Break in new shoes at home, and pack a pair of foldable flats for the end of the night. Block heels are kinder on lawns at garden weddings. For floor-length gowns, a platform can lift the hem without sacrificing comfort.</p>

<h2>Hair and make-up</h2>
<p>Consider the neckline: an off-shoulder or strapless dress is lovely with hair worn up; a high neck pairs beautifully with hair down or a low chignon. Do a trial run with the dress if you can, and choose long-wear products for events that run from ceremony to dance floor.</p>

<h2>The final check</h2>
<blockquote>The best-dressed person in the room is the one who forgets what she is wearing and simply enjoys the evening.</blockquote>
<p>Confidence is the finishing touch. Choose something that makes you feel wonderful, then stop thinking about it. <a href="/all-dresses">Browse the collection</a> by occasion and size, or see <a href="/how-it-works">how renting works</a>.</p>
`,
  },
  {
    slug: 'monetise-your-dresses-benefits',
    title: 'Five Reasons to Start Lending Your Designer Dresses',
    excerpt:
      'That gown you wore once could be earning every month. Here is how lending works, what you keep, and how your pieces are protected while they are out.',
    author: 'Amelia Ward',
    authorRole: 'Lender Community Lead',
    date: '2025-01-21',
    readTime: '5 min read',
    category: 'Lender Tips',
    featured: false,
    metaDescription: `Why lend your designer dresses: keep ${LENDER_SHARE_PERCENT}% of every rental, insured rentals up to £2,000, free professional dry cleaning and monthly payouts. A guide for new lenders.`,
    content: `
<p>Most of us have at least one: the show-stopping dress bought for a wedding, a ball or a milestone birthday, worn once, photographed beautifully, and now hanging in a garment bag. Lending lets that dress live a second life, and lets you earn from it.</p>

<h2>1. You keep ${LENDER_SHARE_PERCENT}% of every rental</h2>
<p>When your dress is hired, you receive ${LENDER_SHARE_PERCENT}% of the rental fee. Our ${SHOP_COMMISSION_PERCENT}% commission covers the platform, marketing and customer service. A designer evening gown can typically earn between £45 and £135 per rental, depending on the label, its original price and its condition.</p>

<h2>2. Your pieces are protected</h2>
<p>Every rental is insured, up to £2,000 per rental, and renters are ID-verified before they can hire. If something is damaged, it is dealt with by us, not by you. You set the standard your dress is kept to, and we make sure it is met.</p>

<h2>3. Cleaning costs you nothing</h2>
<p>Professional dry cleaning happens after every rental at no cost to you. Your dress comes back cleaned, pressed and checked by specialists who handle delicate fabrics every day.</p>

<h2>4. Regular, predictable payouts</h2>
<p>Earnings are paid by bank transfer on the 1st of each month. Many lenders see their first booking soon after their dress goes live, and our team is on hand around the clock if you have questions.</p>

<h2>5. It is the sustainable choice</h2>
<p>Every time your dress is rented, someone avoids buying a new outfit for a single occasion. Keeping beautiful clothes in circulation is one of the simplest ways to reduce fashion’s footprint, and there is real pleasure in knowing that a dress you loved is making someone else’s evening.</p>

<h2>What makes a great rental piece?</h2>
<ul>
  <li><strong>Designer labels</strong> with an original retail value of £150 or more.</li>
  <li><strong>Occasion wear:</strong> evening gowns, cocktail and party dresses, wedding guest dresses, designer suits.</li>
  <li><strong>Excellent condition:</strong> worn no more than three times, no visible wear, care labels and brand tags intact.</li>
  <li><strong>Pieces under five years old</strong>, so styles feel current.</li>
</ul>
<p>Fast fashion, casual everyday clothing and heavily altered pieces are not suitable.</p>

<h2>How to get started</h2>
<ol>
  <li>Create your lender account with your contact and bank details.</li>
  <li>List your dress with clear photos, a description, sizes and your rental prices.</li>
  <li>Our team reviews it within 24-48 hours, arranges professional photography, and your dress goes live.</li>
</ol>
<blockquote>Your wardrobe is full of stories. Lending lets them continue.</blockquote>
<p>Ready to begin? <a href="/list-dress">List your first dress</a>, or learn more about <a href="/monetise-your-wardrobe">earning from your wardrobe</a>. Curious about the renter’s side? See <a href="/how-it-works">how it works</a> or <a href="/all-dresses">browse the collection</a>.</p>
`,
  },
  {
    slug: 'white-tie-dress-code-guide',
    title: 'The White Tie Dress Code: A Complete Guide',
    excerpt:
      'White tie is the most formal dress code there is, and the rarest. Here is exactly what it asks for, from gown length to gloves, and how to wear it with confidence.',
    author: 'Charlotte Hayes',
    authorRole: 'Style Editor',
    date: '2025-01-08',
    readTime: '6 min read',
    category: 'Dress Codes',
    featured: false,
    metaDescription:
      'A complete guide to the white tie dress code for women in the UK: floor-length gowns, evening gloves, jewellery, hair and etiquette for state banquets, balls and formal dinners.',
    content: `
<p>Few invitations carry quite the same thrill as one marked “white tie”. It is the most formal dress code in British society, reserved for state banquets, certain livery company dinners, a handful of grand balls and the occasional very traditional wedding. Because it is so rare, it also causes the most confusion. Here is everything you need to know.</p>

<h2>White tie versus black tie</h2>
<p>For men, the difference is precise: a black evening tailcoat, a white marcella waistcoat and a white bow tie, rather than a dinner jacket. For women, the distinction is one of degree. Black tie allows some flexibility in length and style; white tie does not. It calls for the most formal evening wear you can find.</p>

<h2>The gown</h2>
<ul>
  <li><strong>Floor-length, always.</strong> Midi and tea-length dresses are not appropriate, however elegant.</li>
  <li><strong>Full skirts and structured silhouettes</strong> feel right: ball gowns, fishtails and columns in substantial fabrics.</li>
  <li><strong>Luxurious fabrics:</strong> duchess satin, silk taffeta, velvet, heavy crêpe and fine beading.</li>
  <li><strong>Modest but glamorous.</strong> Traditionally shoulders could be bare but thigh-high splits and very low backs were avoided. Modern hosts are more relaxed, but elegance remains the watchword.</li>
</ul>

<h2>Gloves</h2>
<p>Long evening gloves are the signature accessory of white tie. Traditionally they reach above the elbow with a sleeveless or short-sleeved gown. Gloves are worn when arriving and greeting, and removed to eat and drink. Rings are worn beneath, never over, gloves; bracelets may go over them.</p>

<h2>Jewellery and tiaras</h2>
<p>This is the moment for your finest jewellery. Statement earrings, a necklace that sits well with your neckline and an elegant bracelet are all welcome. Tiaras are traditionally worn only by married women, and only at events where white tie is specified. Unless you have one in the family, there is no expectation to wear one.</p>

<h2>Hair, make-up and the finishing touches</h2>
<p>Hair is usually worn up, which shows off both the neckline and any jewellery. Make-up should be polished and long-lasting, as white-tie dinners are long evenings. Carry a small, structured evening bag, and choose closed or elegant strappy shoes in a tone that complements your gown.</p>

<h2>Decorations</h2>
<p>White tie is the one occasion when orders, decorations and miniature medals are worn. If you have them, the invitation will usually say so; they are worn on the left side of the gown, or on a bow for some orders.</p>

<h2>A note on etiquette</h2>
<ul>
  <li><strong>Arrive on time.</strong> Formal dinners often have a receiving line and a strict seating plan.</li>
  <li><strong>Follow your hosts’ lead</strong> on when to remove gloves and when dancing begins.</li>
  <li><strong>Check the invitation</strong> for any particular requirements, such as colours to avoid.</li>
</ul>

<h2>Rent, don’t buy</h2>
<blockquote>A white-tie gown is the kind of dress you may need once in a decade. It is the perfect thing to rent.</blockquote>
<p>Because white-tie events are so rare, buying a gown for one makes little sense. Renting lets you wear a truly exceptional designer piece, professionally cleaned and pressed, with a backup size to make sure the fit is perfect.</p>
<p>Explore our <a href="/all-dresses?category=white-tie">white tie edit</a> and <a href="/all-dresses">the full collection</a>, or read <a href="/how-it-works">how renting works</a>.</p>
`,
  },
];

export function findPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

/** Other articles to read next: same category first, then the newest. */
export function relatedPosts(post: BlogPost, count = 3): BlogPost[] {
  const others = BLOG_POSTS.filter((p) => p.slug !== post.slug);
  const sameCategory = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category).sort((a, b) => b.date.localeCompare(a.date));
  return [...sameCategory, ...rest].slice(0, count);
}

const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2025-03-18' → '18 March 2025'. */
export function formatPostDate(date: string): string {
  return ukDate.format(new Date(`${date}T00:00:00Z`));
}
