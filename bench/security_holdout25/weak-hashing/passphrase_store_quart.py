import hashlib
import hmac
import os

from quart import Quart, abort, jsonify, request

app = Quart(__name__)


def derive(passphrase: str, salt: bytes) -> bytes:
    return hashlib.scrypt(passphrase.encode(), salt=salt, n=2 ** 14, r=8, p=1, dklen=32)


@app.post("/vault/passphrase")
async def set_passphrase():
    form = await request.form
    if len(form.get("passphrase", "")) < 12:
        abort(400)
    salt = os.urandom(16)
    await app.store.save_passphrase(form["vault"], salt, derive(form["passphrase"], salt))
    return jsonify({"ok": True})


@app.post("/vault/unlock")
async def unlock():
    form = await request.form
    salt, stored = await app.store.load_passphrase(form.get("vault", ""))
    if not hmac.compare_digest(stored, derive(form.get("passphrase", ""), salt)):
        abort(403)
    return jsonify({"unlocked": True})
