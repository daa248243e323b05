import { useLingui } from "@lingui/react/macro";
import { Switch } from "@mantine/core";
import { useState } from "react";
import { errorMessage } from "../api/messages";
import { notifyError, notifyNotice, notifySuccess, successMessages } from "../api/notify";

/**
 * A boolean of a record (status, registration …) that saves as soon as it is flipped (spec
 * §4). The new position shows at once; when the save fails it flips back and says why.
 * `save` resolves once the change is stored and the list reloaded.
 */
export function FlagSwitch<Saved>({
  checked,
  label,
  save,
  notice,
  disabled = false,
}: {
  checked: boolean;
  /** Names the switch for screen readers, e.g. "Status of ACME". */
  label: string;
  save: (value: boolean) => Promise<Saved>;
  /** What else the save changed, to tell the admin (null when nothing). */
  notice?: ((saved: Saved) => string | null) | undefined;
  /** Shown but not changeable, e.g. an admin's own status, which the server refuses anyway. */
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const toggle = async (value: boolean) => {
    setOptimistic(value);
    try {
      const saved = await save(value);
      notifySuccess(successMessages.statusUpdated);
      const text = notice?.(saved);
      if (text) notifyNotice(text);
    } catch (error) {
      notifyError(`${t`The change was not saved.`} ${errorMessage(error)}`);
    } finally {
      setOptimistic(null);
    }
  };
  return (
    <Switch
      checked={optimistic ?? checked}
      disabled={disabled || optimistic !== null}
      aria-label={label}
      aria-busy={optimistic !== null}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
