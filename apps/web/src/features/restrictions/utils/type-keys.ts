import type { TRestrictionType } from '@portal/contract';
import { contentKey } from '../../../lib/content-key';

/** Content keys of a restriction type's title and its wizard tile (snake_case, spec 000 §1). */
export const typeKey = (type: TRestrictionType) => contentKey('type', type.replaceAll('-', '_'));
export const tileKey = (type: TRestrictionType) => contentKey('tile', type.replaceAll('-', '_'));
