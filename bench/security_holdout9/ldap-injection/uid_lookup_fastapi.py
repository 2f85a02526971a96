from fastapi import FastAPI
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
server = Server("ldap://ldap.internal")


@app.get("/users/{uid}")
def lookup(uid: str):
    escaped = escape_filter_chars(uid)
    ldap_filter = f"(&(objectClass=inetOrgPerson)(uid={escaped}))"
    with Connection(server, "cn=ro,dc=internal", "ro-secret", auto_bind=True) as conn:
        conn.search("ou=users,dc=internal", ldap_filter, attributes=["cn", "mail"])
        entries = [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    return {"results": entries}
