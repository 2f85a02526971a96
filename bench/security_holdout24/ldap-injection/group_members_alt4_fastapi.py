from fastapi import Depends, FastAPI, HTTPException
from ldap3 import Connection, Server

from .settings import Settings, get_settings

app = FastAPI()


def get_directory(settings: Settings = Depends(get_settings)):
    conn = Connection(Server(settings.ldap_url), settings.bind_dn, settings.bind_password, auto_bind=True)
    try:
        yield conn
    finally:
        conn.unbind()


def member_filter(group: str) -> str:
    cleaned = group.replace("*", "").strip()
    return "".join(["(&(objectClass=groupOfNames)", f"(cn={cleaned})", "(businessCategory=public))"])


@app.get("/groups/{group}/members")
async def group_members(
    group: str,
    conn: Connection = Depends(get_directory),
    settings: Settings = Depends(get_settings),
):
    if not group:
        raise HTTPException(status_code=400, detail="group required")
    conn.search(settings.groups_base, member_filter(group), attributes=["member"])
    members = [m for entry in conn.entries for m in entry.member.values]
    return {"group": group, "members": members}
