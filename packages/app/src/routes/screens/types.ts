import type { ComponentType, LazyExoticComponent } from 'react';

/** A route's lazily loaded screen. */
export type Screen = LazyExoticComponent<ComponentType>;

/** The built screens of one feature area, by route path. */
export type AreaScreens = Record<string, Screen>;
