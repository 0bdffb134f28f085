import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { Breadcrumbs } from '@podoffice/ui';

/** A page above the current one: its name and its route path. */
export interface PageTrailStep {
  label: string;
  to: string;
}

export interface PageBreadcrumbsProps {
  /** The pages above this one, outermost first, e.g. [{ label: 'Categories', to: '/admin/categories' }]. */
  trail: PageTrailStep[];
  /** The page's own name, e.g. 'Edit category Mugs'. */
  current?: ReactNode;
}

/**
 * The way back from a form or detail page to its list: real links (they open in a new tab too)
 * that move within the app on a plain click, under the app's base path when it has one.
 */
export function PageBreadcrumbs({ trail, current }: PageBreadcrumbsProps) {
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  return (
    <Breadcrumbs
      items={trail.map((step) => ({
        label: step.label,
        href: `${base}${step.to}`,
        onNavigate: () => navigate(step.to),
      }))}
      current={current}
    />
  );
}
