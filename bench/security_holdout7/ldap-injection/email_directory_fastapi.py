from typing import List

from fastapi import FastAPI, Query
from ldap3 import Connection, Server, SUBTREE

app = FastAPI()
LDAP_SERVER = Server("ldap://ldap.internal:389")
BASE_DN = "ou=users,dc=internal"


@app.get("/directory/emails")
def email_directory(
    prefix: str = Query(..., min_length=1),
    domain: str = Query("internal"),
) -> List[dict]:
    pattern = prefix + "*@" + domain + "*"
    ldap_filter = "(&(objectClass=inetOrgPerson)(mail=" + pattern + "))"
    conn = Connection(LDAP_SERVER, auto_bind=True)
    conn.search(
        search_base=BASE_DN,
        search_filter=ldap_filter,
        search_scope=SUBTREE,
        attributes=["cn", "mail"],
    )
    people = [{"name": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    conn.unbind()
    return people
