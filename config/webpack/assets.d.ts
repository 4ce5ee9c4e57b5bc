// Module types for what the shared webpack config loads besides TypeScript.
// Include it from a frontend tsconfig: "include": ["src", "../config/webpack/assets.d.ts"].
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
declare module '*.css';
declare module '*.woff2' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.jpeg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
