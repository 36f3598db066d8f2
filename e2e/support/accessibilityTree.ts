import type { CDPSession, Page } from '@playwright/test';

/** The roles Chromium gives a <button> and a <summary> (of a <details> in a named group, or not). */
const CONTROL_ROLES = ['button', 'DisclosureTriangle', 'DisclosureTriangleGrouped'];

/**
 * What the browser's accessibility tree (what a screen reader reads) says of the controls named
 * `name` in the page (a button or a <summary>, shown at this width): role and whether expanded. A native <summary> has no ARIA role in
 * Playwright's own role engine and no aria-expanded attribute, so only Chromium's tree tells whether
 * it is announced as open; the live header's buttons are read the same way.
 */
export async function controlState(page: Page, name: string): Promise<{ role: string; expanded: unknown }[]> {
  const cdp = await sessionOf(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  return nodes
    .filter((node) => !node.ignored && node.name?.value === name && CONTROL_ROLES.includes(String(node.role?.value)))
    .map((node) => ({
      role: String(node.role?.value),
      expanded: node.properties?.find((property) => property.name === 'expanded')?.value.value,
    }));
}

/**
 * One browser-protocol session per page, kept for its life, and the whole tree read at each call:
 * Accessibility.queryAXTree, asked by name on a page whose load is held (support/takeover.ts), could
 * leave its answer pending past a poll's time.
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();
function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}
