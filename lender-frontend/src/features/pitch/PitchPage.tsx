import { LENDER_SHARE_PERCENT } from '@dw/contracts';
import { usePageSetup } from '../../shared/usePageSetup';
import { Acceptance } from './sections/Acceptance';
import { Benefits } from './sections/Benefits';
import { Earnings } from './sections/Earnings';
import { FinalCta } from './sections/FinalCta';
import { Hero } from './sections/Hero';
import { Steps } from './sections/Steps';
import { TrustBar } from './sections/TrustBar';

/** /monetise-your-wardrobe: the lender pitch, sections in the order the pitch tells its story. */
export function PitchPage() {
  usePageSetup(
    'Monetise Your Wardrobe',
    `Lend your designer dresses and earn £200-£800 a month. Keep ${LENDER_SHARE_PERCENT}% of every rental, insured up to £2,000, with free professional dry cleaning.`,
  );
  return (
    <div>
      <Hero />
      <TrustBar />
      <Earnings />
      <Steps />
      <Benefits />
      <Acceptance />
      <FinalCta />
    </div>
  );
}
