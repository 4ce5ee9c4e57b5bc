import { useState } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { PALETTE } from '../app/theme';

interface Props {
  src: string | null | undefined;
  alt: string;
  width?: number;
}

/** A portrait (3:4) thumbnail, the shape dresses are photographed in; a broken image shows a placeholder. */
export function Thumb({ src, alt, width = 48 }: Props) {
  const [broken, setBroken] = useState(false);
  const box = {
    width,
    height: Math.round((width * 4) / 3),
    borderRadius: 2,
    background: PALETTE.lineSoft,
    flex: 'none',
  } as const;
  if (!src || broken) {
    return (
      <span
        role="img"
        aria-label={alt}
        style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: PALETTE.muted }}
      >
        <PictureOutlined />
      </span>
    );
  }
  return (
    <img src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} style={{ ...box, objectFit: 'cover', display: 'block' }} />
  );
}
