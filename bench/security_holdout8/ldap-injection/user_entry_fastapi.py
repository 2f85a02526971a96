import re

from fastapi import FastAPI, HTTPException
from ldap3 import BASE, Connection, Server
from ldap3.utils.dn import escape_rdn

app = FastAPI()
LDAP_HOST = "ldap.example.com"
PEOPLE_BASE = "ou=people,dc=example,dc=com"
UID_RE = re.compile(r"[a-z][a-z0-9._-]{1,31}")


@app.get("/users/{uid}")
def user_entry(uid: str):
    if not UID_RE.fullmatch(uid):
        raise HTTPException(status_code=422, detail="invalid uid")
    dn = "uid={},{}".format(escape_rdn(uid), PEOPLE_BASE)
    with Connection(Server(LDAP_HOST, use_ssl=True), auto_bind=True) as conn:
        found = conn.search(dn, "(objectClass=*)", search_scope=BASE, attributes=["cn", "mail", "uid"])
        if not found or not conn.entries:
            raise HTTPException(status_code=404, detail="no such user")
        entry = conn.entries[0]
        return {"uid": str(entry.uid), "name": str(entry.cn), "mail": str(entry.mail)}
