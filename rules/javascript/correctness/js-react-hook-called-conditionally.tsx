import { useCallback, useEffect, useRef, useState } from 'react';

interface SearchProps {
  query: string;
  enabled: boolean;
  onResults: (results: string[]) => void;
}

export function Search({ query, enabled, onResults }: SearchProps) {
  const timer = useRef<number | null>(null);
  // ruleid: js-react-hook-called-conditionally
  const search = enabled && useCallback(() => onResults([query]), [query, onResults]);
  let attempts = 0;
  while (attempts < 3) {
    // ruleid: js-react-hook-called-conditionally
    useEffect(() => () => window.clearTimeout(timer.current ?? 0), []);
    attempts += 1;
  }
  return <input defaultValue={query} onChange={() => search && search()} />;
}

export function useDebounced<T>(value: T, delay: number): T {
  // ok: js-react-hook-called-conditionally
  const [debounced, setDebounced] = useState<T>(value);
  // ok: js-react-hook-called-conditionally
  useEffect(() => {
    if (delay <= 0) {
      setDebounced(value);
      return;
    }
    const handle = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(handle);
  }, [value, delay]);
  return debounced;
}

export function SafeSearch({ query, enabled, onResults }: SearchProps) {
  // ok: js-react-hook-called-conditionally
  const search = useCallback(() => {
    if (enabled) {
      onResults([query]);
    }
  }, [enabled, query, onResults]);
  return <input defaultValue={query} onChange={search} />;
}

export function Greeting({ fallbackName }: { fallbackName: string }) {
  // ok: js-react-hook-called-conditionally
  const user = useCurrentUser() ?? { name: fallbackName };
  // ok: js-react-hook-called-conditionally
  const label = useIsMobile() ? 'Hi' : 'Hello';
  return <p>{label}, {user.name}</p>;
}
