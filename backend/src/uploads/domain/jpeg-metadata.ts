/** Segments that describe the photo rather than draw it: EXIF and XMP (APP1), IPTC (APP13), comments (COM). */
const DROPPED = new Set([0xe1, 0xed, 0xfe]);
const SOI = 0xd8;
const SOS = 0xda;

/**
 * A JPEG without its EXIF, XMP, IPTC and comment segments, for photographs too large to decode and
 * encode again. The pixels cannot be turned without decoding them, so a non-default `orientation`
 * is written back as the only EXIF tag. Null when the file is not a well-formed JPEG up to its
 * image data (then nothing is known to be safe to cut).
 */
export function dropJpegMetadata(bytes: Uint8Array, orientation?: number): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  if (orientation !== undefined && orientation >= 2 && orientation <= 8) kept.push(orientationSegment(orientation));
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === SOS) {
      kept.push(bytes.subarray(at));
      return Buffer.concat(kept);
    }
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (length < 2 || at + 2 + length > bytes.length) return null;
    if (!DROPPED.has(marker)) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return null;
}

/** An APP1 segment holding EXIF with one tag: Orientation (0x0112), big-endian TIFF. */
function orientationSegment(orientation: number): Buffer {
  const exif = Buffer.from([
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
    ...[0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8], // "MM", 42, first IFD at offset 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, count 1, value
    ...[0, 0, 0, 0], // no next IFD
  ]);
  const length = exif.length + 2;
  return Buffer.concat([Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]), exif]);
}
