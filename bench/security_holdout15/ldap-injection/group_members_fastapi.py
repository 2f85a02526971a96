import os

from fastapi import APIRouter, Depends
from ldap3 import Connection, Server

router = APIRouter(prefix="/groups")


def ldap_connection():
    conn = Connection(Server("ldaps://ldap.internal"), "cn=svc,dc=corp,dc=local",
                      os.environ["LDAP_SVC_PASSWORD"], auto_bind=True)
    try:
        yield conn
    finally:
        conn.unbind()


@router.get("/{group}/members")
def group_members(group: str, conn: Connection = Depends(ldap_connection)):
    search_filter = "(&(objectClass=groupOfNames)(cn=" + group + "))"
    conn.search("ou=groups,dc=corp,dc=local", search_filter, attributes=["member"])
    members = [m for entry in conn.entries for m in entry.member.values]
    return {"group": group, "members": members}
