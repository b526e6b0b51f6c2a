import { createContext, useContext } from 'react';
import { type Brand, getActiveBrand } from './brands';

/** The brand the app was started for; AppProviders fills it, tests can pick either brand. */
export const BrandContext = createContext<Brand | undefined>(undefined);

export const useBrand = (): Brand => useContext(BrandContext) ?? getActiveBrand();
