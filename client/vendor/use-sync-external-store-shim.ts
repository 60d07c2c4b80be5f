// React 19 has useSyncExternalStore: SWR's shim for React 16/17 need not ship (decision 013).
export { useSyncExternalStore } from 'react';
