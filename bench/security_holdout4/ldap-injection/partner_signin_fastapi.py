import os

from fastapi import FastAPI, HTTPException
from ldap3 import Connection, Server
from pydantic import BaseModel

app = FastAPI(title="Freight partner portal")


class DirectoryClient:
    def __init__(self):
        self.server = Server(os.environ["PARTNER_LDAP_URL"])
        self.base = "ou=partners,dc=freight,dc=example"

    def find_partner_dn(self, username):
        conn = Connection(self.server, os.environ["PARTNER_LDAP_BIND_DN"], os.environ["PARTNER_LDAP_BIND_PW"], auto_bind=True)
        query = "(&(objectClass=inetOrgPerson)(uid=%s)(partnerStatus=active))" % username
        conn.search(self.base, query, attributes=["uid"])
        return conn.entries[0].entry_dn if conn.entries else None

    def check_password(self, dn, password):
        return Connection(self.server, dn, password).bind()


class SignIn(BaseModel):
    username: str
    password: str


@app.post("/signin")
def signin(body: SignIn):
    client = DirectoryClient()
    dn = client.find_partner_dn(body.username)
    if dn is None or not client.check_password(dn, body.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"partner_dn": dn}
