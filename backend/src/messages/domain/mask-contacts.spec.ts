import { MESSAGE_MASK } from '@dw/contracts';
import { maskContacts } from './mask-contacts';

const M = MESSAGE_MASK;

describe('maskContacts', () => {
  it.each([
    ['e-mail', 'Write to ada.lovelace+dw@gmail.com please', `Write to ${M} please`],
    ['e-mail on a UK domain', 'ADA@Example.CO.UK', M],
    ['e-mail spelt with (at) and (dot)', 'ada (at) gmail (dot) com', M],
    ['e-mail spelt with [at] and [dot]', 'ada[at]hotmail[dot]co[dot]uk', M],
    ['e-mail spelt with words', 'it is ada at gmail dot com', `it is ${M}`],
    ['https link', 'See https://example.com/dress?id=1 now', `See ${M} now`],
    ['http link', 'http://insta.gram/ada', M],
    ['www link', 'www.mywardrobe.co.uk', M],
    ['bare domain', 'find me on foo.com.', `find me on ${M}.`],
    ['link closing a sentence', 'See www.ada.co.uk. Or https://ada.com/x, then (http://a.io)!', `See ${M}. Or ${M}, then (${M})!`],
    ['bare UK domain with a path', 'shop.co.uk/dresses', M],
    ['bare short-link domain', 'bit.ly/3xYz', M],
    ['UK mobile', 'call 07700 900123', `call ${M}`],
    ['UK mobile without spaces', '07700900123', M],
    ['UK mobile with dashes', '07700-900-123', M],
    ['UK mobile in international form', '+44 7700 900123', M],
    ['UK mobile with (0)', '+44 (0)7700 900123', M],
    ['UK mobile with 0044', '0044 7700 900123', M],
    ['UK mobile without its 0', 'ring 7700 900123', `ring ${M}`],
    ['London landline', '020 7946 0958', M],
    ['landline with brackets', '(0117) 496 0123', M],
    ['landline with dots', '0161.496.0123', M],
    ['US number', '+1 (415) 555-2671', M],
    ['French number', '+33 1 23 45 67 89', M],
  ])('hides a %s', (_kind, input, expected) => {
    expect(maskContacts(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    ['a price', 'It is £45.00 for 2 days, or £1,250.50 to buy'],
    ['prices without pence', '£45 - £89'],
    ['a UK size', 'Do you have it in UK 10 or UK 12?'],
    ['several sizes', 'sizes 8 10 12 14 16 18'],
    ['a dotted date', 'Is it free on 12.06.2026?'],
    ['a date range', 'From 12.06.2026 - 14.06.2026'],
    ['a date range starting with 0', '01.06.2026 - 03.06.2026'],
    ['a slashed date', '01/06/2026 to 03/06/2026'],
    ['an ISO date', '2026-06-12'],
    ['a time', 'around 10.30am or 14:45'],
    ['an order reference', 'order AB12CD34'],
    ['abbreviations', 'e.g. a gown, i.e. long. Mrs. Smith. U.K. delivery'],
    ['a sentence without its space', 'I love it.Me too.It is perfect'],
    ['measurements', 'bust 86 cm, waist 68 cm, hips 94 cm, length 150 cm'],
    ['a postcode-free message', 'Hello! Is the dress still available for my sister’s wedding?'],
    ['an @ on its own', 'see you @ 5'],
  ])('leaves %s alone', (_kind, input) => {
    expect(maskContacts(input)).toEqual({ text: input, masked: false });
  });

  it('hides only the contact details and keeps the rest of the message', () => {
    const { text, masked } = maskContacts('Hi! Email me at ada@example.com or call 07700 900123 - it costs £45.00 on 12.06.2026.');
    expect(masked).toBe(true);
    expect(text).toBe(`Hi! Email me at ${M} or call ${M} - it costs £45.00 on 12.06.2026.`);
  });

  it('keeps line breaks and leaves private-use characters it did not set aside', () => {
    expect(maskContacts('Line one\nfoo.com\nLine three')).toEqual({ text: `Line one\n${M}\nLine three`, masked: true });
  });
});
