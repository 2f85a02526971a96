import os

from fastapi import FastAPI, HTTPException
from ldap3 import LEVEL, Connection, Server

app = FastAPI()
SERVER = Server("ldap://ldap.internal")
UNITS = {"eng": "ou=engineering", "ops": "ou=operations", "fin": "ou=finance"}


@app.get("/units/{unit}/people")
def unit_people(unit: str):
    rdn = UNITS.get(unit)
    if rdn is None:
        raise HTTPException(status_code=404, detail="unknown unit")
    conn = Connection(SERVER, os.environ["LDAP_DN"], os.environ["LDAP_PW"], auto_bind=True)
    conn.search(f"{rdn},dc=internal", "(objectClass=person)", search_scope=LEVEL, attributes=["cn"])
    return {"people": [str(entry.cn) for entry in conn.entries]}
