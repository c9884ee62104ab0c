import {
  Avatar,
  makeStyles,
  Menu,
  MenuDivider,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Button,
  Text,
  tokens,
} from '@fluentui/react-components';
import { GridRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../../shared/schemas/auth';
import { useAuth } from './AuthContext';

const useStyles = makeStyles({
  identity: { display: 'flex', flexDirection: 'column', minWidth: '180px' },
  email: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
});

/** First letter of the username, else of the e-mail (spec section 2). */
export function avatarInitial(user: Pick<AuthUser, 'username' | 'email'>): string {
  const source = user.username?.trim() || user.email.trim();
  return (source[0] ?? '?').toUpperCase();
}

/** The signed-in avatar and its menu: username (or 'User'), e-mail, Dashboard, Logout. */
export function AccountMenu({ user }: { user: AuthUser }) {
  const styles = useStyles();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const name = user.username?.trim() || 'User';
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" shape="circular" aria-label={`Account menu for ${name}`}>
          <Avatar initials={avatarInitial(user)} color="brand" size={32} aria-hidden="true" />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroupHeader>
            <span className={styles.identity}>
              <Text weight="semibold">{name}</Text>
              <span className={styles.email}>{user.email}</span>
            </span>
          </MenuGroupHeader>
          <MenuDivider />
          <MenuItem icon={<GridRegular />} onClick={() => navigate('/dashboard')}>
            Dashboard
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} onClick={() => void logout()}>
            Logout
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
