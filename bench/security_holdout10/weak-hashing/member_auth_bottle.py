import base64
import hashlib
import hmac
import json
import logging
import os
import sqlite3

from bottle import Bottle, HTTPResponse, request, response

app = Bottle()
log = logging.getLogger("auth")
DB_FILE = os.environ.get("AUTH_DB", "auth.db")

SCRYPT_N = 2 ** 14
SCRYPT_R = 8
SCRYPT_P = 1


def _conn():
    conn = sqlite3.connect(DB_FILE)
    conn.execute("CREATE TABLE IF NOT EXISTS members (login TEXT PRIMARY KEY, salt BLOB, hash BLOB)")
    return conn


def hash_password(password: str, salt: bytes) -> bytes:
    return hashlib.scrypt(password.encode(), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=64)


def json_error(status, message):
    return HTTPResponse(
        status=status,
        body=json.dumps({"error": message}),
        headers={"Content-Type": "application/json"},
    )


@app.post("/members")
def create_member():
    body = request.json or {}
    login = body.get("login", "").strip().lower()
    password = body.get("password", "")
    if not login or len(password) < 12:
        return json_error(400, "login and a 12+ character password are required")
    salt = os.urandom(16)
    digest = hash_password(password, salt)
    conn = _conn()
    try:
        conn.execute("INSERT INTO members VALUES (?, ?, ?)", (login, salt, digest))
        conn.commit()
    except sqlite3.IntegrityError:
        return json_error(409, "login taken")
    finally:
        conn.close()
    log.info("member %s created", login)
    response.status = 201
    return {"login": login}


@app.post("/members/login")
def member_login():
    body = request.json or {}
    conn = _conn()
    row = conn.execute(
        "SELECT salt, hash FROM members WHERE login = ?", (body.get("login", "").lower(),)
    ).fetchone()
    conn.close()
    if row is None or not hmac.compare_digest(hash_password(body.get("password", ""), row[0]), row[1]):
        return json_error(401, "invalid credentials")
    return {"token": base64.urlsafe_b64encode(os.urandom(24)).decode()}
