/** Light and dark themes: react-admin's defaults with the console's colours and a denser table. */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const shared: RaThemeOptions = {
  sidebar: { width: 272, closedWidth: 55 },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiTableCell: { styleOverrides: { sizeSmall: { paddingTop: 6, paddingBottom: 6 } } },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  components: { ...defaultLightTheme.components, ...shared.components },
  palette: { ...defaultLightTheme.palette, primary: { main: '#1d4e89' }, secondary: { main: '#0f766e' }, background: { default: '#f4f6f9' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  components: { ...defaultDarkTheme.components, ...shared.components },
  palette: { ...defaultDarkTheme.palette, primary: { main: '#8ab4f8' }, secondary: { main: '#5eead4' } },
};
