/** A value that follows `value` once it has stopped changing for `ms` (a search box asks once the typing pauses). */
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
