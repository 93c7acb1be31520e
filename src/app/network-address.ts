// The app's own address for the screens ("Share Mesa" shows it as a QR code): the same one the
// table's codes link to (src/net/app-address.ts), so a friend's phone opens what the codes open.
export { appAddress } from '../net/app-address.ts';
