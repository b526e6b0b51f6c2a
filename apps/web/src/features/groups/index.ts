/**
 * The groups feature's public face: the group list call, which the access area's add-to-group page
 * offers its groups from. Other features import from here only (biome.json boundary).
 */
export { useGroups } from './api/get-groups';
