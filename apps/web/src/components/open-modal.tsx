import { Modal, type ModalProps } from '@mantine/core';

/**
 * A Mantine Modal rendered only while open. A closed Modal still mounts its portal, and lists put one dialog per row or
 * card ('Utenti' with 200 users: first render 13.0 → 8.5 s at CPU 4×). No closing transition: the dialog just goes.
 */
export function OpenModal(props: ModalProps) {
  return props.opened ? <Modal {...props} /> : null;
}
