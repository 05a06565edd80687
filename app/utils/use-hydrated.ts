import { useEffect, useState } from "react";

let hydrated = false;

/** False during server rendering and the first client render, then true. */
export function useHydrated() {
  const [isHydrated, setHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setHydrated(true);
  }, []);
  return isHydrated;
}
