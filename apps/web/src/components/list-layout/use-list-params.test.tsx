import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../../test/render-with-providers';
import { useListParams } from './use-list-params';

type Current = Parameters<typeof useListParams>[0];

function Harness({ current }: { current: Current }) {
  const list = useListParams(current);
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <button onClick={() => list.selectProfile('B002')}>scegli</button>
      <button onClick={() => list.setPage(3)}>pagina</button>
      <button onClick={() => list.openDetail(77)}>apri</button>
    </>
  );
}

const active = { profile: { external_id: 'A001' }, customer: { external_id: 'C00042' } };

describe('useListParams', () => {
  afterEach(cleanup);

  it('on entry preselects the current profile and prefills the customer code', () => {
    renderWithProviders(<Harness current={active} />, { route: '/ordini' });
    expect(screen.getByTestId('url')).toHaveTextContent('?profile=A001&search=C00042');
  });

  it('leaves a shared link alone', () => {
    renderWithProviders(<Harness current={active} />, { route: '/ordini?profile=*&page=2' });
    expect(screen.getByTestId('url')).toHaveTextContent('?profile=*&page=2');
  });

  it('choosing a profile closes the open detail and resets the page, keeping the filters', async () => {
    renderWithProviders(<Harness current={active} />, { route: '/ordini?profile=A001&search=x&page=4&id=9' });
    await userEvent.click(screen.getByText('scegli'));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\?profile=B002&search=x$/);
  });

  it('paging and opening a document keep the rest of the state', async () => {
    renderWithProviders(<Harness current={{ profile: null, customer: null }} />, { route: '/ordini?profile=A001&from=2026-01-01' });
    await userEvent.click(screen.getByText('pagina'));
    await userEvent.click(screen.getByText('apri'));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\?profile=A001&from=2026-01-01&page=3&id=77$/);
  });
});
