// A remote served alone (its standalone bootstrap): providers, a sign-in form, a coin display.
export { mountStandalone } from './standalone/mount-standalone';
