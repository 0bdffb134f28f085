// The Edit drawer in a module of its own, loaded when an Administrator presses Edit: most visits
// only read the customer, and bundled into the detail it moves shared code into chunks that take
// the balance route past its 50 kB budget.
export { CustomerEditDrawer } from '@podoffice/ui';
