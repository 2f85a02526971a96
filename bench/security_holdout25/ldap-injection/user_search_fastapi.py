import os

from fastapi import FastAPI, Query
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
server = Server("ldap://ldap.internal:389")


@app.get("/users/search")
def search_users(q: str = Query(..., min_length=2, max_length=64), active: bool = True):
    term = escape_filter_chars(q)
    parts = ["(objectCategory=person)", f"(|(cn=*{term}*)(sAMAccountName={term}*))"]
    if active:
        parts.append("(!(userAccountControl:1.2.840.113556.1.4.803:=2))")
    query = "(&" + "".join(parts) + ")"
    conn = Connection(server, user=os.environ["LDAP_USER"], password=os.environ["LDAP_PASSWORD"], auto_bind=True)
    try:
        conn.search("dc=corp,dc=local", query, SUBTREE, attributes=["cn", "mail"], size_limit=25)
        return [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    finally:
        conn.unbind()
