import os

from fastapi import FastAPI, HTTPException, Query
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
SERVER = Server(os.environ.get("LDAP_URL", "ldaps://ldap.corp.example"))
BASE_DN = "ou=people,dc=corp,dc=example"


@app.get("/people/by-mail")
def person_by_mail(mail: str = Query(..., max_length=254)):
    wanted = escape_filter_chars(mail.strip())
    flt = f"(&(objectClass=inetOrgPerson)(mail={wanted}))"
    with Connection(SERVER, user=os.environ["LDAP_READER_DN"],
                    password=os.environ["LDAP_READER_PW"], auto_bind=True) as conn:
        conn.search(BASE_DN, flt, search_scope=SUBTREE, attributes=["cn", "mail", "title"])
        if not conn.entries:
            raise HTTPException(status_code=404, detail="no such person")
        return conn.entries[0].entry_attributes_as_dict
