// Saved addresses as other features use them (STYLE.md): the profile's list, the checkout's choices.
export { useAddresses } from './api/get-addresses';
export { useCreateAddress } from './api/create-address';
export { SavedAddresses } from './components/saved-addresses';
