import logging
import os
from functools import lru_cache
from typing import List, Optional

from fastapi import Depends, FastAPI, Query
from ldap3 import ALL, Connection, Server
from pydantic import BaseModel

log = logging.getLogger("directory")
app = FastAPI(title="People directory")


class Settings(BaseModel):
    host: str = os.environ.get("LDAP_HOST", "ldaps://ldap.corp.local")
    bind_dn: str = os.environ.get("LDAP_BIND_DN", "cn=reader,dc=corp,dc=local")
    password: str = os.environ.get("LDAP_BIND_PW", "")
    base_dn: str = "ou=people,dc=corp,dc=local"


class Person(BaseModel):
    name: str
    email: Optional[str] = None
    department: Optional[str] = None


@lru_cache
def get_settings() -> Settings:
    return Settings()


class Directory:
    attributes = ["cn", "mail", "departmentNumber"]

    def __init__(self, settings: Settings):
        self.settings = settings
        self.server = Server(settings.host, get_info=ALL)

    def _connect(self) -> Connection:
        return Connection(self.server, self.settings.bind_dn, self.settings.password, auto_bind=True)

    def search(self, text: str, department: Optional[str]) -> List[Person]:
        clauses = [f"(|(cn=*{text}*)(mail=*{text}*))", "(objectClass=person)"]
        if department:
            clauses.append(f"(departmentNumber={department})")
        ldap_filter = "(&" + "".join(clauses) + ")"
        with self._connect() as conn:
            conn.search(self.settings.base_dn, ldap_filter, attributes=self.attributes, size_limit=50)
            entries = conn.entries
        return [
            Person(
                name=str(e.cn),
                email=str(e.mail) if "mail" in e else None,
                department=str(e.departmentNumber) if "departmentNumber" in e else None,
            )
            for e in entries
        ]


def get_directory(settings: Settings = Depends(get_settings)) -> Directory:
    return Directory(settings)


@app.get("/health")
def health():
    return {"status": "ok"}


@app.get("/people", response_model=List[Person])
def people(
    q: str = Query(..., min_length=2),
    department: Optional[str] = None,
    directory: Directory = Depends(get_directory),
):
    log.info("directory search q=%s dept=%s", q, department)
    return directory.search(q, department)
