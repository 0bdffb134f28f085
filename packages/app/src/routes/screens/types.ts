import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A route's lazily loaded screen. */
export type Screen = LazyExoticComponent<ComponentType>;

/** The built screens of one feature area, by route path. */
export type AreaScreens = Record<string, Screen>;

/**
 * A route's screen, loaded when the route first shows. `load` imports the screen's own module
 * (`@podoffice/features/<area>/screens/<Name>`), not the area's index: a dynamic import becomes
 * one chunk with everything its module exports, so a list must not share a module with its forms
 * (Formik, Yup and the editors would load with every list).
 */
export function lazyScreen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Screen {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}
