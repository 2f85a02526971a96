from fastapi import Depends, FastAPI, Query
from ldap3 import LEVEL, Connection, Server

from corpdir.auth import require_employee
from corpdir.settings import settings

app = FastAPI()
server = Server(settings.ldap_url, use_ssl=True)


@app.get("/departments/{department}/members")
def department_members(
    department: str,
    title: str = Query(default="*"),
    user=Depends(require_employee),
):
    base = "ou={},ou=departments,dc=corp,dc=example".format(department)
    conn = Connection(
        server,
        settings.ldap_bind_dn,
        settings.ldap_bind_password,
        auto_bind=True,
        read_only=True,
    )
    with conn:
        conn.search(base, "(&(objectClass=person)(title={}))".format(title), search_scope=LEVEL, attributes=["cn", "mail", "title"])
        return [entry.entry_attributes_as_dict for entry in conn.entries]
