import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRouteHandle } from '../route-handle';
import styles from './animated-outlet.module.css';

/**
 * Route changes animate (docs/product.md#navigation-and-motion): the contractor area slides horizontally by route depth
 * (deeper comes in from the right), everything else fades and slides up. No motion under
 * prefers-reduced-motion (the duration tokens are 0 there). URLs of one transition (a route's
 * handle) change in place: opening another conversation keeps the list where it was.
 */
export function AnimatedOutlet({ variant }: { variant: 'fade' | 'slide' }) {
  const { pathname } = useLocation();
  const depth = useRouteHandle('depth') ?? 0;
  const transition = useRouteHandle('transition');
  // The depth we came from, updated while rendering when the route's depth changes.
  const [depths, setDepths] = useState({ current: depth, previous: depth });
  if (depths.current !== depth) setDepths({ current: depth, previous: depths.current });
  const direction = depth >= depths.previous ? styles.forward : styles.backward;

  return (
    <div key={transition ?? pathname} className={`${styles.route} ${styles[variant]} ${direction}`}>
      <Outlet />
    </div>
  );
}
