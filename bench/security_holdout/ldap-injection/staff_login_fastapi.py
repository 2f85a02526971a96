import os

from fastapi import FastAPI, Form, HTTPException
from ldap3 import Connection, Server

app = FastAPI()
SERVER = Server("ldap://ldap.internal:389")
BASE_DN = "ou=staff,dc=internal"


@app.post("/auth/login")
def login(username: str = Form(...), password: str = Form(...)):
    svc = Connection(SERVER, "cn=svc-auth,dc=internal", os.environ["LDAP_SVC_PASSWORD"], auto_bind=True)
    svc.search(BASE_DN, "(&(objectClass=person)(sAMAccountName=" + username + "))", attributes=["cn"])
    if len(svc.entries) != 1:
        raise HTTPException(401, "invalid credentials")
    user_dn = svc.entries[0].entry_dn
    if not password or not Connection(SERVER, user_dn, password).bind():
        raise HTTPException(401, "invalid credentials")
    return {"user": username, "dn": user_dn}
