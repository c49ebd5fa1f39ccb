// Generato da openapi-typescript dal documento /api/docs/json: `npm run api:types` lo rigenera.
export interface paths {
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prontezza: il database risponde
         * @description Pronto a servire: il database risponde (503 con Retry-After se non raggiungibile).
         *
         *     Accesso: pubblico, senza sessione.
         */
        get: operations["healthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accesso con email e password
         * @description Accesso: pubblico, senza sessione.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chiude la sessione
         * @description Accesso: pubblico, senza sessione.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Utente collegato e contesto attivo (codice agente, cliente)
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["userCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attiva un codice agente e un cliente come contesto corrente
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["userActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sessioni aperte dell’utente collegato
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["accountSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions/end/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Chiude una sessione dell’utente collegato
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        delete: operations["accountSessionsEnd"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions/end_others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Esci dagli altri dispositivi
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["accountSessionsEndOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/end_sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chiude tutte le sessioni di un utente
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["usersEndSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/sign_ins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accessi e tentativi falliti di un utente
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["usersSignIns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/invite/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invia l’invito a impostare la password
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["usersInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Password dimenticata: invia il collegamento per reimpostarla
         * @description Accesso: pubblico, senza sessione.
         */
        post: operations["passwordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imposta la password da un collegamento ricevuto per email
         * @description Accesso: pubblico, senza sessione.
         */
        post: operations["passwordSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/second_factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Secondo fattore dell’utente collegato (app di autenticazione, codici di recupero, passkey)
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["accountSecondFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/totp/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Nuovo segreto per l’app di autenticazione (QR), da confermare con un codice
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["accountTotpStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Conferma l’app di autenticazione con un codice: risponde i dieci codici di recupero
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["accountTotpConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disattiva l’app di autenticazione (con un suo codice o un codice di recupero)
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["accountTotpDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/second_factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accesso, secondo passaggio: codice dell’app o codice di recupero
         * @description Accesso: pubblico, senza sessione.
         */
        post: operations["loginSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reset_second_factor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Azzera il secondo fattore di un utente (app, codici di recupero e passkey)
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["usersResetSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opzioni WebAuthn per registrare una passkey
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["accountPasskeysOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/passkeys/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registra una passkey (risposta del dispositivo alle opzioni)
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["accountPasskeysRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/passkeys/rename/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rinomina una passkey
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["accountPasskeysRename"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/passkeys/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Rimuove una passkey
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        delete: operations["accountPasskeysDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opzioni WebAuthn per accedere con una passkey
         * @description Accesso: pubblico, senza sessione.
         */
        post: operations["loginPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accesso con una passkey, senza password
         * @description Accesso: pubblico, senza sessione.
         */
        post: operations["loginPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/getProfiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Codici agente dell'utente collegato
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["userGetProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/adminSearchProfiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cerca tra tutti i codici agente
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["userAdminSearchProfiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/getProfileCustomers/{profile}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clienti di un codice agente, a pagine
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["userGetProfileCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/homeCustomers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clienti recenti, o cercati in tutti i codici agente
         * @description Senza ricerca: i 8 clienti con l'ordine o la visita più recente sotto i codici agente del chiamante (l'amministratore: di tutti). Con ricerca (codice, ragione sociale o partita IVA): fino a 20 clienti di uno qualsiasi dei suoi codici, senza sceglierne uno prima. Ciascuno con l'ultimo ordine, da riordinare con orders/reorder. Mai clienti di un altro agente.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["userHomeCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scheda di un cliente
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["customerGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/briefing/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scheda visita di un cliente
         * @description Quello che serve prima di una visita, in una chiamata: scadenze aperte e scadute dalle fatture, fatturato dell'anno contro lo stesso periodo dell'anno scorso e degli ultimi cinque anni, ultimi cinque ordini, preventivi aperti, ultime cinque visite e i prodotti abituali non riordinati. Visibile come `customer/get`: il cliente di un altro agente è 404. Documenti e visite sono quelli dei codici agente del chiamante.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["customerBriefing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/saveProfileNote/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Salva la nota dell'agente su un cliente
         * @description Salva la nota privata dell'utente sul cliente (testo vuoto: la cancella). Con base_version diversa dalla versione salvata: 409 NOTE_CONFLICT con current_note (testo e versione attuali), nulla è scritto. Con l'intestazione facoltativa Idempotency-Key la stessa richiesta ripetuta risponde il salvataggio di allora.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["userSaveProfileNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/visit/saveVisit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registra una visita a un cliente
         * @description Registra una visita. Con l'intestazione facoltativa Idempotency-Key la visita è registrata una sola volta per utente e chiave: ripetere la richiesta (es. dopo una risposta persa) risponde la visita già registrata; la stessa chiave con un'altra richiesta: 422 IDEMPOTENCY_KEY_REUSED.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["visitSaveVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Utenti con i loro codici agente
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Crea o modifica un utente
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["usersUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Elimina un utente
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        delete: operations["usersDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalog/getProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Catalogo prodotti, con i prezzi del cliente indicato
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["catalogGetProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalog/quantity_rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Regole di quantità di un prodotto (minimo, confezione) e le eccezioni dei listini
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["catalogQuantityRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalog/quantity_rules/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Modifica le regole di quantità di un prodotto
         * @description Minimo per riga e multiplo (confezione) del prodotto, vuoti = nessuno; a unità intere salvo i prodotti venduti a misura; il minimo deve essere un multiplo della confezione. Le eccezioni per listino restano quelle dell’import. La modifica entra nello storico del prodotto; il prossimo import dall’ERP la sovrascrive se il file porta le colonne.
         *
         *     Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["catalogQuantityRulesUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalog/image/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Immagine di un prodotto
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["catalogImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalog/sheet/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scheda tecnica PDF di un prodotto
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["catalogSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price_lists/getActive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listini attivi
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["priceListsGetActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/paymentModes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Modalità di pagamento che si possono scegliere nel carrello
         * @description Le modalità di pagamento con il loro sconto: quella scelta nel carrello (payment_mode_id) sostituisce quella del cliente e ne applica lo sconto.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["cartPaymentModes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preventivi od ordini temporanei salvati
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["cartArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Versioni di un preventivo
         * @description Le versioni di un preventivo, dalla più recente: quella corrente e le precedenti (di sola lettura).
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["cartVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/versionDiff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Differenze tra due versioni di un preventivo
         * @description Righe aggiunte, tolte o cambiate (quantità, prezzo, sconti, note), altre modifiche e differenza del totale tra le versioni from e to.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["cartVersionDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Un preventivo o un ordine temporaneo salvato
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["cartGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Elimina un preventivo o un ordine temporaneo
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        delete: operations["cartDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Salva il carrello come preventivo o ordine temporaneo
         * @description Con id: aggiorna il preventivo; se la sua versione corrente è già stata inviata per email o scaricata in PDF ne crea una nuova (v2, v3…). 409 STALE_VERSION se version o revision non sono più quelle correnti; un preventivo già diventato ordine non cambia (si salva come nuovo). Con l'intestazione facoltativa Idempotency-Key lo stesso salvataggio ripetuto (es. dopo una risposta persa) risponde la voce già scritta invece di crearne un'altra.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["cartSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/getAdditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spese di spedizione e aggiunte calcolate per un carrello
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["cartGetAdditions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/sendEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invia per email il PDF di un preventivo
         * @description Invia il preventivo salvato indicato da cart.id così come è salvato (il suo PDF): le righe del corpo sono controllate ma non usate, quindi le modifiche vanno salvate prima con cart/save. Senza id: 400 'Salvare il preventivo prima di inviarlo per email'. Se il server di posta rifiuta l'invio la risposta è 200 con success false e il preventivo non risulta inviato. Con uno sconto oltre il limite dell'autore (approvals) l'email e il PDF dicono 'Sconto in attesa di approvazione' e non riportano i netti di quelle righe né il totale; il messaggio della risposta lo ripete.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["cartSendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/createOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invia il carrello come ordine
         * @description Invia il carrello come ordine, una sola volta per utente e Idempotency-Key: la stessa chiave ripetuta risponde l'esito di allora (l'ordine creato, o l'ordine temporaneo in cui è stato trattenuto), qualunque cosa sia successa dopo; con un'altra richiesta 422 IDEMPOTENCY_KEY_REUSED. Da un preventivo aperto (id) la richiesta indica la version o la revision letta (o l'ordine parte dal carrello corrente in cui il preventivo è stato ripreso, che ne registra la revisione): se non è più quella corrente, o se non si sa quale sia stata letta, 409 STALE_VERSION e nulla è scritto. La Cart-Version facoltativa è la versione del carrello corrente che l'ordine svuota.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["cartCreateOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/createPdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF di un preventivo
         * @description Il PDF del preventivo salvato. Leggerlo non cambia nulla: la versione diventa condivisa con cart/share (o con cart/sendEmail). Una riga con uno sconto oltre il limite dell'autore del preventivo è stampata senza il suo netto, i totali come 'da approvare', e ogni pagina dice 'Sconto in attesa di approvazione'.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["cartCreatePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/share/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Segna come condivisa la versione corrente di un preventivo
         * @description Azione esplicita di 'Scarica PDF': la versione corrente è consegnata al cliente, quindi il prossimo salvataggio ne crea una nuova (v2, v3…).
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["cartShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Carrello corrente dell'utente
         * @description Un solo carrello corrente per utente, condiviso da tutti i suoi dispositivi.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["cartCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/current/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sostituisce il carrello corrente
         * @description Sostituisce il carrello corrente: 409 STALE_VERSION se parte da una versione superata, CART_BOUND_ELSEWHERE se è di un altro cliente.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["cartCurrentUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/current/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ripristina un carrello salvato come carrello corrente
         * @description Ripristina (o duplica, se già inviato) un carrello salvato come carrello corrente e ne attiva codice agente e cliente.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["cartCurrentRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/getStatusList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stati possibili di un ordine
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["ordersGetStatusList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/getProfileOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ordini di un codice agente, o di tutti i propri
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["ordersGetProfileOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/getProfileOrders/{profile}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ordini di un codice agente, o di tutti i propri
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["ordersGetProfileOrdersByProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/getProfileOrderedItems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prodotti ordinati di un codice agente, o di tutti i propri
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["ordersGetProfileOrderedItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/getProfileOrderedItems/{profile}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prodotti ordinati di un codice agente, o di tutti i propri
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["ordersGetProfileOrderedItemsByProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/getOrderItems/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Righe di un ordine
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["ordersGetOrderItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/reorder/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prodotti di un ordine da riordinare, ai prezzi di oggi
         * @description Le righe dell'ordine ancora ordinabili con le quantità dell'ordine e il prezzo di oggi nel listino del cliente, e quelle escluse con il motivo (prodotto non più a catalogo, senza prezzo nel listino, non disponibile). Visibile come l'ordine: di un altro agente è 404.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["ordersReorder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/pendingApprovals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ordini da approvare
         * @description Gli ordini in stato 'Da approvare', dal più vecchio: chi li ha inviati, perché sono fermi e le righe oltre il limite di sconto.
         *
         *     Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["ordersPendingApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/pendingApprovalsCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quanti ordini attendono approvazione
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["ordersPendingApprovalsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/approve/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approva un ordine 'Da approvare'
         * @description L'ordine passa a 'Inserito' ed entra nel prossimo `orders:export`; chi approva e quando restano nello storico dell'ordine. Un ordine già deciso: 409.
         *
         *     Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["ordersApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/reject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rifiuta un ordine 'Da approvare' con il motivo
         * @description L'ordine passa a 'Rifiutato', non va all'ERP; l'agente vede il motivo e può riaprirlo nel carrello. Un ordine già deciso: 409.
         *
         *     Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["ordersReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/reorderItems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Righe scelte tra i prodotti ordinati da rimettere nel carrello
         * @description Come `orders/reorder`, per righe d'ordine scelte (anche di ordini diversi) di un solo cliente: le quantità delle righe al prezzo di oggi e quelle escluse con il motivo. Righe di clienti diversi: 400; righe non visibili al chiamante: 404.
         *
         *     Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["ordersReorderItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/getProfileInvoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fatture di un codice agente, o di tutti i propri
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["invoicesGetProfileInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/getProfileInvoices/{profile}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fatture di un codice agente, o di tutti i propri
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["invoicesGetProfileInvoicesByProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/getInvoiceItems/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Righe di una fattura
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["invoicesGetInvoiceItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/downloadPdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF di una fattura
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["invoicesDownloadPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping_documents/getProfileShippingDocuments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * DDT di un codice agente, o di tutti i propri
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["shippingDocumentsGetProfileShippingDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping_documents/getProfileShippingDocuments/{profile}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * DDT di un codice agente, o di tutti i propri
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["shippingDocumentsGetProfileShippingDocumentsByProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping_documents/getShippingDocumentItems/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Righe di un DDT
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["shippingDocumentsGetShippingDocumentItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping_documents/downloadPdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF di un DDT
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["shippingDocumentsDownloadPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/visit/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Visite di un codice agente, o di tutti i propri
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["visitIndex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/visit/index/{profile}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Visite di un codice agente, o di tutti i propri
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["visitIndexByProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/getTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tipi di garanzia
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["warrantyGetTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Elenco delle garanzie
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        post: operations["warrantyIndex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/checkJob": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verifica che anno e lotto siano liberi
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["warrantyCheckJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/getJobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lavori di generazione dei codici garanzia
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["warrantyGetJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/startJob": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Avvia la generazione di un lotto di codici garanzia
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["warrantyStartJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/deleteJob/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancella un lotto e i suoi codici
         * @description Solo un lotto la cui generazione è finita e nessuno dei cui codici è stato attivato: altrimenti 409.
         *
         *     Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        delete: operations["warrantyDeleteJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/createJobCsv/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV dei codici di un lotto
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["warrantyCreateJobCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/createJobPdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF delle etichette di un lotto
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["warrantyCreateJobPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/createJobValidationPdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF di convalida di un lotto
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["warrantyCreateJobValidationPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/maker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Produttore e condizioni della garanzia (pagina pubblica)
         * @description Accesso: pubblico, senza sessione.
         */
        get: operations["warrantyMaker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/downloadPdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Certificato di garanzia in PDF
         * @description Accesso: pubblico, senza sessione.
         */
        get: operations["warrantyDownloadPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Certificato di garanzia in PDF, con codice e partita IVA
         * @description Per scaricare di nuovo il certificato dalla pagina pubblica: codice di garanzia e partita IVA dell'impresa funebre che l'ha attivato, con gli stessi limiti di tentativi del download per id.
         *
         *     Accesso: pubblico, senza sessione.
         */
        get: operations["warrantyCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warranty/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attiva un codice garanzia (pagina pubblica)
         * @description Accesso: pubblico, senza sessione.
         */
        post: operations["warrantyActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gruppi prodotto
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["productGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product_groups/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Salva i gruppi prodotto modificati
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["productGroupsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categorie prodotto
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["productCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product_categories/getActive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categorie prodotto attive
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["productCategoriesGetActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product_categories/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Salva le categorie prodotto modificate
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["productCategoriesUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart_additions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Regole del carrello (spedizione e aggiunte)
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["cartAdditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart_additions/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Salva le regole del carrello modificate
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["cartAdditionsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment_modes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Modalità di pagamento
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["paymentModes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment_modes/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Salva le modalità di pagamento modificate
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["paymentModesUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price_lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listini
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["priceLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price_lists/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Salva i listini modificati
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["priceListsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Negozi
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["shops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shops/getManagers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Utenti assegnabili a un negozio
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["shopsGetManagers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shops/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Crea o modifica un negozio (con il logo)
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["shopsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shops/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Elimina un negozio
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        delete: operations["shopsDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shops/removeLogo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rimuove il logo di un negozio
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["shopsRemoveLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shops/logo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logo di un negozio
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["shopsLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shops/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Negozio dell'utente collegato
         * @description Accesso: sessione di un utente (agente o amministratore).
         */
        get: operations["shopsCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Storico delle modifiche di un elemento
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["auditHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job/getCommands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Comandi disponibili, con le ultime esecuzioni e la pianificazione
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         *
         *     Chiamata di integrazione: anche con una chiave di integrazione (`Authorization: Bearer pak_…`), senza sessione.
         */
        get: operations["jobGetCommands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job/getQueue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coda e storico delle esecuzioni dei comandi
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         *
         *     Chiamata di integrazione: anche con una chiave di integrazione (`Authorization: Bearer pak_…`), senza sessione.
         */
        get: operations["jobGetQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job/executeCommand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accoda l'esecuzione di un comando
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         *
         *     Chiamata di integrazione: anche con una chiave di integrazione (`Authorization: Bearer pak_…`), senza sessione.
         */
        post: operations["jobExecuteCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job/setSchedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pianifica un comando (cron, ora italiana)
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         *
         *     Chiamata di integrazione: anche con una chiave di integrazione (`Authorization: Bearer pak_…`), senza sessione.
         */
        post: operations["jobSetSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job/uploadImportFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Carica un file nella cartella import
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         *
         *     Chiamata di integrazione: anche con una chiave di integrazione (`Authorization: Bearer pak_…`), senza sessione.
         */
        post: operations["jobUploadImportFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job/getRunErrors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV delle righe rifiutate da un import
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         *
         *     Chiamata di integrazione: anche con una chiave di integrazione (`Authorization: Bearer pak_…`), senza sessione.
         */
        get: operations["jobGetRunErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job/getExportFile/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Un file scritto da orders:export nella cartella export
         * @description Scarica un file in attesa nella cartella export (elencati da job/getExportFiles). Un file già confermato con job/acknowledgeExportFile risponde 404.
         *
         *     Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         *
         *     Chiamata di integrazione: anche con una chiave di integrazione (`Authorization: Bearer pak_…`), senza sessione.
         */
        get: operations["jobGetExportFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job/getExportFiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * File della cartella export in attesa di conferma dal gestionale
         * @description I file scritti da orders:export e non ancora confermati, per nome. Il gestionale scarica ciascuno con job/getExportFile e poi lo conferma con job/acknowledgeExportFile.
         *
         *     Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         *
         *     Chiamata di integrazione: anche con una chiave di integrazione (`Authorization: Bearer pak_…`), senza sessione.
         */
        get: operations["jobGetExportFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job/acknowledgeExportFile/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Conferma che il gestionale ha acquisito un file della cartella export
         * @description Sposta il file in export/.acknowledged, dove resta EXPORT_ACKNOWLEDGED_DAYS giorni (predefinito 30) prima che orders:export lo elimini. Ripetere la chiamata è innocuo: risponde 200 con already_acknowledged = true. Un nome mai esportato (o già eliminato) risponde 404.
         *
         *     Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         *
         *     Chiamata di integrazione: anche con una chiave di integrazione (`Authorization: Bearer pak_…`), senza sessione.
         */
        post: operations["jobAcknowledgeExportFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Chiavi di integrazione (attive, scadute e revocate)
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        get: operations["apiKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api_keys/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Crea una chiave di integrazione: la risposta mostra la chiave una sola volta
         * @description La chiave (`pak_…`) si invia come `Authorization: Bearer <chiave>` e vale solo per le chiamate di integrazione (quelle con `x-integration: true`), con i diritti di un amministratore; ogni chiamata fatta con una chiave resta nello storico della chiave. Il portale ne conserva solo l’impronta (SHA-256): una chiave persa si revoca e se ne crea un’altra.
         *
         *     Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["apiKeysCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api_keys/revoke/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoca una chiave di integrazione: da subito ogni chiamata con essa risponde 401
         * @description Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.
         */
        post: operations["apiKeysRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sync/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clienti dell’agente cambiati dopo il cursore
         * @description Sincronizzazione per l’uso senza rete: righe cambiate dopo il cursore (a blocchi di circa 256 kB compressi, al massimo 4 MB di JSON e 20.000 righe), id usciti dalla vista (solo id) e cursore successivo.
         *
         *     Accesso: sessione di un agente; gli amministratori ricevono 403 FORBIDDEN.
         */
        get: operations["syncCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sync/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prodotti del catalogo cambiati dopo il cursore
         * @description Sincronizzazione per l’uso senza rete: righe cambiate dopo il cursore (a blocchi di circa 256 kB compressi, al massimo 4 MB di JSON e 20.000 righe), id usciti dalla vista (solo id) e cursore successivo.
         *
         *     Accesso: sessione di un agente; gli amministratori ricevono 403 FORBIDDEN.
         */
        get: operations["syncProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sync/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prezzi dei listini dei clienti dell’agente cambiati dopo il cursore
         * @description Sincronizzazione per l’uso senza rete: righe cambiate dopo il cursore (a blocchi di circa 256 kB compressi, al massimo 4 MB di JSON e 20.000 righe), id usciti dalla vista (solo id) e cursore successivo.
         *
         *     Accesso: sessione di un agente; gli amministratori ricevono 403 FORBIDDEN.
         */
        get: operations["syncPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sync/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ordini degli ultimi 24 mesi dei codici dell’agente, con le righe, cambiati dopo il cursore
         * @description Sincronizzazione per l’uso senza rete: righe cambiate dopo il cursore (a blocchi di circa 256 kB compressi, al massimo 4 MB di JSON e 20.000 righe), id usciti dalla vista (solo id) e cursore successivo.
         *
         *     Accesso: sessione di un agente; gli amministratori ricevono 403 FORBIDDEN.
         */
        get: operations["syncOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sync/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preventivi aperti del chiamante (mai diventati ordine), con le righe, per l’archivio e il ripristino senza rete
         * @description Tutti i preventivi salvati dal chiamante che non sono diventati un ordine, come li elenca `cart/archive`, più recenti per primi, con quanto «Ripristina» rimette nel carrello (righe ai prezzi salvati, note, indirizzo, modalità di pagamento, revisione). Risponde tutto a ogni chiamata (poche centinaia al più).
         *
         *     Accesso: sessione di un agente; gli amministratori ricevono 403 FORBIDDEN.
         */
        get: operations["syncQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sync/cart-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Regole del carrello e modalità di pagamento per calcolare i totali senza rete
         * @description Per ogni listino dei clienti dell’agente le regole di spedizione e promozione attive (importi in centesimi, pesi in grammi, prezzo della riga già risolto per il listino), e le modalità di pagamento con il loro sconto. Risponde tutto a ogni chiamata (poche righe).
         *
         *     Accesso: sessione di un agente; gli amministratori ricevono 403 FORBIDDEN.
         */
        get: operations["syncCart-rules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponse: {
            /** @enum {boolean} */
            success: false;
            /** @enum {string} */
            code: "BAD_REQUEST" | "VALIDATION_FAILED" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "SECOND_FACTOR_REQUIRED" | "SECOND_FACTOR_INVALID" | "CROSS_SITE_REQUEST" | "NOT_FOUND" | "CONFLICT" | "STALE_VERSION" | "DUPLICATE_KEY" | "CART_BOUND_ELSEWHERE" | "IDEMPOTENCY_KEY_REUSED" | "NOTE_CONFLICT" | "AUTHOR_MISMATCH" | "SESSION_USER_CHANGED" | "QUANTITY_RULE" | "ORDER_MINIMUM" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "WARRANTY_CODE_REJECTED" | "WARRANTY_ALREADY_ACTIVATED" | "TOO_MANY_ATTEMPTS" | "INTERNAL" | "SERVICE_UNAVAILABLE";
            message: string;
            fields?: {
                path: string;
                message: string;
            }[];
            current_note?: {
                content: string;
                version: number;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthReady: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "ok";
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            name: string;
                            email: string;
                            external_id: string | null;
                            role: string;
                            profiles: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            }[];
                            second_factor_missing?: boolean;
                            /** @default null */
                            discount_limit: number | null;
                        };
                        current: {
                            profile: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            } | null;
                            customer: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                price_list_id: number | null;
                            } | null;
                        };
                    } | {
                        second_factor: {
                            methods: ("totp" | "passkey")[];
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INVALID_CREDENTIALS */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    userCurrent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            name: string;
                            email: string;
                            external_id: string | null;
                            role: string;
                            profiles: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            }[];
                            second_factor_missing?: boolean;
                            /** @default null */
                            discount_limit: number | null;
                        };
                        current: {
                            profile: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            } | null;
                            customer: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                price_list_id: number | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    userActivate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profile_external_id: string;
                    customer_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        current: {
                            profile: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            } | null;
                            customer: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                price_list_id: number | null;
                            } | null;
                        };
                        parked_cart: boolean;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    accountSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            id: string;
                            device: string;
                            ip: string | null;
                            started_at: string;
                            last_seen_at: string;
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    accountSessionsEnd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    accountSessionsEndOthers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    usersEndSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    usersSignIns: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            id: number;
                            succeeded: boolean;
                            method: string;
                            ip: string | null;
                            device: string;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    usersInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    passwordForgot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    passwordSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    accountSecondFactor: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totp: boolean;
                        recovery_codes_left: number;
                        passkeys: {
                            id: number;
                            name: string;
                            created_at: string;
                            last_used_at: string | null;
                        }[];
                        required: boolean;
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    accountTotpStart: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauth_url: string;
                        qr_svg: string;
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    accountTotpConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recovery_codes: string[];
                        other_sessions_ended: number;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST, SECOND_FACTOR_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    accountTotpDisable: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST, SECOND_FACTOR_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    loginSecondFactor: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            name: string;
                            email: string;
                            external_id: string | null;
                            role: string;
                            profiles: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            }[];
                            second_factor_missing?: boolean;
                            /** @default null */
                            discount_limit: number | null;
                        };
                        current: {
                            profile: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            } | null;
                            customer: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                price_list_id: number | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST, SECOND_FACTOR_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    usersResetSecondFactor: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    accountPasskeysOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    accountPasskeysRegister: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    response: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        last_used_at: string | null;
                        other_sessions_ended: number;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST, SECOND_FACTOR_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    accountPasskeysRename: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    accountPasskeysDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    loginPasskeyOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    loginPasskey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            name: string;
                            email: string;
                            external_id: string | null;
                            role: string;
                            profiles: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            }[];
                            second_factor_missing?: boolean;
                            /** @default null */
                            discount_limit: number | null;
                        };
                        current: {
                            profile: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            } | null;
                            customer: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                price_list_id: number | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST, SECOND_FACTOR_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    userGetProfiles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: {
                            id: number;
                            external_id: string;
                            company_name: string;
                            sales_areas: {
                                code: string;
                            }[];
                            customers_count: number;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    userAdminSearchProfiles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: {
                            id: number;
                            external_id: string;
                            company_name: string;
                            sales_areas: {
                                code: string;
                            }[];
                            customers_count: number;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    userGetProfileCustomers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                /** @description Codice agente (external_id del profilo, es. '0011') */
                profile: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    /** @default 1 */
                    page?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customers: {
                            data: {
                                id: number;
                                key: string;
                                external_id: string;
                                company_name: string;
                                sector: string | null;
                                vat_code: string | null;
                                addresses: {
                                    id: number;
                                    name: string;
                                    address: string;
                                    zip_code: string;
                                    city: string;
                                    district: string;
                                    main: boolean;
                                }[];
                                contacts: {
                                    id: number;
                                    /** @enum {string} */
                                    type: "phone" | "fax" | "website" | "email";
                                    value: string;
                                    label: string | null;
                                    main: boolean;
                                }[];
                                payment_mode: {
                                    id: number;
                                    description: string;
                                    discount: number;
                                } | null;
                                price_list: {
                                    code: string;
                                } | null;
                                price_list_id: number | null;
                                group: {
                                    name: string;
                                } | null;
                                year_data: {
                                    year: number;
                                    invoices_total: number;
                                    invoices_count: number;
                                }[];
                                user_note: {
                                    content: string;
                                    version: number;
                                } | null;
                                password: string | null;
                                inactive: boolean;
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    userHomeCustomers: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customers: {
                            id: number;
                            external_id: string;
                            company_name: string;
                            city: string | null;
                            inactive: boolean;
                            profile_external_id: string;
                            last_order: {
                                id: number;
                                code: string;
                                /** Format: date */
                                issue_date: string;
                                total: number;
                            } | null;
                            /** Format: date */
                            last_visit_date: string | null;
                        }[];
                        more: boolean;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    customerGet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            id: number;
                            key: string;
                            external_id: string;
                            company_name: string;
                            sector: string | null;
                            vat_code: string | null;
                            addresses: {
                                id: number;
                                name: string;
                                address: string;
                                zip_code: string;
                                city: string;
                                district: string;
                                main: boolean;
                            }[];
                            contacts: {
                                id: number;
                                /** @enum {string} */
                                type: "phone" | "fax" | "website" | "email";
                                value: string;
                                label: string | null;
                                main: boolean;
                            }[];
                            payment_mode: {
                                id: number;
                                description: string;
                                discount: number;
                            } | null;
                            price_list: {
                                code: string;
                            } | null;
                            price_list_id: number | null;
                            group: {
                                name: string;
                            } | null;
                            year_data: {
                                year: number;
                                invoices_total: number;
                                invoices_count: number;
                            }[];
                            user_note: {
                                content: string;
                                version: number;
                            } | null;
                            password: string | null;
                            inactive: boolean;
                        } | null;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    customerBriefing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            id: number;
                            key: string;
                            external_id: string;
                            company_name: string;
                            sector: string | null;
                            vat_code: string | null;
                            addresses: {
                                id: number;
                                name: string;
                                address: string;
                                zip_code: string;
                                city: string;
                                district: string;
                                main: boolean;
                            }[];
                            contacts: {
                                id: number;
                                /** @enum {string} */
                                type: "phone" | "fax" | "website" | "email";
                                value: string;
                                label: string | null;
                                main: boolean;
                            }[];
                            payment_mode: {
                                id: number;
                                description: string;
                                discount: number;
                            } | null;
                            price_list: {
                                code: string;
                            } | null;
                            price_list_id: number | null;
                            group: {
                                name: string;
                            } | null;
                            year_data: {
                                year: number;
                                invoices_total: number;
                                invoices_count: number;
                            }[];
                            user_note: {
                                content: string;
                                version: number;
                            } | null;
                            password: string | null;
                            inactive: boolean;
                        };
                        profile_external_ids: string[];
                        today: string;
                        receivables: {
                            open_total: number;
                            overdue_total: number;
                            overdue_count: number;
                            oldest_days_late: number;
                            instalments: {
                                invoice_id: number;
                                invoice_number: string;
                                /** @description aaaa-mm-gg */
                                invoice_issue_date: string;
                                /** @description aaaa-mm-gg */
                                due_date: string;
                                amount: number;
                                days_late: number;
                            }[];
                        };
                        overdue_hold: string | null;
                        turnover: {
                            year: number;
                            this_year_to_date: number;
                            last_year_same_period: number;
                            years: {
                                year: number;
                                invoices_total: number;
                            }[];
                        };
                        last_orders: {
                            id: number;
                            code: string;
                            issue_date: string;
                            total_net: number;
                            status: string | null;
                        }[];
                        open_quotes: {
                            id: number;
                            name: string | null;
                            updated_at: string;
                            total_final: number;
                            items_count: number;
                            version: number;
                            valid_until: string | null;
                        }[];
                        last_visits: {
                            id: number;
                            date_visit: string;
                            notes: string;
                        }[];
                        not_reordered_days: number;
                        usual_products: {
                            product_id: number;
                            product_code: string;
                            description: string;
                            unit_of_measure: string;
                            months_ordered: number;
                            last_quantity: number;
                            last_date: string;
                            line: {
                                product_id: number;
                                product_code: string;
                                description: string;
                                quantity: number;
                                unit_of_measure: string;
                                price: number;
                                weight: number;
                                disable_discounts: boolean;
                                /** @default 0 */
                                discount_1: number;
                                /** @default 0 */
                                discount_2: number;
                                /** @default null */
                                discount_note: string | null;
                                /** @default null */
                                previous_total: number | null;
                                /** @default null */
                                new_total: number | null;
                            } | null;
                            unavailable_reason: string | null;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    userSaveProfileNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Identifica il salvataggio (fino a 200 caratteri, es. un UUID): ripeterlo con la stessa chiave risponde il salvataggio di allora. */
                "Idempotency-Key"?: string;
                /** @description Id dell'utente che ha scritto la modifica (invii dalla coda del dispositivo): se non è l'utente della sessione, 409 AUTHOR_MISMATCH e nulla viene registrato. */
                "X-Author-Id"?: string;
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string;
                    user_id?: number;
                    base_version?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        user_note: {
                            content: string;
                            version: number;
                        } | null;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, NOTE_CONFLICT, AUTHOR_MISMATCH */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    visitSaveVisit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Identifica la registrazione (fino a 200 caratteri, es. un UUID): ripetere la richiesta con la stessa chiave non crea una seconda visita. */
                "Idempotency-Key"?: string;
                /** @description Id dell'utente che ha scritto la modifica (invii dalla coda del dispositivo): se non è l'utente della sessione, 409 AUTHOR_MISMATCH e nulla viene registrato. */
                "X-Author-Id"?: string;
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date_visit: string;
                    notes: string;
                    user_id?: number;
                    profile_external_id: string;
                    customer_id?: number;
                    customer_external_id?: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        visit: {
                            id: number;
                            date_visit: string;
                            notes: string;
                            user_id: number | null;
                            profile_external_id: string;
                            customer: {
                                customer_id: number;
                                customer_external_id: string;
                                company_name: string;
                            };
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, AUTHOR_MISMATCH */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    users: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            id: number;
                            name: string;
                            email: string;
                            external_id: string | null;
                            role: string;
                            enabled: boolean;
                            profiles: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            }[];
                            discount_limit: number | null;
                            version: number;
                        }[];
                        roles: {
                            [key: string]: string;
                        };
                        default_discount_limit: number;
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    usersUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        /** @description Assente o null: nuovo record; altrimenti il record da modificare */
                        id?: number | null;
                        /** @description Con id: la versione letta, obbligatoria (se nel frattempo è cambiata, 409 STALE_VERSION); senza id: assente o null */
                        version?: number | null;
                        name: string;
                        /** @description Indirizzo email (formato email), univoco tra gli utenti */
                        email: string;
                        external_id?: string | null;
                        role: string;
                        /** @default true */
                        enabled?: boolean;
                        password?: string | null;
                        password_confirmation?: string | null;
                        /** @default false */
                        send_invitation?: boolean;
                        /** @default null */
                        discount_limit?: number | null;
                        /** @default [] */
                        profiles?: {
                            id: number;
                        }[];
                    } & ({
                        id: number;
                        version: number;
                    } | {
                        /** @enum {integer|null} */
                        id?: null;
                        /** @enum {integer|null} */
                        version?: null;
                    });
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        user: {
                            id: number;
                            name: string;
                            email: string;
                            external_id: string | null;
                            role: string;
                            enabled: boolean;
                            profiles: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            }[];
                            discount_limit: number | null;
                            version: number;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, DUPLICATE_KEY, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    usersDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    catalogGetProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    /** @default 1 */
                    page?: number;
                    price_list_ids?: number[];
                    current_price_list_id?: number | null;
                    customer_external_id?: string | null;
                    category_code?: string | null;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            data: {
                                id: number;
                                external_id: string;
                                description: string;
                                quantity: number;
                                quantity_code: string;
                                unit_of_measure: string;
                                current_price: number | null;
                                weight: number;
                                vat_rate: number;
                                disable_discounts: boolean;
                                image_url: string | null;
                                sheet_url: string | null;
                                category_code: string | null;
                                min_quantity: number | null;
                                quantity_multiple: number | null;
                                pack_description: string | null;
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    catalogQuantityRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: {
                            min_quantity: number | null;
                            quantity_multiple: number | null;
                            pack_description: string | null;
                            id: number;
                            external_id: string;
                            description: string;
                            unit_of_measure: string;
                        };
                        price_list_overrides: {
                            price_list_id: number;
                            code: string;
                            description: string;
                            min_quantity: number | null;
                            quantity_multiple: number | null;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    catalogQuantityRulesUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    min_quantity: number | null;
                    quantity_multiple: number | null;
                    pack_description: string | null;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        product: {
                            min_quantity: number | null;
                            quantity_multiple: number | null;
                            pack_description: string | null;
                            id: number;
                            external_id: string;
                            description: string;
                            unit_of_measure: string;
                        };
                        price_list_overrides: {
                            price_list_id: number;
                            code: string;
                            description: string;
                            min_quantity: number | null;
                            quantity_multiple: number | null;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    catalogImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    catalogSheet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    priceListsGetActive: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        price_lists: {
                            id: number;
                            code: string;
                            description: string;
                            enabled: boolean;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartPaymentModes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_modes: {
                            id: number;
                            description: string;
                            discount: number;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartArchive: {
        parameters: {
            query?: {
                page?: number;
                type?: "quotes" | "temporary_orders";
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carts: {
                            data: {
                                id: number;
                                name: string | null;
                                created_at: string;
                                profile_external_id: string;
                                customer_external_id: string;
                                total: number;
                                total_final: number;
                                issue_date: string | null;
                                order_code: string | null;
                                version: number;
                                valid_until: string | null;
                                profile: {
                                    external_id: string;
                                    company_name: string;
                                };
                                customer: {
                                    id: number;
                                    external_id: string;
                                    company_name: string;
                                };
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartVersions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string | null;
                        versions: {
                            version: number;
                            saved_at: string;
                            saved_by: string | null;
                            shared_at: string | null;
                            valid_until: string | null;
                            total_final: number;
                            count: number;
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartVersionDiff: {
        parameters: {
            query: {
                from: number;
                to: number;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: number;
                        to: number;
                        lines: {
                            product_code: string;
                            description: string;
                            /** @enum {string} */
                            change: "added" | "removed" | "changed";
                            fields: ("quantity" | "price" | "discount_1" | "discount_2" | "notes")[];
                            before: {
                                quantity: number;
                                price: number;
                                discount_1: number;
                                discount_2: number;
                                row_total: number;
                            } | null;
                            after: {
                                quantity: number;
                                price: number;
                                discount_1: number;
                                discount_2: number;
                                row_total: number;
                            } | null;
                        }[];
                        other_changes: string[];
                        total_final_from: number;
                        total_final_to: number;
                        difference: number;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartGet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cart: {
                            id: number | null;
                            name: string | null;
                            /** @enum {string|null} */
                            type: "quotes" | "temporary_orders" | null;
                            profile_external_id: string;
                            customer_id: number;
                            customer_external_id: string;
                            price_list_id: number | null;
                            items: {
                                product_id: number;
                                product_code: string;
                                description: string;
                                notes: string | null;
                                price: number;
                                quantity: number;
                                discount_1: number;
                                discount_2: number;
                                row_total: number;
                                weight: number;
                                vat_rate: number;
                                disable_discounts: boolean;
                            }[];
                            notes: string | null;
                            payment_mode_id: number | null;
                            payment_mode: string | null;
                            count: number;
                            total: number;
                            total_final: number;
                            total_weight: number;
                            discount_percentage: number;
                            discount_amount: number;
                            shipping_items: {
                                id: number;
                                external_id: string;
                                description: string;
                                price: number;
                                quantity: number;
                            }[];
                            promotion_item: {
                                id: number;
                                external_id: string;
                                description: string;
                            } | null;
                            shipping_address: {
                                name?: string | null;
                                address: string;
                                zip_code?: string | null;
                                city?: string | null;
                                district?: string | null;
                            } | null;
                            shipping_address_id: number | null;
                            shipping_address_is_new: boolean;
                            shipping_address_new: string | null;
                            issue_date: string | null;
                            version: number;
                            revision: number;
                            valid_until: string | null;
                            shared_at: string | null;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartSave: {
        parameters: {
            query?: never;
            header?: {
                /** @description Identifica il salvataggio (fino a 200 caratteri, es. un UUID): ripeterlo con la stessa chiave risponde il salvataggio di allora (anche se il preventivo è stato modificato dopo), senza un secondo preventivo né una nuova revisione. La stessa chiave con un'altra richiesta: 422 IDEMPOTENCY_KEY_REUSED. */
                "Idempotency-Key"?: string;
                /** @description Id dell'utente che ha scritto la modifica (invii dalla coda del dispositivo): se non è l'utente della sessione, 409 AUTHOR_MISMATCH e nulla viene registrato. */
                "X-Author-Id"?: string;
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cart: {
                        id?: number | null;
                        name?: string | null;
                        /** @enum {string} */
                        type?: "quotes" | "temporary_orders";
                        profile_external_id: string;
                        customer_id: number;
                        items: {
                            product_id: number;
                            quantity: number;
                            /** @default 0 */
                            discount_1?: number;
                            /** @default 0 */
                            discount_2?: number;
                            notes?: string | null;
                        }[];
                        notes?: string | null;
                        shipping_items?: {
                            id: number;
                        }[] | null;
                        promotion_item?: {
                            id: number;
                        } | null;
                        promotion_choice?: {
                            /** @enum {string} */
                            kind: "derive";
                        } | {
                            /** @enum {string} */
                            kind: "none";
                        } | {
                            /** @enum {string} */
                            kind: "chosen";
                            id: number;
                        };
                        shipping_address_id?: number | null;
                        /** @default false */
                        shipping_address_is_new?: boolean;
                        shipping_address_new?: string | null;
                        payment_mode_id?: number | null;
                        version?: number | null;
                        revision?: number | null;
                        /** Format: date */
                        valid_until?: string | null;
                    };
                    seen?: {
                        items: {
                            product_id: number;
                            price: number | null;
                        }[];
                        total_final: number;
                    } | null;
                    /** Format: date */
                    written_on?: string | null;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cart: {
                            id: number | null;
                            name: string | null;
                            /** @enum {string|null} */
                            type: "quotes" | "temporary_orders" | null;
                            profile_external_id: string;
                            customer_id: number;
                            customer_external_id: string;
                            price_list_id: number | null;
                            items: {
                                product_id: number;
                                product_code: string;
                                description: string;
                                notes: string | null;
                                price: number;
                                quantity: number;
                                discount_1: number;
                                discount_2: number;
                                row_total: number;
                                weight: number;
                                vat_rate: number;
                                disable_discounts: boolean;
                            }[];
                            notes: string | null;
                            payment_mode_id: number | null;
                            payment_mode: string | null;
                            count: number;
                            total: number;
                            total_final: number;
                            total_weight: number;
                            discount_percentage: number;
                            discount_amount: number;
                            shipping_items: {
                                id: number;
                                external_id: string;
                                description: string;
                                price: number;
                                quantity: number;
                            }[];
                            promotion_item: {
                                id: number;
                                external_id: string;
                                description: string;
                            } | null;
                            shipping_address: {
                                name?: string | null;
                                address: string;
                                zip_code?: string | null;
                                city?: string | null;
                                district?: string | null;
                            } | null;
                            shipping_address_id: number | null;
                            shipping_address_is_new: boolean;
                            shipping_address_new: string | null;
                            issue_date: string | null;
                            version: number;
                            revision: number;
                            valid_until: string | null;
                            shared_at: string | null;
                        };
                        differences?: {
                            product_id: number | null;
                            description: string;
                            seen: number | null;
                            now: number | null;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, CONFLICT, STALE_VERSION, AUTHOR_MISMATCH */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartGetAdditions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_external_id?: string | null;
                    price_list_id?: number | null;
                    total?: number | null;
                    total_weight?: number | null;
                    items: {
                        product_id: number;
                        quantity: number;
                        /** @default 0 */
                        discount_1?: number;
                        /** @default 0 */
                        discount_2?: number;
                        notes?: string | null;
                    }[];
                    customer_id?: number | null;
                    profile_external_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cart_additions: {
                            shipping: {
                                id: number;
                                external_id: string;
                                description: string;
                                price: number;
                                quantity: number;
                            }[];
                            promotion: {
                                id: number;
                                external_id: string;
                                description: string;
                            }[];
                        };
                        free_shipping_message: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartSendEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cart: {
                        id?: number | null;
                        name?: string | null;
                        /** @enum {string} */
                        type?: "quotes" | "temporary_orders";
                        profile_external_id: string;
                        customer_id: number;
                        items: {
                            product_id: number;
                            quantity: number;
                            /** @default 0 */
                            discount_1?: number;
                            /** @default 0 */
                            discount_2?: number;
                            notes?: string | null;
                        }[];
                        notes?: string | null;
                        shipping_items?: {
                            id: number;
                        }[] | null;
                        promotion_item?: {
                            id: number;
                        } | null;
                        promotion_choice?: {
                            /** @enum {string} */
                            kind: "derive";
                        } | {
                            /** @enum {string} */
                            kind: "none";
                        } | {
                            /** @enum {string} */
                            kind: "chosen";
                            id: number;
                        };
                        shipping_address_id?: number | null;
                        /** @default false */
                        shipping_address_is_new?: boolean;
                        shipping_address_new?: string | null;
                        payment_mode_id?: number | null;
                        version?: number | null;
                        revision?: number | null;
                        /** Format: date */
                        valid_until?: string | null;
                    };
                    /** Format: email */
                    customer_email: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartCreateOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Identifica l'invio (fino a 200 caratteri, es. un UUID): ripetere la richiesta con la stessa chiave non crea un secondo ordine. */
                "Idempotency-Key": string;
                /** @description Versione del carrello corrente da cui parte l'ordine (da cart/current): l'ordine lo svuota solo se è ancora quella. */
                "Cart-Version"?: number;
                /** @description Id dell'utente che ha scritto la modifica (invii dalla coda del dispositivo): se non è l'utente della sessione, 409 AUTHOR_MISMATCH e nulla viene registrato. */
                "X-Author-Id"?: string;
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number | null;
                    name?: string | null;
                    /** @enum {string} */
                    type?: "quotes" | "temporary_orders";
                    profile_external_id: string;
                    customer_id: number;
                    items: {
                        product_id: number;
                        quantity: number;
                        /** @default 0 */
                        discount_1?: number;
                        /** @default 0 */
                        discount_2?: number;
                        notes?: string | null;
                    }[];
                    notes?: string | null;
                    shipping_items?: {
                        id: number;
                    }[] | null;
                    promotion_item?: {
                        id: number;
                    } | null;
                    promotion_choice?: {
                        /** @enum {string} */
                        kind: "derive";
                    } | {
                        /** @enum {string} */
                        kind: "none";
                    } | {
                        /** @enum {string} */
                        kind: "chosen";
                        id: number;
                    };
                    shipping_address_id?: number | null;
                    /** @default false */
                    shipping_address_is_new?: boolean;
                    shipping_address_new?: string | null;
                    payment_mode_id?: number | null;
                    version?: number | null;
                    revision?: number | null;
                    /** Format: date */
                    valid_until?: string | null;
                    seen?: {
                        items: {
                            product_id: number;
                            price: number | null;
                        }[];
                        total_final: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        order_id?: number;
                        order_code?: string;
                        held?: {
                            cart_id: number;
                            differences: {
                                product_id: number | null;
                                description: string;
                                seen: number | null;
                                now: number | null;
                            }[];
                        };
                        approval?: {
                            lines: {
                                product_code: string;
                                description: string;
                                discount_1: number;
                                discount_2: number;
                                effective_discount: number;
                                limit: number;
                            }[];
                            overdue: {
                                days_late: number;
                                amount: number;
                                message: string;
                            } | null;
                            messages: string[];
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, CONFLICT, STALE_VERSION, AUTHOR_MISMATCH */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartCreatePdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartShare: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    revision?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartCurrent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cart: {
                            version: number;
                            updated_at: string;
                            id: number | null;
                            quote_revision: number | null;
                            name: string | null;
                            /** @enum {string|null} */
                            type: "quotes" | "temporary_orders" | null;
                            profile_external_id: string | null;
                            customer_id: number | null;
                            customer_external_id: string | null;
                            customer_name: string | null;
                            price_list_id: number | null;
                            items: {
                                product_id: number;
                                quantity: number;
                                discount_1: number;
                                discount_2: number;
                                notes: string | null;
                                product_code: string;
                                description: string;
                                price: number | null;
                                weight: number;
                                disable_discounts: boolean;
                                unit_of_measure: string;
                                min_quantity?: number | null;
                                quantity_multiple?: number | null;
                                pack_description?: string | null;
                            }[];
                            notes: string | null;
                            shipping_items: {
                                id: number;
                                external_id: string;
                                description: string;
                                price: number;
                                quantity: number;
                            }[] | null;
                            promotion_item: {
                                id: number;
                                external_id: string;
                                description: string;
                            } | null;
                            shipping_address_id: number | null;
                            shipping_address_is_new: boolean;
                            shipping_address_new: string | null;
                            payment_mode_id: number | null;
                            totals: {
                                rows: {
                                    product_id: number;
                                    row_total: number;
                                }[];
                                total: number;
                                payment_mode: string | null;
                                discount_percentage: number;
                                discount_amount: number;
                                shipping_items: {
                                    id: number;
                                    external_id: string;
                                    description: string;
                                    price: number;
                                    quantity: number;
                                }[];
                                promotion_item: {
                                    id: number;
                                    external_id: string;
                                    description: string;
                                } | null;
                                total_weight: number;
                                total_final: number;
                                free_shipping_message: string;
                                /** @default  */
                                order_minimum_message: string;
                                /** @default  */
                                overdue_hold_message: string;
                            } | null;
                            totals_problem: string | null;
                            saved_unchanged: boolean;
                        };
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartCurrentUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    cart: {
                        id?: number | null;
                        quote_revision?: number | null;
                        name?: string | null;
                        /** @enum {string|null} */
                        type?: "quotes" | "temporary_orders" | null;
                        profile_external_id?: string | null;
                        customer_id?: number | null;
                        items: {
                            product_id: number;
                            quantity: number;
                            /** @default 0 */
                            discount_1?: number;
                            /** @default 0 */
                            discount_2?: number;
                            notes?: string | null;
                        }[];
                        notes?: string | null;
                        shipping_items?: {
                            id: number;
                            external_id: string;
                            description: string;
                            price: number;
                            quantity: number;
                        }[] | null;
                        promotion_item?: {
                            id: number;
                            external_id: string;
                            description: string;
                        } | null;
                        shipping_address_id?: number | null;
                        /** @default false */
                        shipping_address_is_new?: boolean;
                        shipping_address_new?: string | null;
                        payment_mode_id?: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cart: {
                            version: number;
                            updated_at: string;
                            id: number | null;
                            quote_revision: number | null;
                            name: string | null;
                            /** @enum {string|null} */
                            type: "quotes" | "temporary_orders" | null;
                            profile_external_id: string | null;
                            customer_id: number | null;
                            customer_external_id: string | null;
                            customer_name: string | null;
                            price_list_id: number | null;
                            items: {
                                product_id: number;
                                quantity: number;
                                discount_1: number;
                                discount_2: number;
                                notes: string | null;
                                product_code: string;
                                description: string;
                                price: number | null;
                                weight: number;
                                disable_discounts: boolean;
                                unit_of_measure: string;
                                min_quantity?: number | null;
                                quantity_multiple?: number | null;
                                pack_description?: string | null;
                            }[];
                            notes: string | null;
                            shipping_items: {
                                id: number;
                                external_id: string;
                                description: string;
                                price: number;
                                quantity: number;
                            }[] | null;
                            promotion_item: {
                                id: number;
                                external_id: string;
                                description: string;
                            } | null;
                            shipping_address_id: number | null;
                            shipping_address_is_new: boolean;
                            shipping_address_new: string | null;
                            payment_mode_id: number | null;
                            totals: {
                                rows: {
                                    product_id: number;
                                    row_total: number;
                                }[];
                                total: number;
                                payment_mode: string | null;
                                discount_percentage: number;
                                discount_amount: number;
                                shipping_items: {
                                    id: number;
                                    external_id: string;
                                    description: string;
                                    price: number;
                                    quantity: number;
                                }[];
                                promotion_item: {
                                    id: number;
                                    external_id: string;
                                    description: string;
                                } | null;
                                total_weight: number;
                                total_final: number;
                                free_shipping_message: string;
                                /** @default  */
                                order_minimum_message: string;
                                /** @default  */
                                overdue_hold_message: string;
                            } | null;
                            totals_problem: string | null;
                            saved_unchanged: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, STALE_VERSION, CART_BOUND_ELSEWHERE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartCurrentRestore: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cart: {
                            version: number;
                            updated_at: string;
                            id: number | null;
                            quote_revision: number | null;
                            name: string | null;
                            /** @enum {string|null} */
                            type: "quotes" | "temporary_orders" | null;
                            profile_external_id: string | null;
                            customer_id: number | null;
                            customer_external_id: string | null;
                            customer_name: string | null;
                            price_list_id: number | null;
                            items: {
                                product_id: number;
                                quantity: number;
                                discount_1: number;
                                discount_2: number;
                                notes: string | null;
                                product_code: string;
                                description: string;
                                price: number | null;
                                weight: number;
                                disable_discounts: boolean;
                                unit_of_measure: string;
                                min_quantity?: number | null;
                                quantity_multiple?: number | null;
                                pack_description?: string | null;
                            }[];
                            notes: string | null;
                            shipping_items: {
                                id: number;
                                external_id: string;
                                description: string;
                                price: number;
                                quantity: number;
                            }[] | null;
                            promotion_item: {
                                id: number;
                                external_id: string;
                                description: string;
                            } | null;
                            shipping_address_id: number | null;
                            shipping_address_is_new: boolean;
                            shipping_address_new: string | null;
                            payment_mode_id: number | null;
                            totals: {
                                rows: {
                                    product_id: number;
                                    row_total: number;
                                }[];
                                total: number;
                                payment_mode: string | null;
                                discount_percentage: number;
                                discount_amount: number;
                                shipping_items: {
                                    id: number;
                                    external_id: string;
                                    description: string;
                                    price: number;
                                    quantity: number;
                                }[];
                                promotion_item: {
                                    id: number;
                                    external_id: string;
                                    description: string;
                                } | null;
                                total_weight: number;
                                total_final: number;
                                free_shipping_message: string;
                                /** @default  */
                                order_minimum_message: string;
                                /** @default  */
                                overdue_hold_message: string;
                            } | null;
                            totals_problem: string | null;
                            saved_unchanged: boolean;
                        };
                        current: {
                            profile: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                sales_areas: {
                                    code: string;
                                }[];
                                customers_count: number;
                            } | null;
                            customer: {
                                id: number;
                                external_id: string;
                                company_name: string;
                                price_list_id: number | null;
                            } | null;
                        };
                        expired: boolean;
                        valid_until: string | null;
                        price_changes: {
                            product_code: string;
                            description: string;
                            old_price: number;
                            new_price: number | null;
                        }[];
                        quantity_problems: {
                            product_id: number;
                            product_code: string;
                            description: string;
                            quantity: number;
                            suggestion: number;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, CONFLICT, STALE_VERSION, CART_BOUND_ELSEWHERE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersGetStatusList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            id: number;
                            name: string;
                            code: string;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersGetProfileOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    date_start?: (string | null) | "";
                    date_end?: (string | null) | "";
                    /** @default 1 */
                    page?: number;
                    status_id?: (number | null) | "";
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            data: {
                                id: number;
                                code: string;
                                issue_date: string;
                                issued: boolean;
                                processed: boolean;
                                status: {
                                    name: string;
                                    code: string;
                                } | null;
                                total_net: number;
                                total: number;
                                notes: string | null;
                                shipping_name: string | null;
                                shipping_address: string | null;
                                shipping_zip_code: string | null;
                                shipping_city: string | null;
                                profile_external_id: string;
                                profile: {
                                    external_id: string;
                                    company_name: string;
                                };
                                customer: {
                                    id: number;
                                    external_id: string;
                                    company_name: string;
                                };
                                quote: {
                                    id: number;
                                    name: string | null;
                                    version: number;
                                } | null;
                                approval: {
                                    /** @enum {string} */
                                    state: "pending" | "approved" | "rejected";
                                    reasons: {
                                        lines: {
                                            product_code: string;
                                            description: string;
                                            discount_1: number;
                                            discount_2: number;
                                            effective_discount: number;
                                            limit: number;
                                        }[];
                                        overdue: {
                                            days_late: number;
                                            amount: number;
                                            message: string;
                                        } | null;
                                        messages: string[];
                                    };
                                    requested_by: {
                                        id: number;
                                        name: string;
                                    };
                                    requested_at: string;
                                    decided_by: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    decided_at: string | null;
                                    rejection_reason: string | null;
                                } | null;
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                        total_net: number;
                        total_vat: number;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersGetProfileOrdersByProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                /** @description Codice agente (external_id del profilo, es. '0011') */
                profile: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    date_start?: (string | null) | "";
                    date_end?: (string | null) | "";
                    /** @default 1 */
                    page?: number;
                    status_id?: (number | null) | "";
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            data: {
                                id: number;
                                code: string;
                                issue_date: string;
                                issued: boolean;
                                processed: boolean;
                                status: {
                                    name: string;
                                    code: string;
                                } | null;
                                total_net: number;
                                total: number;
                                notes: string | null;
                                shipping_name: string | null;
                                shipping_address: string | null;
                                shipping_zip_code: string | null;
                                shipping_city: string | null;
                                profile_external_id: string;
                                profile: {
                                    external_id: string;
                                    company_name: string;
                                };
                                customer: {
                                    id: number;
                                    external_id: string;
                                    company_name: string;
                                };
                                quote: {
                                    id: number;
                                    name: string | null;
                                    version: number;
                                } | null;
                                approval: {
                                    /** @enum {string} */
                                    state: "pending" | "approved" | "rejected";
                                    reasons: {
                                        lines: {
                                            product_code: string;
                                            description: string;
                                            discount_1: number;
                                            discount_2: number;
                                            effective_discount: number;
                                            limit: number;
                                        }[];
                                        overdue: {
                                            days_late: number;
                                            amount: number;
                                            message: string;
                                        } | null;
                                        messages: string[];
                                    };
                                    requested_by: {
                                        id: number;
                                        name: string;
                                    };
                                    requested_at: string;
                                    decided_by: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    decided_at: string | null;
                                    rejection_reason: string | null;
                                } | null;
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                        total_net: number;
                        total_vat: number;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersGetProfileOrderedItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    date_start?: (string | null) | "";
                    date_end?: (string | null) | "";
                    /** @default 1 */
                    page?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order_items: {
                            data: {
                                id: number;
                                product_external_id: string;
                                description: string;
                                price: number;
                                quantity: number;
                                discount_1: number;
                                discount_2: number;
                                total: number;
                                notes: string | null;
                                product: {
                                    id: number;
                                    external_id: string;
                                    description: string;
                                    current_price: number | null;
                                } | null;
                                order: {
                                    id: number;
                                    code: string;
                                    issue_date: string;
                                    customer: {
                                        id: number;
                                        external_id: string;
                                        company_name: string;
                                    };
                                    profile_external_id: string;
                                };
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersGetProfileOrderedItemsByProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                /** @description Codice agente (external_id del profilo, es. '0011') */
                profile: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    date_start?: (string | null) | "";
                    date_end?: (string | null) | "";
                    /** @default 1 */
                    page?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order_items: {
                            data: {
                                id: number;
                                product_external_id: string;
                                description: string;
                                price: number;
                                quantity: number;
                                discount_1: number;
                                discount_2: number;
                                total: number;
                                notes: string | null;
                                product: {
                                    id: number;
                                    external_id: string;
                                    description: string;
                                    current_price: number | null;
                                } | null;
                                order: {
                                    id: number;
                                    code: string;
                                    issue_date: string;
                                    customer: {
                                        id: number;
                                        external_id: string;
                                        company_name: string;
                                    };
                                    profile_external_id: string;
                                };
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersGetOrderItems: {
        parameters: {
            query?: {
                price_list_id?: number;
                customer_external_id?: string;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            product_external_id: string;
                            description: string;
                            price: number;
                            quantity: number;
                            discount_1: number;
                            discount_2: number;
                            total: number;
                            notes: string | null;
                            product: {
                                id: number;
                                external_id: string;
                                description: string;
                                current_price: number | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersReorder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            code: string;
                        };
                        customer: {
                            id: number;
                            external_id: string;
                            company_name: string;
                            price_list_id: number | null;
                        };
                        profile_external_id: string;
                        lines: {
                            product_id: number;
                            product_code: string;
                            description: string;
                            quantity: number;
                            unit_of_measure: string;
                            price: number;
                            weight: number;
                            disable_discounts: boolean;
                            /** @default 0 */
                            discount_1: number;
                            /** @default 0 */
                            discount_2: number;
                            /** @default null */
                            discount_note: string | null;
                            /** @default null */
                            previous_total: number | null;
                            /** @default null */
                            new_total: number | null;
                        }[];
                        dropped: {
                            product_code: string;
                            description: string;
                            quantity: number;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersPendingApprovals: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            id: number;
                            code: string;
                            issue_date: string;
                            total_net: number;
                            profile_external_id: string;
                            customer: {
                                id: number;
                                external_id: string;
                                company_name: string;
                            };
                            approval: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "rejected";
                                reasons: {
                                    lines: {
                                        product_code: string;
                                        description: string;
                                        discount_1: number;
                                        discount_2: number;
                                        effective_discount: number;
                                        limit: number;
                                    }[];
                                    overdue: {
                                        days_late: number;
                                        amount: number;
                                        message: string;
                                    } | null;
                                    messages: string[];
                                };
                                requested_by: {
                                    id: number;
                                    name: string;
                                };
                                requested_at: string;
                                decided_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                decided_at: string | null;
                                rejection_reason: string | null;
                            };
                            items: {
                                product_external_id: string;
                                description: string;
                                quantity: number;
                                price: number;
                                discount_1: number;
                                discount_2: number;
                                total: number;
                                beyond_limit: boolean;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersPendingApprovalsCount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ordersReorderItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    item_ids: number[];
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            id: number;
                            external_id: string;
                            company_name: string;
                            price_list_id: number | null;
                        };
                        profile_external_id: string;
                        lines: {
                            product_id: number;
                            product_code: string;
                            description: string;
                            quantity: number;
                            unit_of_measure: string;
                            price: number;
                            weight: number;
                            disable_discounts: boolean;
                            /** @default 0 */
                            discount_1: number;
                            /** @default 0 */
                            discount_2: number;
                            /** @default null */
                            discount_note: string | null;
                            /** @default null */
                            previous_total: number | null;
                            /** @default null */
                            new_total: number | null;
                        }[];
                        dropped: {
                            product_code: string;
                            description: string;
                            quantity: number;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    invoicesGetProfileInvoices: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    date_start?: (string | null) | "";
                    date_end?: (string | null) | "";
                    /** @default 1 */
                    page?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoices: {
                            data: {
                                id: number;
                                code: string;
                                number: string;
                                issue_date: string;
                                total_net: number;
                                total: number;
                                notes: string | null;
                                payment_mode: {
                                    description: string;
                                } | null;
                                pdf_available: boolean;
                                expirations: {
                                    date: string;
                                    amount: number;
                                }[];
                                profile_external_id: string;
                                profile: {
                                    external_id: string;
                                    company_name: string;
                                };
                                customer: {
                                    id: number;
                                    external_id: string;
                                    company_name: string;
                                };
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                        total_net: number;
                        total_vat: number;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    invoicesGetProfileInvoicesByProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                /** @description Codice agente (external_id del profilo, es. '0011') */
                profile: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    date_start?: (string | null) | "";
                    date_end?: (string | null) | "";
                    /** @default 1 */
                    page?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoices: {
                            data: {
                                id: number;
                                code: string;
                                number: string;
                                issue_date: string;
                                total_net: number;
                                total: number;
                                notes: string | null;
                                payment_mode: {
                                    description: string;
                                } | null;
                                pdf_available: boolean;
                                expirations: {
                                    date: string;
                                    amount: number;
                                }[];
                                profile_external_id: string;
                                profile: {
                                    external_id: string;
                                    company_name: string;
                                };
                                customer: {
                                    id: number;
                                    external_id: string;
                                    company_name: string;
                                };
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                        total_net: number;
                        total_vat: number;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    invoicesGetInvoiceItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            product_external_id: string;
                            description: string;
                            quantity: number;
                            price: number;
                            discount_1: number;
                            discount_2: number;
                            total: number;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    invoicesDownloadPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shippingDocumentsGetProfileShippingDocuments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    date_start?: (string | null) | "";
                    date_end?: (string | null) | "";
                    /** @default 1 */
                    page?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shipping_documents: {
                            data: {
                                id: number;
                                code: string;
                                issue_date: string;
                                causal: string | null;
                                packages_count: number | null;
                                appearance: string | null;
                                freight: string | null;
                                notes: string | null;
                                pdf_available: boolean;
                                profile_external_id: string;
                                profile: {
                                    external_id: string;
                                    company_name: string;
                                };
                                customer: {
                                    id: number;
                                    external_id: string;
                                    company_name: string;
                                };
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shippingDocumentsGetProfileShippingDocumentsByProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                /** @description Codice agente (external_id del profilo, es. '0011') */
                profile: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    date_start?: (string | null) | "";
                    date_end?: (string | null) | "";
                    /** @default 1 */
                    page?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shipping_documents: {
                            data: {
                                id: number;
                                code: string;
                                issue_date: string;
                                causal: string | null;
                                packages_count: number | null;
                                appearance: string | null;
                                freight: string | null;
                                notes: string | null;
                                pdf_available: boolean;
                                profile_external_id: string;
                                profile: {
                                    external_id: string;
                                    company_name: string;
                                };
                                customer: {
                                    id: number;
                                    external_id: string;
                                    company_name: string;
                                };
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shippingDocumentsGetShippingDocumentItems: {
        parameters: {
            query?: {
                customer_external_id?: string;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            product_external_id: string;
                            description: string;
                            quantity: number;
                            unit_of_measure: string;
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shippingDocumentsDownloadPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    visitIndex: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    date_start?: (string | null) | "";
                    date_end?: (string | null) | "";
                    /** @default 1 */
                    page?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        visits: {
                            data: {
                                id: number;
                                date_visit: string;
                                notes: string;
                                user_id: number | null;
                                profile_external_id: string;
                                customer: {
                                    customer_id: number;
                                    customer_external_id: string;
                                    company_name: string;
                                };
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    visitIndexByProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                /** @description Codice agente (external_id del profilo, es. '0011') */
                profile: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    date_start?: (string | null) | "";
                    date_end?: (string | null) | "";
                    /** @default 1 */
                    page?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        visits: {
                            data: {
                                id: number;
                                date_visit: string;
                                notes: string;
                                user_id: number | null;
                                profile_external_id: string;
                                customer: {
                                    customer_id: number;
                                    customer_external_id: string;
                                    company_name: string;
                                };
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyGetTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        types: {
                            [key: string]: {
                                id: number;
                                name: string;
                                supports_activation: boolean;
                                supports_validation: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyIndex: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    /** @enum {string|null} */
                    type?: "active" | "inactive" | "" | null;
                    /** @default 1 */
                    page?: number;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        warranties: {
                            data: {
                                id: number;
                                code: string;
                                type_id: number;
                                type: string;
                                job_id: number;
                                company_name: string | null;
                                vat_code: string | null;
                                activated_at: string | null;
                                registered_at: string | null;
                                corpse_last_name: string | null;
                                corpse_first_name: string | null;
                                ip_address: string | null;
                                user_agent: string | null;
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyCheckJob: {
        parameters: {
            query: {
                year: number;
                batch: number;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        year: number;
                        batch: number;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyGetJobs: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    page?: number;
                    /** @default  */
                    search?: string;
                    type?: (number | null) | "";
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: {
                            data: {
                                id: number;
                                year: number;
                                batch: number;
                                type_id: number;
                                type: {
                                    id: number;
                                    name: string;
                                    supports_validation: boolean;
                                };
                                codes_count: number;
                                warranties_count: number;
                                notes: string | null;
                                /** @enum {string} */
                                status: "queued" | "running" | "done" | "failed";
                                created_at: string;
                                finished_at: string | null;
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                        batch_max: number;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyStartJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year: number;
                    batch: number;
                    type_id: number;
                    /** @description Da 1 al massimo per lotto (batch_max di warranty/getJobs, configurato con WARRANTY_BATCH_MAX) */
                    codes_count: number;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        job_id?: number;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, DUPLICATE_KEY, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyDeleteJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyCreateJobCsv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyCreateJobPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyCreateJobValidationPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyMaker: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        maker_name: string;
                        terms: string;
                        client_data_days: number;
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyDownloadPdf: {
        parameters: {
            query: {
                code: string;
                vat_code: string;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyCertificate: {
        parameters: {
            query: {
                code: string;
                vat_code: string;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    warrantyActivate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @description Partita IVA: 11 cifre (anche con prefisso IT e spazi), l'ultima è la cifra di controllo dell'Agenzia delle Entrate */
                    vat_code: string;
                    company_name: string;
                    corpse_last_name: string;
                    corpse_first_name: string;
                    /** Format: date */
                    activated_at: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        warranty: {
                            id: number;
                            code: string;
                            type: string;
                            vat_code: string;
                            company_name: string;
                            corpse_last_name: string;
                            corpse_first_name: string;
                            activated_at: string;
                            registered_at: string;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST, WARRANTY_CODE_REJECTED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, WARRANTY_ALREADY_ACTIVATED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    productGroups: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product_groups: {
                            id: number;
                            external_id: string;
                            description: string;
                            to_import: boolean;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    productGroupsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_group: {
                        /** @description Assente o null: nuovo record; altrimenti il record da modificare */
                        id?: number | null;
                        /** @description Con id: la versione letta, obbligatoria (se nel frattempo è cambiata, 409 STALE_VERSION); senza id: assente o null */
                        version?: number | null;
                        external_id: string;
                        description: string;
                        /** @default true */
                        to_import?: boolean;
                    } & ({
                        id: number;
                        version: number;
                    } | {
                        /** @enum {integer|null} */
                        id?: null;
                        /** @enum {integer|null} */
                        version?: null;
                    });
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        product_group: {
                            id: number;
                            external_id: string;
                            description: string;
                            to_import: boolean;
                            version: number;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, STALE_VERSION, DUPLICATE_KEY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    productCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product_categories: {
                            id: number;
                            code: string;
                            description: string;
                            enabled: boolean;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    productCategoriesGetActive: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product_categories: {
                            id: number;
                            code: string;
                            description: string;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    productCategoriesUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_category: {
                        /** @description Assente o null: nuovo record; altrimenti il record da modificare */
                        id?: number | null;
                        /** @description Con id: la versione letta, obbligatoria (se nel frattempo è cambiata, 409 STALE_VERSION); senza id: assente o null */
                        version?: number | null;
                        code: string;
                        description: string;
                        /** @default true */
                        enabled?: boolean;
                    } & ({
                        id: number;
                        version: number;
                    } | {
                        /** @enum {integer|null} */
                        id?: null;
                        /** @enum {integer|null} */
                        version?: null;
                    });
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        product_category: {
                            id: number;
                            code: string;
                            description: string;
                            enabled: boolean;
                            version: number;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, STALE_VERSION, DUPLICATE_KEY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartAdditions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cart_additions: {
                            id: number;
                            type: string;
                            enabled: boolean;
                            external_id: string;
                            description: string;
                            priority: number;
                            price_list_id: number | null;
                            weight_min: number | null;
                            weight_max: number | null;
                            amount_min: number | null;
                            amount_max: number | null;
                            is_free_shipping: boolean;
                            price: number;
                            version: number;
                        }[];
                        types: {
                            [key: string]: string;
                        };
                        price_lists: {
                            id: number;
                            code: string;
                            description: string;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cartAdditionsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cart_addition: {
                        /** @description Assente o null: nuovo record; altrimenti il record da modificare */
                        id?: number | null;
                        /** @description Con id: la versione letta, obbligatoria (se nel frattempo è cambiata, 409 STALE_VERSION); senza id: assente o null */
                        version?: number | null;
                        /** @enum {string} */
                        type: "shipping" | "promotion";
                        /** @default true */
                        enabled?: boolean;
                        external_id: string;
                        description: string;
                        priority: number;
                        price_list_id?: number | null;
                        weight_min?: number | null;
                        weight_max?: number | null;
                        amount_min?: number | null;
                        amount_max?: number | null;
                        /** @default false */
                        is_free_shipping?: boolean;
                        price?: number | null;
                    } & ({
                        id: number;
                        version: number;
                    } | {
                        /** @enum {integer|null} */
                        id?: null;
                        /** @enum {integer|null} */
                        version?: null;
                    });
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        cart_addition: {
                            id: number;
                            type: string;
                            enabled: boolean;
                            external_id: string;
                            description: string;
                            priority: number;
                            price_list_id: number | null;
                            weight_min: number | null;
                            weight_max: number | null;
                            amount_min: number | null;
                            amount_max: number | null;
                            is_free_shipping: boolean;
                            price: number;
                            version: number;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, STALE_VERSION, DUPLICATE_KEY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    paymentModes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_modes: {
                            id: number;
                            external_id: string;
                            description: string;
                            discount: number;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    paymentModesUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payment_mode: {
                        id: number;
                        version: number;
                        discount: number;
                    };
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        payment_mode: {
                            id: number;
                            external_id: string;
                            description: string;
                            discount: number;
                            version: number;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, STALE_VERSION, DUPLICATE_KEY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    priceLists: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        price_lists: {
                            id: number;
                            code: string;
                            description: string;
                            enabled: boolean;
                            min_order_amount: number | null;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    priceListsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price_list: {
                        id: number;
                        version: number;
                        enabled: boolean;
                        min_order_amount: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        price_list: {
                            id: number;
                            code: string;
                            description: string;
                            enabled: boolean;
                            min_order_amount: number | null;
                            version: number;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, STALE_VERSION, DUPLICATE_KEY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shops: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shops: {
                            id: number;
                            external_id: string;
                            name: string;
                            description: string | null;
                            details: string | null;
                            logo: string | null;
                            logo_url: string | null;
                            color: string | null;
                            custom_style: string | null;
                            quote_footer: string | null;
                            users_ids: number[];
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shopsGetManagers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        managers: {
                            id: number;
                            name: string;
                            email: string;
                            role: string;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shopsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    id?: number | null;
                    /** @description Obbligatoria in modifica (con id): la versione letta; se nel frattempo è cambiata, 409 STALE_VERSION */
                    version?: number | null;
                    external_id?: string | null;
                    name: string;
                    description?: string | null;
                    details?: string | null;
                    custom_style?: string | null;
                    quote_footer?: string | null;
                    color?: string | null;
                    users_ids?: number[];
                    /**
                     * Format: binary
                     * @description Logo PNG o JPEG, al massimo 2 MB
                     */
                    logo?: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        shop: {
                            id: number;
                            external_id: string;
                            name: string;
                            description: string | null;
                            details: string | null;
                            logo: string | null;
                            logo_url: string | null;
                            color: string | null;
                            custom_style: string | null;
                            quote_footer: string | null;
                            users_ids: number[];
                            version: number;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, STALE_VERSION, DUPLICATE_KEY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shopsDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shopsRemoveLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        shop: {
                            id: number;
                            external_id: string;
                            name: string;
                            description: string | null;
                            details: string | null;
                            logo: string | null;
                            logo_url: string | null;
                            color: string | null;
                            custom_style: string | null;
                            quote_footer: string | null;
                            users_ids: number[];
                            version: number;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, STALE_VERSION */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shopsLogo: {
        parameters: {
            query?: {
                v?: number;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shopsCurrent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shop: {
                            id: number;
                            name: string;
                            color: string | null;
                            logo_url: string | null;
                        } | null;
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    auditHistory: {
        parameters: {
            query: {
                entity: "shops" | "product_groups" | "product_categories" | "cart_additions" | "payment_modes" | "price_lists" | "users" | "products" | "api_keys";
                id: number;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        history: {
                            id: number;
                            /** @enum {string} */
                            action: "create" | "update" | "delete" | "call";
                            user_name: string;
                            created_at: string;
                            changes: {
                                field: string;
                                before: unknown;
                                after: unknown;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    jobGetCommands: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commands: {
                            name: string;
                            description: string;
                            priority: number;
                            /** @enum {string} */
                            kind: "import" | "task";
                            arguments: {
                                name: string;
                                label: string;
                                required: boolean;
                                value: string;
                            }[];
                            options: {
                                name: string;
                                label: string;
                                checked: boolean;
                            }[];
                            history: {
                                finished_at: string;
                                elapsed_time: number | null;
                                completed: boolean;
                            }[];
                            schedule: {
                                cron: string;
                                next_run_at: string;
                                params: {
                                    arguments: {
                                        [key: string]: string;
                                    };
                                    options: {
                                        [key: string]: boolean;
                                    };
                                };
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    jobGetQueue: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commands_history: {
                            data: {
                                id: number;
                                name: string;
                                params: {
                                    arguments: {
                                        [key: string]: string;
                                    };
                                    options: {
                                        [key: string]: boolean;
                                    };
                                };
                                /** @enum {string} */
                                status: "queued" | "started" | "completed" | "failed" | "interrupted";
                                elapsed_time: number | null;
                                created_at: string;
                                started_at: string | null;
                                finished_at: string | null;
                                completed: boolean;
                                progress: {
                                    done: number;
                                    total: number | null;
                                    phase: string | null;
                                };
                                output: ({
                                    message?: string;
                                    failed?: boolean;
                                    dry_run?: boolean;
                                    rows?: number;
                                    created?: number;
                                    updated?: number;
                                    unchanged?: number;
                                    refused?: number;
                                    skipped?: number;
                                    errors_count?: number;
                                    errors?: {
                                        line: number;
                                        field: string;
                                        reason: string;
                                    }[];
                                    encoding?: string;
                                    exported?: number;
                                    files?: string[];
                                    failures?: {
                                        code: string;
                                        error: string;
                                    }[];
                                    recovered?: number;
                                    purged?: number;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                error: string | null;
                                has_errors_file: boolean;
                            }[];
                            total: number;
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total_is_estimate?: boolean;
                        };
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    jobExecuteCommand: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    command: {
                        name: string;
                        arguments?: {
                            name: string;
                            value?: (string | null) | number;
                        }[] | {
                            [key: string]: string | number;
                        };
                        options?: {
                            name: string;
                            checked?: boolean;
                        }[] | {
                            [key: string]: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        id: number;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    jobSetSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    cron: string | null;
                    params?: {
                        arguments: {
                            [key: string]: string;
                        };
                        options: {
                            [key: string]: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    jobUploadImportFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description File CSV (.csv o .txt) del gestionale, al massimo 500 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        file: string;
                        message: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    jobGetRunErrors: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    jobGetExportFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Il file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    jobGetExportFiles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        files: {
                            name: string;
                            size: number;
                            modified_at: string;
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    jobAcknowledgeExportFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                        file: string;
                        already_acknowledged: boolean;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    apiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            id: number;
                            name: string;
                            prefix: string;
                            created_at: string;
                            created_by: string;
                            expires_on: string | null;
                            last_used_at: string | null;
                            revoked_at: string | null;
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    apiKeysCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * Format: date
                     * @default null
                     */
                    expires_on?: string | null;
                };
            };
        };
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: {
                            id: number;
                            name: string;
                            prefix: string;
                            created_at: string;
                            created_by: string;
                            expires_on: string | null;
                            last_used_at: string | null;
                            revoked_at: string | null;
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                        };
                        secret: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED, DUPLICATE_KEY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    apiKeysRevoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN, SECOND_FACTOR_REQUIRED, CROSS_SITE_REQUEST */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    syncCustomers: {
        parameters: {
            query?: {
                /** @description Il cursore della risposta precedente; assente alla prima sincronizzazione */
                cursor?: string;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            id: number;
                            key: string;
                            external_id: string;
                            company_name: string;
                            sector: string | null;
                            vat_code: string | null;
                            addresses: {
                                id: number;
                                name: string;
                                address: string;
                                zip_code: string;
                                city: string;
                                district: string;
                                main: boolean;
                            }[];
                            contacts: {
                                id: number;
                                /** @enum {string} */
                                type: "phone" | "fax" | "website" | "email";
                                value: string;
                                label: string | null;
                                main: boolean;
                            }[];
                            payment_mode: {
                                id: number;
                                description: string;
                                discount: number;
                            } | null;
                            price_list: {
                                code: string;
                            } | null;
                            price_list_id: number | null;
                            group: {
                                name: string;
                            } | null;
                            year_data: {
                                year: number;
                                invoices_total: number;
                                invoices_count: number;
                            }[];
                            user_note: {
                                content: string;
                                version: number;
                            } | null;
                            password: string | null;
                            inactive: boolean;
                            agent_codes: string[];
                        }[];
                        deleted: number[];
                        cursor: string;
                        more: boolean;
                        reset: boolean;
                        /**
                         * Format: date
                         * @description La data del server (Europa/Roma) al momento della risposta
                         */
                        server_date: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    syncProducts: {
        parameters: {
            query?: {
                /** @description Il cursore della risposta precedente; assente alla prima sincronizzazione */
                cursor?: string;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            id: number;
                            external_id: string;
                            description: string;
                            quantity: number;
                            quantity_code: string;
                            unit_of_measure: string;
                            weight: number;
                            vat_rate: number;
                            disable_discounts: boolean;
                            image_url: string | null;
                            category_code: string | null;
                            min_quantity: number | null;
                            quantity_multiple: number | null;
                            pack_description: string | null;
                        }[];
                        deleted: number[];
                        cursor: string;
                        more: boolean;
                        reset: boolean;
                        /**
                         * Format: date
                         * @description La data del server (Europa/Roma) al momento della risposta
                         */
                        server_date: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    syncPrices: {
        parameters: {
            query?: {
                /** @description Il cursore della risposta precedente; assente alla prima sincronizzazione */
                cursor?: string;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            product_id: number;
                            prices: {
                                [key: string]: number;
                            };
                            rules?: {
                                [key: string]: {
                                    min_quantity: number | null;
                                    quantity_multiple: number | null;
                                };
                            };
                        }[];
                        deleted: number[];
                        cursor: string;
                        more: boolean;
                        reset: boolean;
                        /**
                         * Format: date
                         * @description La data del server (Europa/Roma) al momento della risposta
                         */
                        server_date: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    syncOrders: {
        parameters: {
            query?: {
                /** @description Il cursore della risposta precedente; assente alla prima sincronizzazione */
                cursor?: string;
            };
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            id: number;
                            code: string;
                            issue_date: string;
                            issued: boolean;
                            processed: boolean;
                            status: {
                                name: string;
                                code: string;
                            } | null;
                            total_net: number;
                            total: number;
                            notes: string | null;
                            shipping_name: string | null;
                            shipping_address: string | null;
                            shipping_zip_code: string | null;
                            shipping_city: string | null;
                            profile_external_id: string;
                            profile: {
                                external_id: string;
                                company_name: string;
                            };
                            customer: {
                                id: number;
                                external_id: string;
                                company_name: string;
                            };
                            quote: {
                                id: number;
                                name: string | null;
                                version: number;
                            } | null;
                            approval: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "rejected";
                                reasons: {
                                    lines: {
                                        product_code: string;
                                        description: string;
                                        discount_1: number;
                                        discount_2: number;
                                        effective_discount: number;
                                        limit: number;
                                    }[];
                                    overdue: {
                                        days_late: number;
                                        amount: number;
                                        message: string;
                                    } | null;
                                    messages: string[];
                                };
                                requested_by: {
                                    id: number;
                                    name: string;
                                };
                                requested_at: string;
                                decided_by: {
                                    id: number;
                                    name: string;
                                } | null;
                                decided_at: string | null;
                                rejection_reason: string | null;
                            } | null;
                            status_id: number | null;
                            items: {
                                id: number;
                                product_external_id: string;
                                description: string;
                                price: number;
                                quantity: number;
                                discount_1: number;
                                discount_2: number;
                                total: number;
                                notes: string | null;
                                product: {
                                    id: number;
                                    external_id: string;
                                    description: string;
                                } | null;
                            }[];
                        }[];
                        deleted: number[];
                        cursor: string;
                        more: boolean;
                        reset: boolean;
                        /**
                         * Format: date
                         * @description La data del server (Europa/Roma) al momento della risposta
                         */
                        server_date: string;
                    };
                };
            };
            /** @description Errore: VALIDATION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    syncQuotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quotes: {
                            id: number;
                            name: string | null;
                            created_at: string;
                            profile_external_id: string;
                            customer_external_id: string;
                            total: number;
                            total_final: number;
                            issue_date: string | null;
                            order_code: string | null;
                            version: number;
                            valid_until: string | null;
                            profile: {
                                external_id: string;
                                company_name: string;
                            };
                            customer: {
                                id: number;
                                external_id: string;
                                company_name: string;
                            };
                            revision: number;
                            updated_at: string;
                            notes: string | null;
                            payment_mode_id: number | null;
                            shipping_address_id: number | null;
                            shipping_address_is_new: boolean;
                            shipping_address_new: string | null;
                            versions: {
                                version: number;
                                saved_at: string;
                                saved_by: string | null;
                                shared_at: string | null;
                                valid_until: string | null;
                                total_final: number;
                                count: number;
                                current: boolean;
                                snapshot: {
                                    name: string | null;
                                    notes: string | null;
                                    payment_mode: string | null;
                                    shipping: string[];
                                    promotion: string | null;
                                    total_final: number;
                                    items: {
                                        product_code: string;
                                        description: string;
                                        quantity: number;
                                        price: number;
                                        discount_1: number;
                                        discount_2: number;
                                        row_total: number;
                                        notes: string | null;
                                    }[];
                                };
                            }[];
                            items: {
                                product_id: number;
                                product_code: string;
                                description: string;
                                quantity: number;
                                price: number;
                                discount_1: number;
                                discount_2: number;
                                notes: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    "syncCart-rules": {
        parameters: {
            query?: never;
            header?: {
                /** @description Id dell'utente per cui lavora la pagina che chiama: se la sessione è di un altro utente (entrato in un'altra scheda), 409 SESSION_USER_CHANGED e nulla viene letto o registrato. Ogni risposta con una sessione porta nella stessa intestazione l'id del suo utente. */
                "X-Portale-User"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Risposta corretta */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rules: {
                            [key: string]: {
                                id: number;
                                type: string;
                                external_id: string;
                                description: string;
                                priority: number;
                                weight_min_grams: number | null;
                                weight_max_grams: number | null;
                                amount_min_cents: number | null;
                                amount_max_cents: number | null;
                                is_free_shipping: boolean;
                                price_cents: number;
                            }[];
                        };
                        payment_modes: {
                            id: number;
                            description: string;
                            discount: number;
                        }[];
                        order_minimums: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description Errore: BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SESSION_USER_CHANGED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: INTERNAL */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Errore: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Secondi da attendere prima di riprovare */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
