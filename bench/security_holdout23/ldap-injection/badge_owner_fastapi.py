import os

from fastapi import FastAPI, HTTPException, Query
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
directory = Server(os.environ["LDAP_URL"])


@app.get("/badges/owner")
def badge_owner(badge: str = Query(..., max_length=40)):
    conn = Connection(directory, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True, read_only=True)
    try:
        search_filter = "(&(objectClass=person)(employeeNumber=%s))" % escape_filter_chars(badge)
        conn.search("ou=people,dc=corp,dc=example", search_filter, attributes=["cn", "mail"])
        if not conn.entries:
            raise HTTPException(status_code=404, detail="badge not assigned")
        return conn.entries[0].entry_attributes_as_dict
    finally:
        conn.unbind()
