import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from './notify';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));
vi.mock('./overlays', () => ({ requestOverlays: vi.fn() }));

describe('notices', () => {
  it('a success closes the error notices still open: they are stale once an action succeeded', () => {
    notifyError('Salvataggio non riuscito');
    notifySuccess('Utente salvato correttamente');
    expect(vi.mocked(notifications.hide)).toHaveBeenCalledWith('error:Salvataggio non riuscito');
    expect(vi.mocked(notifications.show)).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'green', message: 'Utente salvato correttamente' }));
  });
});
