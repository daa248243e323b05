import { currentUser, isAdmin, signOut } from "./session";

/** How often an open back office asks whether its session still holds. */
const CHECK_EVERY_MS = 5 * 60 * 1000;

let watching = false;

/**
 * Keeps checking the session while the back office is open (spec §4: "if it fails the user
 * is logged out"): whenever the tab comes back into view and every few minutes. A session
 * that ended is signed out and the admin sent to sign-in; one that now belongs to another
 * role leaves for the public site. (Calls refused with 401/403 end it too: api/trpc.ts.)
 */
export function watchSession(signInUrl: string): void {
  if (watching) return;
  watching = true;
  let checking = false;

  const check = async () => {
    if (checking || !watching || document.visibilityState !== "visible") return;
    checking = true;
    try {
      const user = await currentUser();
      if (isAdmin(user)) return;
      stop();
      if (user) {
        window.location.assign("/");
        return;
      }
      await signOut().catch(() => {});
      window.location.assign(signInUrl);
    } catch {
      // The server could not be reached: ask again at the next occasion.
    } finally {
      checking = false;
    }
  };
  const onChance = () => void check();
  const timer = window.setInterval(onChance, CHECK_EVERY_MS);
  document.addEventListener("visibilitychange", onChance);
  window.addEventListener("focus", onChance);

  function stop() {
    watching = false;
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", onChance);
    window.removeEventListener("focus", onChance);
  }
}
