import logging
import os
from typing import List, Optional

from fastapi import Depends, FastAPI, Query
from ldap3 import SUBTREE, Connection, Server
from pydantic import BaseModel

log = logging.getLogger("directory")
app = FastAPI()

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://dc01.example.local")
BIND_DN = os.environ.get("LDAP_BIND_DN", "CN=svc-dir,OU=Service,DC=example,DC=local")
BIND_PW = os.environ.get("LDAP_BIND_PW", "")
SEARCH_BASE = "OU=Staff,DC=example,DC=local"


class Person(BaseModel):
    dn: str
    name: str
    email: Optional[str] = None
    title: Optional[str] = None


class DirectoryClient:
    attributes = ["displayName", "mail", "title"]

    def __init__(self, conn: Connection):
        self.conn = conn

    @staticmethod
    def build_filter(name: str, department: Optional[str]) -> str:
        terms = ["(objectCategory=person)", f"(displayName=*{name}*)"]
        if department:
            terms.append(f"(department={department})")
        return "(&" + "".join(terms) + ")"

    def search(self, name: str, department: Optional[str]) -> List[Person]:
        query = self.build_filter(name, department)
        log.debug("directory search issued")
        self.conn.search(SEARCH_BASE, query, search_scope=SUBTREE, attributes=self.attributes, size_limit=50)
        people = []
        for entry in self.conn.entries:
            people.append(Person(
                dn=entry.entry_dn,
                name=str(entry.displayName),
                email=str(entry.mail) if entry.mail else None,
                title=str(entry.title) if entry.title else None,
            ))
        return people


def get_directory():
    conn = Connection(Server(LDAP_URL, use_ssl=True), BIND_DN, BIND_PW, auto_bind=True)
    try:
        yield DirectoryClient(conn)
    finally:
        conn.unbind()


@app.get("/people", response_model=List[Person])
def search_people(
    name: str = Query(..., min_length=2),
    department: Optional[str] = None,
    directory: DirectoryClient = Depends(get_directory),
):
    return directory.search(name, department)


@app.get("/health")
def health():
    return {"status": "ok"}
