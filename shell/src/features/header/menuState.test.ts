import { initialMenuState, menuReducer } from './menuState';

describe('menuReducer', () => {
  it('keeps at most one dropdown open: opening one closes the others', () => {
    const services = menuReducer(initialMenuState, { type: 'toggleDropdown', id: 'services' });
    expect(services.openDropdown).toBe('services');
    expect(menuReducer(services, { type: 'toggleDropdown', id: 'about' }).openDropdown).toBe('about');
    expect(menuReducer(services, { type: 'openDropdown', id: 'iwantto' }).openDropdown).toBe('iwantto');
  });

  it('toggles a dropdown closed again', () => {
    const open = menuReducer(initialMenuState, { type: 'toggleDropdown', id: 'about' });
    expect(menuReducer(open, { type: 'toggleDropdown', id: 'about' }).openDropdown).toBeNull();
  });

  it('closes a dropdown only if it is the open one', () => {
    const open = menuReducer(initialMenuState, { type: 'openDropdown', id: 'about' });
    expect(menuReducer(open, { type: 'closeDropdown', id: 'services' })).toBe(open);
    expect(menuReducer(open, { type: 'closeDropdown', id: 'about' }).openDropdown).toBeNull();
  });

  it('closes any open dropdown when the mobile menu is toggled, and everything on closeAll', () => {
    const open = menuReducer({ mobileOpen: true, openDropdown: 'services' }, { type: 'toggleMobile' });
    expect(open).toEqual({ mobileOpen: false, openDropdown: null });
    expect(menuReducer({ mobileOpen: true, openDropdown: 'about' }, { type: 'closeAll' })).toEqual(initialMenuState);
  });
});
