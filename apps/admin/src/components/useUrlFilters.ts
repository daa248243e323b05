import { useSearchParams } from "react-router";

/**
 * A list screen's filters kept in the address (?type=coach …), so reloading or going back keeps
 * them. Changing one goes back to the first page.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("page");
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { params, setFilter };
}
