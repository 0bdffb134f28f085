import type { ReactNode } from 'react';
import { Body } from './VariantGrid.styles';

/**
 * One cell of the grid's body, for the stories of a cell alone (MoneyCell, SelectCell): the cells
 * are drawn by the grid's classes, which apply inside its body only.
 */
export function GridCellFrame({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Body $height={44} $template={`${width}px`}>
      <div className="vg-row" style={{ top: 0, height: 44 }}>
        <div className="vg-cell">{children}</div>
      </div>
    </Body>
  );
}
