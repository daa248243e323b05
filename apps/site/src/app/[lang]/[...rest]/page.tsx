import { notFound } from "next/navigation";

/** Any path that is not a page (including the spec's /404/error) is the not-found page, with status 404. */
export default function UnknownPage() {
  notFound();
}
