export {
  ActivationResult,
  type ActivationResultProps,
  type ActivationState,
} from './ActivationResult';
