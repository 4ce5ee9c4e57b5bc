// wouter imports useSyncExternalStore through the shim package, which carries a copy for React
// 17; React 18+ has it built in, so the shell's bundle takes React's own.
export { useSyncExternalStore } from 'react';
