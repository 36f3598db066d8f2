/** The main menu's three dropdowns. */
export type DropdownId = 'services' | 'about' | 'iwantto';

export interface MenuState {
  /** Below 768px the whole menu hides behind a toggle. */
  mobileOpen: boolean;
  /** At most one dropdown is open: opening one closes the others. */
  openDropdown: DropdownId | null;
}

export type MenuAction =
  | { type: 'toggleMobile' }
  | { type: 'toggleDropdown'; id: DropdownId }
  | { type: 'openDropdown'; id: DropdownId }
  | { type: 'closeDropdown'; id?: DropdownId }
  | { type: 'closeAll' };

export const initialMenuState: MenuState = { mobileOpen: false, openDropdown: null };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggleMobile':
      return { mobileOpen: !state.mobileOpen, openDropdown: null };
    case 'toggleDropdown':
      return { ...state, openDropdown: state.openDropdown === action.id ? null : action.id };
    case 'openDropdown':
      return { ...state, openDropdown: action.id };
    case 'closeDropdown':
      return action.id && state.openDropdown !== action.id ? state : { ...state, openDropdown: null };
    case 'closeAll':
      return initialMenuState;
  }
}
