import logging
from functools import lru_cache
from typing import Iterator, List

from fastapi import Depends, FastAPI, HTTPException, Query
from ldap3 import Connection, Server
from ldap3.core.exceptions import LDAPException
from ldap3.utils.conv import escape_filter_chars
from pydantic import BaseModel
from pydantic_settings import BaseSettings

logger = logging.getLogger("phonebook")


class Settings(BaseSettings):
    ldap_url: str = "ldaps://ldap.example.net"
    ldap_bind_dn: str = "cn=phonebook,ou=services,dc=example,dc=net"
    ldap_bind_password: str = ""
    people_base: str = "ou=people,dc=example,dc=net"


@lru_cache
def get_settings() -> Settings:
    return Settings()


def ldap_connection(settings: Settings = Depends(get_settings)) -> Iterator[Connection]:
    server = Server(settings.ldap_url, use_ssl=True, connect_timeout=4)
    conn = Connection(server, settings.ldap_bind_dn, settings.ldap_bind_password, auto_bind=True, read_only=True)
    try:
        yield conn
    finally:
        conn.unbind()


class Contact(BaseModel):
    name: str
    phone: str | None = None
    office: str | None = None


app = FastAPI(title="Phonebook")


@app.get("/phonebook", response_model=List[Contact])
def phonebook(
    q: str = Query(..., min_length=2, max_length=50),
    conn: Connection = Depends(ldap_connection),
    settings: Settings = Depends(get_settings),
):
    term = escape_filter_chars(q)
    search_filter = f"(&(objectClass=person)(|(cn=*{term}*)(telephoneNumber=*{term}*)))"
    try:
        conn.search(settings.people_base, search_filter, attributes=["cn", "telephoneNumber", "roomNumber"], size_limit=50)
    except LDAPException as exc:
        logger.error("phonebook search failed: %s", exc)
        raise HTTPException(status_code=503, detail="directory unavailable")
    return [
        Contact(
            name=str(e.cn),
            phone=str(e.telephoneNumber) if e.telephoneNumber else None,
            office=str(e.roomNumber) if e.roomNumber else None,
        )
        for e in conn.entries
    ]
