import { create } from 'zustand';

/** The layout settings drawer: opened from the header button and from /setting/account. */
export const useSettingsDrawer = create<{ open: boolean }>(() => ({ open: false }));

export const openSettingsDrawer = () => useSettingsDrawer.setState({ open: true });
export const closeSettingsDrawer = () => useSettingsDrawer.setState({ open: false });
