// node-polyglot's `object.entries` polyfill (with get-intrinsic, call-bind and the rest, about 4 KB gzip)
// for browsers that have had Object.entries since 2017: vite.config.ts aliases the package to this.
module.exports = (object) => Object.entries(object);
