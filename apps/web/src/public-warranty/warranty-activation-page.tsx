import { todayInRome } from '@portale/contract/business-date';
import { PARTITA_IVA_MESSAGE, normalizePartitaIva } from '@portale/contract/partita-iva';
import { activateWarrantyCall, downloadCertificateByCodeCall, downloadWarrantyPdfCall, getWarrantyMakerCall } from '@portale/contract/warranties';
import type { z } from 'zod';
import type { ZActivatedWarranty, ZWarrantyMakerResponse } from '@portale/contract/warranties';
import { formatWarrantyCode, WARRANTY_CODE_MESSAGES, warrantyCodeProblem } from '@portale/contract/warranty-code';
import { useEffect, useId, useRef, useState } from 'react';
import { afterPointerRelease } from '../lib/after-pointer-release';
import { ApiError, callApi, callUrl } from '../lib/api-client';

type Activated = z.infer<typeof ZActivatedWarranty>;
type FieldName = 'code' | 'vat_code' | 'company_name' | 'corpse_last_name' | 'corpse_first_name' | 'activated_at';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const LABELS: Record<FieldName, string> = {
  code: 'Codice di garanzia',
  vat_code: 'Partita IVA dell’impresa funebre',
  company_name: 'Ragione sociale dell’impresa funebre',
  corpse_last_name: 'Cognome del defunto',
  corpse_first_name: 'Nome del defunto',
  activated_at: 'Data del decesso',
};

const todayIso = todayInRome;

type Maker = z.infer<typeof ZWarrantyMakerResponse>;

/** The manufacturer for the header (funeral homes know the maker, not the agents' portal) and the privacy notice. */
function useMaker(): Maker | null {
  const [maker, setMaker] = useState<Maker | null>(null);
  useEffect(() => {
    callApi(getWarrantyMakerCall, {})
      .then(setMaker)
      .catch(() => setMaker(null));
  }, []);
  return maker;
}
const dateIt = (iso: string) => iso.split('-').reverse().join('/');

/** Client-side checks: the same code and VAT checks the server runs, so a typo never costs an attempt. */
function validate(values: Values): Errors {
  const errors: Errors = {};
  const problem = values.code.trim() ? warrantyCodeProblem(values.code) : null;
  if (!values.code.trim()) errors.code = 'Inserire il codice di garanzia';
  else if (problem) errors.code = WARRANTY_CODE_MESSAGES[problem];
  if (!values.vat_code.trim()) errors.vat_code = 'Inserire la partita IVA';
  else if (!normalizePartitaIva(values.vat_code)) errors.vat_code = PARTITA_IVA_MESSAGE;
  for (const field of ['company_name', 'corpse_last_name', 'corpse_first_name'] as const) {
    if (!values[field].trim()) errors[field] = `${LABELS[field]}: campo obbligatorio`;
  }
  if (!values.activated_at) errors.activated_at = 'Inserire la data del decesso';
  else if (values.activated_at > todayIso()) errors.activated_at = 'La data del decesso non può essere nel futuro';
  return errors;
}

