// The blog as other features use it (STYLE.md): only this file is imported from outside the feature.
export { publicationsResource } from './api/get-publications';
