import os
from typing import List

from fastapi import Depends, FastAPI, HTTPException, Query
from ldap3 import SUBTREE, Connection, Server
from pydantic import BaseModel

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://directory.example.net")
PEOPLE_BASE = "ou=people,dc=example,dc=net"
SERVICE_DN = os.environ.get("LDAP_SERVICE_DN", "cn=svc-portal,ou=services,dc=example,dc=net")
SERVICE_PASSWORD = os.environ.get("LDAP_SERVICE_PASSWORD", "")
ATTRIBUTES = ["uid", "cn", "mail", "departmentNumber"]

app = FastAPI()


class Person(BaseModel):
    uid: str
    name: str
    mail: str
    department: str


class DirectoryClient:
    def __init__(self, url: str = LDAP_URL):
        self.server = Server(url, use_ssl=True)

    def connection(self) -> Connection:
        return Connection(self.server, user=SERVICE_DN, password=SERVICE_PASSWORD, auto_bind=True)

    @staticmethod
    def build_filter(department: str, mail_domain: str) -> str:
        return (
            "(&(objectClass=inetOrgPerson)"
            f"(departmentNumber={department})"
            f"(mail=*@{mail_domain}))"
        )

    def find_people(self, department: str, mail_domain: str) -> List[Person]:
        search_filter = self.build_filter(department, mail_domain)
        with self.connection() as conn:
            conn.search(
                search_base=PEOPLE_BASE,
                search_filter=search_filter,
                search_scope=SUBTREE,
                attributes=ATTRIBUTES,
                size_limit=200,
            )
            return [
                Person(
                    uid=str(e.uid),
                    name=str(e.cn),
                    mail=str(e.mail),
                    department=str(e.departmentNumber),
                )
                for e in conn.entries
            ]


def get_directory() -> DirectoryClient:
    return DirectoryClient()


@app.get("/people", response_model=List[Person])
def list_people(
    department: str = Query(..., max_length=64),
    domain: str = Query("example.net", max_length=64),
    directory: DirectoryClient = Depends(get_directory),
):
    people = directory.find_people(department, domain)
    if not people:
        raise HTTPException(status_code=404, detail="no matching people")
    return people
