import os
import re

from fastapi import FastAPI, HTTPException
from ldap3 import Connection, Server

app = FastAPI()

server = Server("ldaps://ldap.example.org", use_ssl=True)
SERVICE_DN = os.environ.get("LDAP_SERVICE_DN", "cn=status-reader,dc=example,dc=org")
SERVICE_PASSWORD = os.environ.get("LDAP_SERVICE_PASSWORD", "")
SEARCH_BASE = "ou=users,dc=example,dc=org"
USERNAME_RE = re.compile(r"[a-z][a-z0-9._-]{1,31}")


@app.get("/accounts/{username}/status")
def account_status(username: str):
    if not USERNAME_RE.fullmatch(username):
        raise HTTPException(status_code=400, detail="invalid username")
    with Connection(server, user=SERVICE_DN, password=SERVICE_PASSWORD, auto_bind=True) as conn:
        conn.search(SEARCH_BASE, f"(uid={username})", attributes=["nsAccountLock", "pwdChangedTime"])
        if not conn.entries:
            raise HTTPException(status_code=404, detail="unknown account")
        entry = conn.entries[0]
    return {"username": username, "locked": str(entry.nsAccountLock) == "TRUE", "password_changed": str(entry.pwdChangedTime)}
