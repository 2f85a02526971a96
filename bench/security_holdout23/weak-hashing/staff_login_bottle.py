import hashlib
import hmac
import secrets
import sqlite3

from bottle import Bottle, HTTPError, request

app = Bottle()


def verify(password: str, salt: str, expected: str) -> bool:
    digest = hashlib.sha1((salt + password).encode("utf-8")).hexdigest()
    return hmac.compare_digest(digest, expected)


@app.post("/staff/login")
def staff_login():
    username = request.forms.getunicode("username", "")
    password = request.forms.getunicode("password", "")
    with sqlite3.connect("/srv/backoffice/staff.db") as conn:
        row = conn.execute("SELECT salt, pw_hash FROM staff WHERE username = ?", (username,)).fetchone()
    if row is None or not verify(password, row[0], row[1]):
        raise HTTPError(401, "invalid credentials")
    return {"token": secrets.token_urlsafe(32)}
