export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export type { RadioGroupOrientation } from './RadioGroup.styles';
