import os

import ldap
from fastapi import FastAPI, HTTPException
from ldap.filter import filter_format
from pydantic import BaseModel, Field

app = FastAPI()
BASE_DN = "ou=aliases,dc=mail,dc=example"


class AliasQuery(BaseModel):
    address: str = Field(..., min_length=3, max_length=254)


@app.post("/aliases/resolve")
def resolve_alias(query: AliasQuery):
    search_filter = filter_format("(&(objectClass=mailAlias)(mail=%s))", [query.address])
    conn = ldap.initialize(os.environ["LDAP_URI"])
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    try:
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, search_filter, ["mailForwardingAddress"])
    finally:
        conn.unbind_s()
    if not results:
        raise HTTPException(404, "no such alias")
    return {"targets": [v.decode() for v in results[0][1].get("mailForwardingAddress", [])]}
