import { readItem, removeItem, writeItem } from '../browser-storage';

/** sessionStorage: set while logging out (spec 000 §4), so an expired session does not log out twice. */
const LOGGING_OUT_KEY = 'loggingOut';

export const markLoggingOut = () => writeItem('sessionStorage', LOGGING_OUT_KEY, 'true');
export const isLoggingOut = (): boolean => readItem('sessionStorage', LOGGING_OUT_KEY) === 'true';
export const clearLoggingOut = () => removeItem('sessionStorage', LOGGING_OUT_KEY);
