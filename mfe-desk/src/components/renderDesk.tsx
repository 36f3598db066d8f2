import { Route, Routes } from 'shared-ui/router';
import { renderWithProviders } from 'shared-ui/testing';
import { resetStaffSessionForTests } from 'shared-ui/staff';
import DeskPages from '../app/DeskPages';

/** For tests: the desk's pages at an address under `/desk`, as the shell routes them, with a fresh session store. */
export function renderDesk(path: string) {
  resetStaffSessionForTests();
  return renderWithProviders(
    <Routes>
      <Route path="/desk/*" element={<DeskPages />} />
    </Routes>,
    { route: path },
  );
}

export const STAFF = { id: 3, email: 'asha@hospital.example', name: 'Asha Verma', role: 'reception' } as const;
