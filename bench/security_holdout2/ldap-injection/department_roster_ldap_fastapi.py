from fastapi import Depends, FastAPI, HTTPException, Query
from ldap3 import LEVEL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from corpdir.auth import require_employee
from corpdir.settings import settings

app = FastAPI()
server = Server(settings.ldap_url, use_ssl=True)

DEPARTMENT_BASES = {
    "engineering": "ou=engineering,ou=departments,dc=corp,dc=example",
    "finance": "ou=finance,ou=departments,dc=corp,dc=example",
    "sales": "ou=sales,ou=departments,dc=corp,dc=example",
    "support": "ou=support,ou=departments,dc=corp,dc=example",
}


@app.get("/departments/{department}/roster")
def department_roster(
    department: str,
    title: str | None = Query(default=None, max_length=64),
    user=Depends(require_employee),
):
    base = DEPARTMENT_BASES.get(department)
    if base is None:
        raise HTTPException(status_code=404, detail="unknown department")
    title_part = escape_filter_chars(title) if title else "*"
    person_filter = f"(&(objectClass=person)(title={title_part}))"
    with Connection(server, settings.ldap_bind_dn, settings.ldap_bind_password, auto_bind=True, read_only=True) as conn:
        conn.search(base, person_filter, search_scope=LEVEL, attributes=["cn", "mail", "title"])
        return [entry.entry_attributes_as_dict for entry in conn.entries]
