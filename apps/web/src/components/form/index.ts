export { Field, controlClass, invalidProps } from './field';
export { FormAlert } from './form-alert';
export { SubmitButton } from './submit-button';
