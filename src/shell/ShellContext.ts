import { createContext, useContext } from 'react';

/** What the light shell offers the console: going back to its login page. */
export const ShellContext = createContext<{ showLogin: () => void }>({ showLogin: () => window.location.assign('/login') });
export const useShell = () => useContext(ShellContext);
