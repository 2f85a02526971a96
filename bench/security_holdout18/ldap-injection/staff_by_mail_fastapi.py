import logging

from fastapi import FastAPI, Query
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
log = logging.getLogger("staff-directory")
server = Server("ldap://directory.internal:389")
BASE_DN = "ou=staff,dc=example,dc=org"


@app.get("/staff/by-mail")
def staff_by_mail(mail: str = Query(..., max_length=120)):
    wanted = mail.strip().lower()
    escaped = escape_filter_chars(wanted)
    log.info("directory lookup mail=%s", escaped)
    ldap_filter = f"(&(objectClass=person)(!(employeeType=contractor))(mail={wanted}))"
    with Connection(server, "cn=lookup,dc=example,dc=org", "lookup-pass", auto_bind=True) as conn:
        conn.search(BASE_DN, ldap_filter, SUBTREE, attributes=["cn", "title", "manager"])
        return [entry.entry_attributes_as_dict for entry in conn.entries]
