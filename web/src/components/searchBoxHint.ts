import { localFlag } from '../storage/localFlag.ts';

/**
 * Whether the header showed the property search box when this browser last knew its viewer: a
 * layout hint, never data (decision 0771). A reload draws the header before the viewer arrives; with the hint the
 * box's room is kept from the first paint, so the page below does not move down when it arrives.
 * A wrong hint (another user, a changed role) costs one shift, as having none did.
 */
const searchBox = localFlag('moveready.headerSearch');

export const rememberSearchBox = (shown: boolean): void => searchBox.set(shown);
export const recallSearchBox = (): boolean => searchBox.get();
