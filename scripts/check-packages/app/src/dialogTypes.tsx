// Type-checked (never run) with the host's tsc, skipLibCheck off: the dialogs' compound parts keep
// real types in the published declarations. A compound part typed `any` there (TS2502) or a type
// that resolves only inside the monorepo shows up only in the bundled .d.ts, never in src. (Until
// session 19 packages/ui/test/declarations.test.ts checked this against a second rollup build of
// the declarations; the tarball's own dist/index.d.ts is what an embedder compiles against.)
import { Drawer, Modal, type DialogFooterProps } from '@podoffice/ui';

type IsAny<T> = 0 extends 1 & T ? true : false;
const expectFalse = <T extends false>(value: T) => value;

expectFalse<IsAny<typeof Modal>>(false);
expectFalse<IsAny<typeof Modal.Footer>>(false);
expectFalse<IsAny<typeof Drawer>>(false);
expectFalse<IsAny<typeof Drawer.Footer>>(false);

const footerProps: DialogFooterProps = { className: 'actions' };

export const modal = (
  <Modal open onClose={() => undefined} title="Delete site">
    <Modal.Footer {...footerProps}>
      <button type="button">Delete</button>
    </Modal.Footer>
  </Modal>
);

export const drawer = (
  <Drawer open onClose={() => undefined} title="Make a Deposit" placement="left">
    <Drawer.Footer>
      <button type="submit">Submit</button>
    </Drawer.Footer>
  </Drawer>
);

// @ts-expect-error a footer is a div: it has no `title` prop of the wrong type
export const wrongFooter = <Modal.Footer title={42} />;
// @ts-expect-error a modal needs its title
export const untitled = <Modal open onClose={() => undefined} />;
