from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException, Query
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
SERVER = Server("ldap://ldap.corp.internal")


def get_conn():
    conn = Connection(SERVER, "cn=reader,dc=corp,dc=internal", "reader-pw", auto_bind=True)
    try:
        yield conn
    finally:
        conn.unbind()


@app.get("/staff")
def staff_lookup(
    conn: Annotated[Connection, Depends(get_conn)],
    uid: Annotated[str, Query(min_length=1, max_length=64)],
):
    ldap_filter = f"(&(objectClass=inetOrgPerson)(uid={escape_filter_chars(uid)}))"
    conn.search("ou=staff,dc=corp,dc=internal", ldap_filter, attributes=["cn", "mail"])
    if not conn.entries:
        raise HTTPException(status_code=404)
    entry = conn.entries[0]
    return {"cn": str(entry.cn), "mail": str(entry.mail)}
