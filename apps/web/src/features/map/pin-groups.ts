/** How close two price pins may be on screen (px) before they are drawn as one bubble. */
export const PIN_OVERLAP = { x: 84, y: 30 } as const;

/**
 * The pins to draw at `zoom`: overlapping ones grouped, except at the closest zoom (the same
 * building), where each is shown. The live map (listing-markers.tsx) and the first frame
 * (map-frame.tsx) group alike, so the frame's bubbles are the live map's.
 */
export function pinGroups<T>(
  items: readonly T[],
  zoom: number,
  maxZoom: number,
  at: (item: T) => { x: number; y: number },
): T[][] {
  return zoom >= maxZoom ? items.map((item) => [item]) : groupOverlapping(items, at);
}

/** Where a group's bubble stands: the mean of its members' points. */
export function groupCentre(members: readonly { lat: number; lng: number }[]): { lat: number; lng: number } {
  const sum = (of: 'lat' | 'lng') => members.reduce((total, member) => total + member[of], 0);
  return { lat: sum('lat') / members.length, lng: sum('lng') / members.length };
}

/**
 * Groups items whose pins would overlap on screen: each joins the first group whose first
 * pin is within PIN_OVERLAP of it. Greedy and order-stable (the same answer draws the same
 * groups); the map sends at most 150 pins one by one, so the pairwise check is cheap.
 */
export function groupOverlapping<T>(items: readonly T[], at: (item: T) => { x: number; y: number }): T[][] {
  const groups: { x: number; y: number; members: T[] }[] = [];
  for (const item of items) {
    const point = at(item);
    const near = groups.find(
      (group) => Math.abs(group.x - point.x) < PIN_OVERLAP.x && Math.abs(group.y - point.y) < PIN_OVERLAP.y,
    );
    if (near) near.members.push(item);
    else groups.push({ x: point.x, y: point.y, members: [item] });
  }
  return groups.map((group) => group.members);
}
