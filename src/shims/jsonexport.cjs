// react-admin's default CSV exporter (jsonexport, about 2.5 KB gzip on every screen that loads a list's or a
// reference's controller). Every list of this console exports through the server's streamed export
// (TableList passes exporter={false}), so vite.config.ts aliases the package to this: a call says why.
module.exports = () => {
  throw new Error("react-admin's client-side CSV export is not in this console's build: lists export through the server (streamedExport in dataProvider/endpoints.ts)");
};
