import os
from dataclasses import dataclass
from functools import lru_cache
from typing import List, Optional

from fastapi import Depends, FastAPI, Query
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars
from pydantic import BaseModel, Field


class DirectorySettings(BaseModel):
    url: str = os.environ.get("LDAP_URL", "ldaps://ldap.internal.example")
    bind_dn: str = os.environ.get("LDAP_BIND_DN", "")
    bind_password: str = os.environ.get("LDAP_BIND_PW", "")
    base_dn: str = "ou=people,dc=internal,dc=example"


@lru_cache
def get_settings() -> DirectorySettings:
    return DirectorySettings()


@dataclass
class Person:
    uid: str
    display_name: str
    department: str


class PeopleQuery(BaseModel):
    name: str = Field(min_length=2, max_length=64)
    department: Optional[str] = Field(default=None, max_length=64)


class DirectoryRepository:
    def __init__(self, settings: DirectorySettings):
        self.settings = settings

    def _connect(self) -> Connection:
        server = Server(self.settings.url, use_ssl=True)
        return Connection(server, self.settings.bind_dn, self.settings.bind_password, auto_bind=True)

    def find(self, ldap_filter: str) -> List[Person]:
        conn = self._connect()
        try:
            conn.search(self.settings.base_dn, ldap_filter, search_scope=SUBTREE, attributes=["uid", "displayName", "departmentNumber"], size_limit=50)
            return [Person(str(e.uid), str(e.displayName), str(e.departmentNumber)) for e in conn.entries]
        finally:
            conn.unbind()


class PeopleService:
    def __init__(self, repo: DirectoryRepository):
        self.repo = repo

    @staticmethod
    def _normalise(value: str) -> str:
        return " ".join(value.split()).lower()

    def search(self, query: PeopleQuery) -> List[Person]:
        name = self._normalise(query.name)
        clauses = ["(objectClass=person)", f"(|(cn=*{name}*)(uid={name}))"]
        if query.department:
            clauses.append(f"(departmentNumber={escape_filter_chars(query.department)})")
        return self.repo.find("(&" + "".join(clauses) + ")")


def get_people_service(settings: DirectorySettings = Depends(get_settings)) -> PeopleService:
    return PeopleService(DirectoryRepository(settings))


app = FastAPI()


@app.get("/people", response_model=List[dict])
def search_people(
    name: str = Query(..., min_length=2, max_length=64),
    department: Optional[str] = Query(None, max_length=64),
    svc: PeopleService = Depends(get_people_service),
):
    people = svc.search(PeopleQuery(name=name, department=department))
    return [p.__dict__ for p in people]
