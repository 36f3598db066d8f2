import { lazy } from 'react';

/** The staff desk's frame, loaded only on a desk address: no public page carries its code. */
export const DeskFrame = lazy(() => import(/* webpackChunkName: "desk-frame" */ './DeskFrame'));
