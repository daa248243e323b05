import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Menu } from "@mantine/core";
import { IconLogout, IconSettings, IconUser, IconUserCircle } from "@tabler/icons-react";
import { somethingWentWrong } from "@wro/i18n/messages";
import { Link, useNavigate } from "react-router";
import { notifyError, notifySuccess } from "../api/notify";
import { signOut } from "../auth/session";

export function ProfileMenu() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // Spec §8: a toast either way; a failed sign-out keeps the admin where they are.
  const logOut = async () => {
    try {
      await signOut();
    } catch {
      notifyError(somethingWentWrong(i18n));
      return;
    }
    notifySuccess(msg`Sign out Successfully!`);
    await navigate("/auth/signin");
  };
  return (
    <Menu position="bottom-end" width={200}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={t`Account menu`}>
          <IconUserCircle size={22} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t`Profile`}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          {t`Settings`}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logOut()}>
          {t`Logout`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
