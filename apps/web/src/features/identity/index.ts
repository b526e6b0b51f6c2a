/**
 * The identity feature's public face: what other features may use. Other features import from here
 * only; the lint boundary (biome.json) refuses deeper paths.
 */
export { usePortalConfig } from '../../lib/portal-config';
