import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export interface TabLink {
  label: string;
  href: string;
}

/**
 * Sections of a page that each have their own address, as a row of links (not ARIA tabs:
 * every section is a page of its own that can be bookmarked and opened in a new tab).
 */
export function TabLinks({ label, links }: { label: string; links: TabLink[] }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={label} gap={4} wrap="wrap">
      {links.map((link) => {
        const active = pathname === link.href;
        return (
          <Button
            key={link.href}
            component={Link}
            to={link.href}
            size="compact-md"
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-current={active ? 'page' : undefined}
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
