export const id = 332;
export const ids = [332];
export const modules = {

/***/ 1332:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   signDetached: () => (/* binding */ signDetached)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _actions_exec__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1260);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4611);
// Signs text with the local `gpg` (through @actions/exec, as the design names it): a detached
// ASCII-armored signature, the form Gitea and Forgejo verify GPG key ownership with (a clearsigned
// token is refused with 422). The key must be in the keyring (an earlier step imports it); the
// passphrase, when one is needed, goes to gpg on standard input (--passphrase-fd 0), never on the
// command line. Nothing gpg prints is passed on raw: its errors are turned into our own words.





async function signDetached(text, keyId, passphrase) {
    if (!/^[0-9A-Fa-f]{8,40}$/.test(keyId))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`param "sign": the server gave no usable GPG key id to sign with (${keyId ? 'not a hex key id' : 'none'})`);
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'svc-sign-'));
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'token.txt');
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, text, { mode: 0o600 });
        const args = ['--batch', '--yes', '--armor', '--detach-sign', '--local-user', keyId, '--output', '-'];
        if (passphrase !== undefined)
            args.push('--pinentry-mode', 'loopback', '--passphrase-fd', '0');
        let out;
        try {
            // Standard input only when gpg reads it (--passphrase-fd 0): otherwise writing it races gpg's exit.
            const input = passphrase !== undefined ? { input: Buffer.from(`${passphrase}\n`) } : {};
            // This module's environment, passed on explicitly (GNUPGHOME and the agent's socket live there).
            const env = Object.fromEntries(Object.entries(process.env).filter((e) => e[1] !== undefined));
            out = await (0,_actions_exec__WEBPACK_IMPORTED_MODULE_3__/* .getExecOutput */ .H)('gpg', [...args, file], { ...input, env, silent: true, ignoreReturnCode: true });
        }
        catch (e) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`param "sign": gpg could not be started (${e.message.includes('Unable to locate') ? 'gpg is not installed or not on PATH' : 'exec failed'}); install gnupg on the runner`);
        }
        if (out.exitCode !== 0 || !out.stdout.includes('BEGIN PGP SIGNATURE')) {
            const why = /bad passphrase|passphrase/i.test(out.stderr) && !/no secret key/i.test(out.stderr)
                ? 'the passphrase was refused (set gpg-passphrase, or --gpg-passphrase-stdin for the CLI)'
                : /no secret key|skipped|not found|unusable/i.test(out.stderr)
                    ? `the secret key ${keyId} is not in the keyring: import it first (gpg --batch --import)`
                    : `gpg exited with ${out.exitCode}`;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`param "sign": could not sign with key ${keyId}: ${why}`);
        }
        return out.stdout;
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}


/***/ })

};

//# sourceMappingURL=index.332.js.map
