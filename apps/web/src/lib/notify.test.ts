import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { loadedStatus, notifyError, notifyLoaded, notifySuccess } from './notify';

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

// Issue 55, point 16: 'Stati caricati correttamente' and 'Articoli caricati correttamente' replaced 'Ordini caricati
// correttamente' under the 'Ordini' title: a detail's items have their own line, in the detail.
describe("'loaded' status lines", () => {
  it("keeps the page's line when a detail loads its items", () => {
    notifyLoaded('Ordini caricati correttamente');
    notifyLoaded('Articoli caricati correttamente', 'detail');
    expect(loadedStatus('page').message).toBe('Ordini caricati correttamente');
    expect(loadedStatus('detail').message).toBe('Articoli caricati correttamente');
  });
});
