// The shared toast (src/lib/toast), kept under this name for the cards area's imports.
export { toast } from '../../../lib/toast';