/** /garanzia and /garanzia/{code}: the funeral home activates a warranty, then downloads the certificate. */
export function WarrantyActivationPage({ initialCode }: { initialCode: string }) {
  const [values, setValues] = useState<Values>({
    code: initialCode ? formatWarrantyCode(initialCode) : '',
    vat_code: '',
    company_name: '',
    corpse_last_name: '',
    corpse_first_name: '',
    activated_at: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** Set when the code was already activated: the certificate can be downloaded again with code and partita IVA. */
  const [againUrl, setAgainUrl] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [activated, setActivated] = useState<Activated | null>(null);
  const maker = useMaker();
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  const set = (field: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  // Once any click that left the field has landed: a message drawn on the press would move the button (issue 55, 24).
  const checkOne = (field: FieldName) => () =>
    afterPointerRelease(() => {
      if (!values[field]) return;
      setErrors((e) => ({ ...e, [field]: validate(values)[field] }));
    });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      const answer = await callApi(activateWarrantyCall, { body: values });
      setActivated(answer.warranty);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        const fromServer: Errors = {};
        for (const f of error.fields) if (f.path in LABELS) fromServer[f.path as FieldName] = f.message;
        setErrors(fromServer);
        focusFirst(fromServer);
      } else if (error instanceof ApiError && error.code === 'WARRANTY_CODE_REJECTED') {
        setErrors({ code: error.message });
        focusFirst({ code: error.message });
      } else {
        setFormError(error instanceof Error ? error.message : 'Si è verificato un errore imprevisto');
        const already = error instanceof ApiError && error.code === 'WARRANTY_ALREADY_ACTIVATED';
        setAgainUrl(already ? callUrl(downloadCertificateByCodeCall, { query: { code: values.code, vat_code: values.vat_code } }) : null);
        requestAnimationFrame(() => summaryRef.current?.focus());
      }
    } finally {
      setSending(false);
    }
  }

  function focusFirst(found: Errors) {
    const first = (Object.keys(LABELS) as FieldName[]).find((f) => found[f]);
    if (first) requestAnimationFrame(() => document.getElementById(`f-${first}`)?.focus());
  }

  return (
    <>
      <header className="wp-header">
        {/* Until the name arrives the header keeps its height with a neutral caption. */}
        <p className="wp-brand">{maker?.maker_name ?? 'Garanzia del produttore'}</p>
      </header>
      <main className="wp-main">
        {activated ? (
          <Activated warranty={activated} headingRef={doneRef} />
        ) : (
          <>
            <h1>Attivazione della garanzia</h1>
            <p className="wp-lead">
              Inserire il codice riportato sull’etichetta del prodotto e i dati richiesti. La garanzia si attiva una sola volta; al termine si
              scarica il certificato.
            </p>
            {formError && (
              <div className="wp-alert" role="alert" tabIndex={-1} ref={summaryRef}>
                {formError}
                {againUrl && (
                  <p>
                    Se l’ha attivato la vostra impresa (stessa partita IVA), il certificato si scarica di nuovo:{' '}
                    <a href={againUrl} download>
                      Scarica di nuovo il certificato
                    </a>
                  </p>
                )}
              </div>
            )}
            <form onSubmit={submit} noValidate className="wp-form">
              <Field name="code" label={LABELS.code} error={errors.code} hint="12 caratteri, es. ABCD-EFGH-JKMN">
                {(props) => (
                  <input
                    {...props}
                    value={values.code}
                    onChange={set('code')}
                    onBlur={checkOne('code')}
                    autoCapitalize="characters"
                    autoComplete="off"
                    spellCheck={false}
                    className="wp-input wp-code"
                  />
                )}
              </Field>
              <Field name="vat_code" label={LABELS.vat_code} error={errors.vat_code} hint="11 cifre">
                {(props) => (
                  <input {...props} value={values.vat_code} onChange={set('vat_code')} onBlur={checkOne('vat_code')} inputMode="numeric" autoComplete="off" className="wp-input" />
                )}
              </Field>
              <Field name="company_name" label={LABELS.company_name} error={errors.company_name}>
                {(props) => <input {...props} value={values.company_name} onChange={set('company_name')} autoComplete="organization" className="wp-input" />}
              </Field>
              <Field name="corpse_last_name" label={LABELS.corpse_last_name} error={errors.corpse_last_name}>
                {(props) => <input {...props} value={values.corpse_last_name} onChange={set('corpse_last_name')} autoComplete="off" className="wp-input" />}
              </Field>
              <Field name="corpse_first_name" label={LABELS.corpse_first_name} error={errors.corpse_first_name}>
                {(props) => <input {...props} value={values.corpse_first_name} onChange={set('corpse_first_name')} autoComplete="off" className="wp-input" />}
              </Field>
              <Field name="activated_at" label={LABELS.activated_at} error={errors.activated_at}>
                {(props) => <input {...props} type="date" max={todayIso()} value={values.activated_at} onChange={set('activated_at')} className="wp-input" />}
              </Field>
              <PrivacyNotice maker={maker} />
              <button type="submit" className="wp-button" disabled={sending} aria-busy={sending}>
                {sending ? 'Attivazione in corso…' : 'Attiva la garanzia'}
              </button>
            </form>
          </>
        )}
      </main>
    </>
  );
}

/**
 * The privacy notice (GDPR art. 13), read before sending: who holds the data, why, what is kept and for how long. The
 * IP address and browser are erased after WARRANTY_CLIENT_DATA_DAYS by the server's periodic sweep.
 */
function PrivacyNotice({ maker }: { maker: Maker | null }) {
  const holder = maker?.maker_name ?? 'il produttore';
  const days = maker ? `${maker.client_data_days} ${maker.client_data_days === 1 ? 'giorno' : 'giorni'}` : 'un periodo limitato';
  return (
    <section className="wp-privacy" aria-labelledby="wp-privacy-title">
      <h2 id="wp-privacy-title">Informativa sul trattamento dei dati personali</h2>
      <p>
        Titolare del trattamento è <strong>{holder}</strong>. I dati inseriti (codice, partita IVA e ragione sociale dell’impresa funebre, cognome e
        nome del defunto, data del decesso) servono solo a registrare la garanzia e a rilasciarne il certificato, e sono conservati per la durata
        della garanzia.
      </p>
      <p>
        Con l’invio si registrano anche l’indirizzo IP e il browser usati, per prevenire abusi del servizio: sono cancellati automaticamente dopo{' '}
        {days}. Per accedere ai dati, correggerli o chiederne la cancellazione (Regolamento UE 2016/679) rivolgersi a {holder}.
      </p>
    </section>
  );
}

interface InputProps {
  id: string;
  name: string;
  required: true;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

function Field({ name, label, error, hint, children }: { name: FieldName; label: string; error?: string; hint?: string; children: (props: InputProps) => React.ReactNode }) {
  const id = `f-${name}`;
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="wp-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={hintId} className="wp-hint">
          {hint}
        </span>
      )}
      {children({ id, name, required: true, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <span id={errorId} className="wp-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

function Activated({ warranty, headingRef }: { warranty: Activated; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const certificate = callUrl(downloadWarrantyPdfCall, { params: { id: warranty.id }, query: { code: warranty.code, vat_code: warranty.vat_code } });
  const rows: [string, string][] = [
    ['Codice', warranty.code],
    ['Prodotto', warranty.type],
    ['Impresa funebre', warranty.company_name],
    ['Partita IVA', warranty.vat_code],
    ['Defunto', `${warranty.corpse_last_name} ${warranty.corpse_first_name}`],
    ['Data del decesso', dateIt(warranty.activated_at)],
  ];
  return (
    <section aria-labelledby="wp-done">
      <h1 id="wp-done" ref={headingRef} tabIndex={-1}>
        Garanzia attivata
      </h1>
      <p className="wp-success" role="status">
        La garanzia è stata registrata. Scaricare e conservare il certificato.
      </p>
      <dl className="wp-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="wp-button" href={certificate} download={`certificato-garanzia-${warranty.code}.pdf`}>
        Scarica il certificato (PDF)
      </a>
      <p className="wp-hint">Il certificato si può scaricare di nuovo con il codice e la partita IVA.</p>
    </section>
  );
}
