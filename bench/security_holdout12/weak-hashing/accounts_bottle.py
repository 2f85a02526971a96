import hashlib
import os
import sqlite3

from bottle import Bottle, HTTPError, redirect, request, response

app = Bottle()


class Settings:
    DB_PATH = os.environ.get("ACCOUNTS_DB", "accounts.db")
    HASH_NAME = "md5"
    MIN_PASSWORD = 8


class AccountRepository:
    def __init__(self, path):
        self.path = path

    def _conn(self):
        return sqlite3.connect(self.path)

    def create(self, email, pw_hash, salt):
        with self._conn() as conn:
            conn.execute("INSERT INTO accounts (email, pw_hash, salt) VALUES (?, ?, ?)", (email, pw_hash, salt))

    def update_password(self, email, pw_hash, salt):
        with self._conn() as conn:
            conn.execute("UPDATE accounts SET pw_hash = ?, salt = ? WHERE email = ?", (pw_hash, salt, email))

    def count(self):
        with self._conn() as conn:
            return conn.execute("SELECT COUNT(*) FROM accounts").fetchone()[0]


class PasswordService:
    def __init__(self, settings):
        self.settings = settings

    def hash(self, password):
        salt = os.urandom(8).hex()
        h = hashlib.new(self.settings.HASH_NAME)
        h.update((salt + password).encode())
        return h.hexdigest(), salt


repo = AccountRepository(Settings.DB_PATH)
passwords = PasswordService(Settings)


@app.post("/signup")
def signup():
    email = request.forms.get("email", "").strip().lower()
    password = request.forms.get("password", "")
    if "@" not in email or len(password) < Settings.MIN_PASSWORD:
        raise HTTPError(400, "invalid signup")
    pw_hash, salt = passwords.hash(password)
    repo.create(email, pw_hash, salt)
    redirect("/welcome")


@app.post("/password")
def change_password():
    email = request.get_cookie("account", secret=os.environ["COOKIE_SECRET"])
    if not email:
        raise HTTPError(401)
    pw_hash, salt = passwords.hash(request.forms.get("new_password", ""))
    repo.update_password(email, pw_hash, salt)
    return {"updated": True}


@app.get("/stats")
def stats():
    response.content_type = "application/json"
    return {"accounts": repo.count()}
