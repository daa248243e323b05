"use client";

import type { Locale } from "@wro/i18n";
import { useEffect, useState } from "react";
import type { NotifyMeWords } from "./notify-me-words.ts";
import styles from "./NotifyMe.module.css";
import { PUSH_LOCALE_KEY } from "./push-locale.ts";

type State = "unsupported" | "off" | "on" | "stopped" | "blocked" | "failed";

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** Whether the visitor refused notifications to this site (asked through the Permissions API where there is one). */
async function refused(): Promise<boolean> {
  const permission = await navigator.permissions?.query({ name: "notifications" }).then(
    (status) => status.state,
    () => undefined,
  );
  return (permission ?? Notification.permission) === "denied";
}

/** Whether this device receives notifications in `locale` (no prompt: only what the browser already has). */
async function currentState(locale: Locale): Promise<State> {
  if (!supported()) return "unsupported";
  if (await refused()) return "blocked";
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && localStorage.getItem(PUSH_LOCALE_KEY) === locale ? "on" : "off";
}

/**
 * "Notify me" on the announcements and schedule pages: one tap asks the browser for
 * permission and subscribes this device, in the page's language, to announcements and schedule
 * changes; one tap stops them. The code that subscribes loads on the tap. Its words come
 * translated from the server (notify-me-words.ts).
 */
export function NotifyMe({ locale, words }: { locale: Locale; words: NotifyMeWords }) {
  // Rendered "off" on the server (the same for everyone, and the most common case), so the box
  // takes its place with the page and nothing moves when this device's state is known.
  const [state, setState] = useState<State>("off");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    currentState(locale).then(setState, () => setState("off"));
  }, [locale]);

  const run = async (change: () => Promise<State>) => {
    if (busy) return;
    setBusy(true);
    try {
      setState(await change());
    } catch (error) {
      console.error("Notifications:", error);
      setState((await refused()) ? "blocked" : "failed");
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () =>
    run(async () => {
      if ((await (await import("./subscription.ts")).turnOn(locale)) === "on") return "on";
      // Refused: said so, and how to undo it; a prompt merely dismissed leaves things as they were.
      return (await refused()) ? "blocked" : "off";
    });
  const turnOff = () =>
    run(async () => {
      await (await import("./subscription.ts")).turnOff();
      return "stopped";
    });

  return (
    <section className={styles.notify} aria-label={words.label} aria-busy={busy || undefined}>
      {state === "unsupported" ? (
        <p>{words.unsupported}</p>
      ) : state === "on" ? (
        <>
          <p role="status">{words.on}</p>
          <button type="button" className={styles.secondary} onClick={() => void turnOff()}>
            {words.stop}
          </button>
        </>
      ) : (
        <>
          <p role={state === "off" ? undefined : "status"}>
            {state === "stopped"
              ? words.stopped
              : state === "blocked"
                ? words.blocked
                : state === "failed"
                  ? words.failed
                  : words.offer}
          </p>
          <button type="button" className={styles.primary} onClick={() => void turnOn()}>
            {words.notifyMe}
          </button>
        </>
      )}
    </section>
  );
}
