import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router-dom';
import type { SidebarFragment$key } from '../../../__generated__/SidebarFragment.graphql';
import { readViewerAccess } from '../../routing/readViewerAccess';
import { navItems } from './navItems';

/** The navigation, showing only what the viewer's ability rules allow (the rules that guard the routes). */
export function Sidebar({ viewer, onNavigate }: { viewer: SidebarFragment$key; onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment SidebarFragment on Viewer {
        ...readViewerAccessFragment
      }
    `,
    viewer,
  );
  const access = useMemo(() => readViewerAccess(data), [data]);
  const visible = navItems.filter((item) => item.access(access, {}));

  return (
    <Box as="nav" aria-label={t`Main navigation`}>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {visible.map(({ key, path, label, icon: Icon }) => (
          <li key={key}>
            <NavLink to={path} onClick={onNavigate} style={{ display: 'block', textDecoration: 'none' }}>
              {({ isActive }) => (
                <Box
                  display="flex"
                  alignItems="center"
                  gap="3"
                  px="3"
                  py="2.5"
                  borderRadius="l2"
                  fontWeight={isActive ? 'semibold' : 'medium'}
                  color={isActive ? 'brand.fg' : 'fg.muted'}
                  bg={isActive ? 'brand.subtle' : 'transparent'}
                  borderLeftWidth="3px"
                  borderLeftColor={isActive ? 'brand.solid' : 'transparent'}
                  _hover={{ bg: isActive ? 'brand.subtle' : 'bg.muted', color: isActive ? 'brand.fg' : 'fg' }}
                  transition="background 0.15s"
                  data-nav-item={key}
                >
                  <Icon size="18" aria-hidden />
                  <Text as="span">{i18n._(label)}</Text>
                </Box>
              )}
            </NavLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
