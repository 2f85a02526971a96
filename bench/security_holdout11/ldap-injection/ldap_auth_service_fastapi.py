import logging
import os
from functools import lru_cache
from typing import List

from fastapi import FastAPI, HTTPException
from ldap3 import ALL, Connection, Server
from pydantic import BaseModel

log = logging.getLogger("ldap-auth")
app = FastAPI()


class Settings:
    url = os.getenv("LDAP_URL", "ldap://ldap.internal")
    base = os.getenv("LDAP_BASE", "dc=example,dc=org")
    bind_dn = os.getenv("LDAP_BIND_DN", "cn=svc-auth,dc=example,dc=org")
    bind_pw = os.getenv("LDAP_BIND_PW", "")
    group_base = os.getenv("LDAP_GROUP_BASE", "ou=groups,dc=example,dc=org")


@lru_cache()
def settings() -> Settings:
    return Settings()


class LoginBody(BaseModel):
    username: str
    password: str


class Directory:
    def __init__(self, cfg: Settings):
        self.cfg = cfg
        self.server = Server(cfg.url, get_info=ALL)

    def service_conn(self) -> Connection:
        return Connection(self.server, self.cfg.bind_dn, self.cfg.bind_pw, auto_bind=True)

    def find_user_dn(self, username: str) -> str:
        conn = self.service_conn()
        query = f"(&(objectClass=person)(sAMAccountName={username}))"
        conn.search(self.cfg.base, query, attributes=["distinguishedName"])
        if not conn.entries:
            raise HTTPException(401, "unknown user")
        return conn.entries[0].entry_dn

    def groups_of(self, user_dn: str) -> List[str]:
        conn = self.service_conn()
        conn.search(self.cfg.group_base, "(member=*)", attributes=["cn", "member"])
        return [str(e.cn) for e in conn.entries if user_dn in e.member.values]

    def verify(self, user_dn: str, password: str) -> bool:
        return Connection(self.server, user_dn, password).bind()


@app.post("/login")
def login(body: LoginBody):
    directory = Directory(settings())
    dn = directory.find_user_dn(body.username)
    if not body.password or not directory.verify(dn, body.password):
        raise HTTPException(401, "invalid credentials")
    groups = directory.groups_of(dn)
    log.info("authenticated %s groups=%s", dn, groups)
    return {"dn": dn, "groups": groups}
