import { createContext, useContext, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Whether the screen (a route's page) a component belongs to has gone from the page. */
export interface ScreenPresence {
  left: boolean;
}

const ScreenContext = createContext<ScreenPresence | null>(null);

/**
 * Marks one screen's part of the tree, without drawing anything. Something inside it that
 * closes as the screen goes (a dialog: the route changed, or the screen was swapped for a
 * sign-in redirect) can tell that apart from closing while the screen stays. A layout
 * effect's cleanup runs before its children's cleanups as a tree unmounts, so by the time
 * a dialog inside cleans up, `left` already says so.
 */
function ScreenScope({ children }: { children: ReactNode }) {
  const [presence] = useState<ScreenPresence>(() => ({ left: false }));
  useLayoutEffect(
    () => () => {
      presence.left = true;
    },
    [presence],
  );
  return <ScreenContext.Provider value={presence}>{children}</ScreenContext.Provider>;
}

/** The screen this component is part of; null outside any (the layout's own parts). */
export function useScreenPresence(): ScreenPresence | null {
  return useContext(ScreenContext);
}

const scoped = new WeakMap<ComponentType, ComponentType>();

/**
 * A route's page wrapped in its own ScreenScope. One wrapper per page component, so two
 * routes drawing the same page (/search and its alias) keep it mounted between them, as
 * before.
 */
export function inScreenScope<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  let wrapped = scoped.get(Screen as ComponentType) as ComponentType<P> | undefined;
  if (!wrapped) {
    const Scoped = (props: P) => (
      <ScreenScope>
        <Screen {...props} />
      </ScreenScope>
    );
    Scoped.displayName = `InScreenScope(${Screen.displayName ?? Screen.name})`;
    wrapped = Scoped;
    scoped.set(Screen as ComponentType, wrapped as ComponentType);
  }
  return wrapped;
}
