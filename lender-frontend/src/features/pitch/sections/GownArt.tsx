/** Line drawing of a gown on a hanger: the page's only illustration, drawn inline (no network). */
export function GownArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 440" role="presentation" focusable="false">
      <path d="M24 440V168C24 80 84 20 160 20s136 60 136 148v272Z" fill="var(--dw-champagne-tint, #efe6d4)" />
      <g fill="none" stroke="var(--dw-ink, #141414)" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M160 74c0-10 14-12 16-3 2 8-6 11-11 14-3 2-5 5-5 9v6" />
        <path d="M160 100 88 136h144Z" />
        <path d="M130 136c6 20 18 30 30 36 12-6 24-16 30-36" />
        <path d="M126 136c-2 24 4 46 12 64m56-64c2 24-4 46-12 64" />
        <path d="M138 200c8 4 36 4 44 0" />
        <path d="M138 200C118 270 82 350 56 412c40 12 168 12 208 0-26-62-62-142-82-212" />
        <path d="M152 206c-8 60-24 130-40 206M168 206c8 60 24 130 40 206M160 206v210" strokeWidth="0.8" opacity="0.55" />
      </g>
      <g fill="var(--dw-champagne, #c8b38a)">
        <circle cx="160" cy="186" r="2.2" />
        <circle cx="150" cy="184" r="1.4" />
        <circle cx="170" cy="184" r="1.4" />
      </g>
    </svg>
  );
}
