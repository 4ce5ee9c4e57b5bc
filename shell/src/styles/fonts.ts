/*
 * The web fonts, self-hosted from npm (no network at run time), Latin subset only: it covers
 * English and Western European accents (é, ü, ñ). Added to the document together once every file
 * has arrived, so the page is laid out again once: declared in CSS, each of the files swapped in
 * on its own arrival and each swap was a layout of the whole page (six of 20–60 ms on a phone,
 * after the content had painted). Until then metric-matched local fonts stand in
 * (font-fallbacks.css), so nothing visible moves but the letterforms.
 */
import cormorant400Italic from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff2';
import cormorant400 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2';
import cormorant500 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2';
import cormorant600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2';
import jost300 from '@fontsource/jost/files/jost-latin-300-normal.woff2';
import jost400 from '@fontsource/jost/files/jost-latin-400-normal.woff2';
import jost500 from '@fontsource/jost/files/jost-latin-500-normal.woff2';

const FACES: readonly [family: string, url: string, descriptors: FontFaceDescriptors][] = [
  ['Jost', jost300, { weight: '300' }],
  ['Jost', jost400, { weight: '400' }],
  ['Jost', jost500, { weight: '500' }],
  ['Cormorant Garamond', cormorant400, { weight: '400' }],
  ['Cormorant Garamond', cormorant400Italic, { weight: '400', style: 'italic' }],
  ['Cormorant Garamond', cormorant500, { weight: '500' }],
  ['Cormorant Garamond', cormorant600, { weight: '600' }],
];

/** Loads every face, then adds those that arrived in one go; a browser without the FontFace API keeps the stand-ins. */
export async function addWebFonts(): Promise<void> {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  const faces = FACES.map(
    ([family, url, descriptors]) => new FontFace(family, `url(${url}) format("woff2")`, { display: 'swap', ...descriptors }),
  );
  const loaded = await Promise.allSettled(faces.map((face) => face.load()));
  faces.forEach((face, i) => {
    if (loaded[i].status === 'fulfilled') document.fonts.add(face);
  });
}
