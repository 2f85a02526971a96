import ldap
from ldap.filter import filter_format
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, EmailStr

from app.config import settings

app = FastAPI()


class RouteQuery(BaseModel):
    address: EmailStr


def open_directory():
    conn = ldap.initialize(settings.ldap_uri)
    conn.simple_bind_s(settings.ldap_bind_dn, settings.ldap_bind_password)
    return conn


@app.post("/mail/route")
def mail_route(query: RouteQuery):
    conn = open_directory()
    try:
        search_filter = filter_format("(|(mail=%s)(mailAlternateAddress=%s))", [query.address, query.address])
        results = conn.search_s(settings.ldap_base, ldap.SCOPE_SUBTREE, search_filter, ["mailHost"])
    finally:
        conn.unbind_s()
    if not results:
        raise HTTPException(status_code=404, detail="unknown recipient")
    _dn, attrs = results[0]
    return {"address": query.address, "host": attrs["mailHost"][0].decode()}
