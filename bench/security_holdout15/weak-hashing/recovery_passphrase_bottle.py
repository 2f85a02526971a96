import hashlib

from bottle import Bottle, HTTPError, request

app = Bottle()
RECOVERY = {}


def fingerprint(account, passphrase):
    normalized = passphrase.strip().lower()
    return hashlib.sha1(f"{account}:{normalized}".encode()).hexdigest()


@app.post("/accounts/<account>/recovery")
def set_recovery(account):
    passphrase = request.forms.getunicode("passphrase", "")
    if len(passphrase) < 8:
        raise HTTPError(400, "too short")
    RECOVERY[account] = fingerprint(account, passphrase)
    return {"stored": True}


@app.post("/accounts/<account>/recover")
def recover(account):
    presented = request.forms.getunicode("passphrase", "")
    return {"match": RECOVERY.get(account) == fingerprint(account, presented)}
