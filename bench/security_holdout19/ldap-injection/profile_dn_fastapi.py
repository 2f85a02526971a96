from fastapi import FastAPI
from ldap3 import BASE, Connection, Server

app = FastAPI()
server = Server("ldaps://directory.example.org")


@app.get("/people/profile")
def profile(name: str):
    base_dn = "cn=%s,ou=people,dc=example,dc=org" % name
    conn = Connection(server, user="cn=api,dc=example,dc=org", password="api-secret", auto_bind=True)
    conn.search(search_base=base_dn, search_filter="(objectClass=*)", search_scope=BASE, attributes=["mail", "title"])
    entries = [e.entry_attributes_as_dict for e in conn.entries]
    conn.unbind()
    return {"entries": entries}
