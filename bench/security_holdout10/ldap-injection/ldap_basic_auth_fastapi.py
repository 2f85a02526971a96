import logging
import os
from functools import lru_cache

from fastapi import Depends, FastAPI, HTTPException
from fastapi.security import HTTPBasic, HTTPBasicCredentials
from ldap3 import ALL, Connection, Server
from ldap3.core.exceptions import LDAPException

app = FastAPI()
security = HTTPBasic()
log = logging.getLogger("ldap-auth")

LDAP_HOST = os.environ.get("LDAP_HOST", "ldaps://dc01.corp.example")
SERVICE_DN = os.environ.get("LDAP_SERVICE_DN", "cn=svc-web,ou=svc,dc=corp,dc=example")
SERVICE_PW = os.environ.get("LDAP_SERVICE_PW", "")
USERS_BASE = "ou=users,dc=corp,dc=example"
GROUPS_BASE = "ou=groups,dc=corp,dc=example"


@lru_cache(maxsize=1)
def server():
    return Server(LDAP_HOST, get_info=ALL, use_ssl=True)


class Directory:
    def __init__(self):
        self.conn = Connection(server(), user=SERVICE_DN, password=SERVICE_PW, auto_bind=True)

    def find_user_dn(self, username: str):
        flt = f"(&(objectClass=user)(sAMAccountName={username}))"
        self.conn.search(USERS_BASE, flt, attributes=["distinguishedName"])
        if not self.conn.entries:
            return None
        return self.conn.entries[0].entry_dn

    def groups_of(self, user_dn: str):
        self.conn.search(GROUPS_BASE, "(objectClass=group)", attributes=["cn", "member"])
        return [str(e.cn) for e in self.conn.entries if user_dn in e.member.values]

    def close(self):
        self.conn.unbind()


def current_user(credentials: HTTPBasicCredentials = Depends(security)):
    directory = Directory()
    try:
        dn = directory.find_user_dn(credentials.username)
        if dn is None:
            raise HTTPException(status_code=401, detail="unknown user")
        try:
            Connection(server(), user=dn, password=credentials.password, auto_bind=True).unbind()
        except LDAPException:
            raise HTTPException(status_code=401, detail="bad password")
        return {"dn": dn, "groups": directory.groups_of(dn)}
    finally:
        directory.close()


@app.get("/me")
def me(user=Depends(current_user)):
    return user


@app.get("/admin/report")
def admin_report(user=Depends(current_user)):
    if "web-admins" not in user["groups"]:
        raise HTTPException(status_code=403)
    log.info("admin report requested by %s", user["dn"])
    return {"ok": True}
