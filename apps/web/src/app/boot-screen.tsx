/**
 * The page shown until the app can render: index.html paints the same markup (styled there) before any script
 * has loaded, and the app keeps it while the signed-in chunk and the session arrive, so the user sees one
 * steady 'Caricamento…' instead of a blank page that flashes.
 */
export function BootScreen() {
  return (
    <div className="boot-screen" role="status">
      <strong>Portale agenti</strong>
      <span>Caricamento…</span>
    </div>
  );
}
