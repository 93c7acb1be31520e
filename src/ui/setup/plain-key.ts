import type { MessageKey } from '../i18n/index.ts';
import type { ParamsOf } from '../i18n/messages.ts';

/** Message keys whose text has no `{placeholder}`: what data tables (labels, help lines) may name. */
export type PlainKey = { [K in MessageKey]: [ParamsOf<K>] extends [never] ? K : never }[MessageKey];
