import os
from typing import List, Optional

import ldap
from ldap.dn import escape_dn_chars
from ldap.filter import filter_format
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

LDAP_URI = os.environ.get("LDAP_URI", "ldaps://ldap.example.net")
USERS_OU = "ou=users,dc=example,dc=net"
GROUPS_OU = "ou=groups,dc=example,dc=net"


class LdapAuthService:
    def __init__(self, uri: str):
        self.uri = uri

    def _connect(self):
        conn = ldap.initialize(self.uri)
        conn.set_option(ldap.OPT_NETWORK_TIMEOUT, 5)
        return conn

    def user_dn(self, username: str) -> str:
        return "uid={},{}".format(escape_dn_chars(username), USERS_OU)

    def authenticate(self, username: str, password: str) -> bool:
        if not password:
            return False
        conn = self._connect()
        try:
            conn.simple_bind_s(self.user_dn(username), password)
            return True
        except ldap.INVALID_CREDENTIALS:
            return False
        finally:
            conn.unbind_s()

    def groups(self, username: str) -> List[str]:
        conn = self._connect()
        try:
            query = filter_format("(&(objectClass=groupOfNames)(member=%s))", [self.user_dn(username)])
            results = conn.search_s(GROUPS_OU, ldap.SCOPE_ONELEVEL, query, ["cn"])
        finally:
            conn.unbind_s()
        return [attrs["cn"][0].decode() for dn, attrs in results if dn]


service = LdapAuthService(LDAP_URI)


class LoginRequest(BaseModel):
    username: str
    password: str
    include_groups: Optional[bool] = False


@app.post("/auth/ldap")
def ldap_login(body: LoginRequest):
    if not service.authenticate(body.username, body.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    payload = {"user": body.username}
    if body.include_groups:
        payload["groups"] = service.groups(body.username)
    return payload
