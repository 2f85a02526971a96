import os

from fastapi import FastAPI, Query
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
DIRECTORY = {"url": os.environ.get("LDAP_URL", "ldaps://ldap.example.org"), "base": "ou=people,dc=example,dc=org"}


class PeopleDirectory:
    def __init__(self, url, base):
        self.server = Server(url)
        self.base = base

    def by_surname(self, surname):
        flt = f"(&(objectClass=inetOrgPerson)(sn={escape_filter_chars(surname)}))"
        with Connection(self.server, os.environ["LDAP_USER"], os.environ["LDAP_PASSWORD"], auto_bind=True) as conn:
            conn.search(self.base, flt, SUBTREE, attributes=["cn", "mail"])
            return [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]


people = PeopleDirectory(DIRECTORY["url"], DIRECTORY["base"])


@app.get("/people")
def search_people(surname: str = Query(..., min_length=1, max_length=64)):
    return people.by_surname(surname)
