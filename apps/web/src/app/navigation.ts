/** Main navigation; `adminOnly` entries are not rendered for agents (the server refuses them anyway). */
export interface NavItem {
  path: string;
  label: string;
  adminOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { path: '/', label: 'Clienti' },
  { path: '/utenti', label: 'Utenti', adminOnly: true },
];
