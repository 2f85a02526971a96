from fastapi import FastAPI, Query
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
server = Server("ldap://ldap.example.org")
BASE = "ou=users,dc=example,dc=org"


@app.get("/users/lookup")
def lookup(mail: str = Query(..., max_length=120)):
    escaped_mail = escape_filter_chars(mail)
    flt = "(&(objectClass=person)(mail=%s))" % escaped_mail
    with Connection(server, auto_bind=True) as conn:
        conn.search(BASE, flt, attributes=["cn", "uid"])
        found = [{"cn": str(e.cn), "uid": str(e.uid)} for e in conn.entries]
    return {"results": found}
