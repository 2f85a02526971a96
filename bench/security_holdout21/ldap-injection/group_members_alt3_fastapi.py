from fastapi import FastAPI
from ldap3 import Server, Connection, BASE

app = FastAPI()
server = Server("ldaps://ldap.corp.example", use_ssl=True)


def group_dn_builder(suffix):
    def build(name):
        return ",".join(["cn=" + name, suffix])
    return build


@app.get("/groups/{group_name}/members")
def group_members(group_name: str):
    build = group_dn_builder("ou=groups,dc=corp,dc=example")
    dn = build(group_name)
    conn = Connection(server, user="cn=reader,dc=corp,dc=example", password="reader", auto_bind=True)
    conn.search(dn, "(objectClass=groupOfNames)", search_scope=BASE, attributes=["member"])
    members = [str(m) for e in conn.entries for m in e.member]
    conn.unbind()
    return {"members": members}
