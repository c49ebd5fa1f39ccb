import type Mail from 'nodemailer/lib/mailer';

/** The e-mails of invitations, resets and a changed password: plain text, the link on a line of its own. */
export function invitationMail(input: { to: string; from: string; name: string; link: string }): Mail.Options {
  return {
    from: input.from,
    to: input.to,
    subject: 'Portale Agenti: imposta la password',
    text: [
      `Gentile ${input.name},`,
      '',
      'è stato creato per lei un accesso al Portale Agenti. Per scegliere la password apra questo collegamento:',
      '',
      input.link,
      '',
      'Il collegamento vale 7 giorni e si può usare una sola volta.',
    ].join('\r\n'),
  };
}

export function resetMail(input: { to: string; from: string; name: string; link: string }): Mail.Options {
  return {
    from: input.from,
    to: input.to,
    subject: 'Portale Agenti: reimposta la password',
    text: [
      `Gentile ${input.name},`,
      '',
      'è stato chiesto di reimpostare la password del suo accesso al Portale Agenti. Per sceglierne una nuova apra questo collegamento:',
      '',
      input.link,
      '',
      'Il collegamento vale 30 minuti e si può usare una sola volta. Se non ha chiesto lei di reimpostare la password, ignori questo messaggio: la password attuale resta valida.',
    ].join('\r\n'),
  };
}

export function passwordChangedMail(input: { to: string; from: string; name: string }): Mail.Options {
  return {
    from: input.from,
    to: input.to,
    subject: 'Portale Agenti: password cambiata',
    text: [
      `Gentile ${input.name},`,
      '',
      'la password del suo accesso al Portale Agenti è stata cambiata e tutte le sessioni aperte sono state chiuse: occorre accedere di nuovo su ogni dispositivo.',
      '',
      'Se non è stato lei, avvisi subito l’amministratore.',
    ].join('\r\n'),
  };
}
