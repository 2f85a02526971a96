import hashlib
import os

from quart import Quart, jsonify, request, session

app = Quart(__name__)
app.secret_key = os.environ["APP_SECRET"]
CREDENTIALS = {}
ITERATIONS = 600_000


@app.post("/account/password")
async def change_password():
    user = session.get("user")
    if user is None:
        return jsonify({"error": "login required"}), 401
    form = await request.form
    new_password = form.get("new_password", "")
    salt = os.urandom(16)
    derived = hashlib.pbkdf2_hmac("sha256", new_password.encode(), salt, ITERATIONS)
    CREDENTIALS[user] = {"salt": salt.hex(), "hash": derived.hex(), "iterations": ITERATIONS}
    return jsonify({"updated": True})
