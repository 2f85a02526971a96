from functools import lru_cache

from fastapi import Depends, FastAPI, HTTPException, Query
from ldap3 import SUBTREE, Connection, Server
from pydantic import BaseModel
from pydantic_settings import BaseSettings


class LdapSettings(BaseSettings):
    ldap_url: str = "ldap://directory.internal:389"
    ldap_bind_dn: str = "cn=svc-portal,ou=services,dc=example,dc=org"
    ldap_bind_password: str = ""
    ldap_group_base: str = "ou=groups,dc=example,dc=org"


@lru_cache
def get_settings() -> LdapSettings:
    return LdapSettings()


class Member(BaseModel):
    dn: str


class GroupDirectory:
    def __init__(self, cfg: LdapSettings):
        self.cfg = cfg
        self.server = Server(cfg.ldap_url)

    def _connect(self) -> Connection:
        return Connection(
            self.server,
            user=self.cfg.ldap_bind_dn,
            password=self.cfg.ldap_bind_password,
            auto_bind=True,
        )

    def members_of(self, group_name: str) -> list[str]:
        query = "(&(objectClass=groupOfNames)(cn=" + group_name + "))"
        with self._connect() as conn:
            conn.search(self.cfg.ldap_group_base, query, SUBTREE, attributes=["member"])
            if not conn.entries:
                return []
            return [str(m) for m in conn.entries[0].member.values]

    def ping(self) -> bool:
        with self._connect() as conn:
            return conn.bound


def get_directory(cfg: LdapSettings = Depends(get_settings)) -> GroupDirectory:
    return GroupDirectory(cfg)


app = FastAPI(title="groups")


@app.get("/health")
def health(directory: GroupDirectory = Depends(get_directory)):
    return {"ldap": directory.ping()}


@app.get("/groups/members", response_model=list[Member])
def group_members(
    name: str = Query(..., min_length=1, max_length=64),
    directory: GroupDirectory = Depends(get_directory),
):
    members = directory.members_of(name)
    if not members:
        raise HTTPException(status_code=404, detail="group not found")
    return [Member(dn=m) for m in members]
