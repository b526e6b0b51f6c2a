// What other features may use from the limits area (features import each other only through an index).
export { OverridePanel } from './components/override-panel';
