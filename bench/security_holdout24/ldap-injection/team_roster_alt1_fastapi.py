import re

from fastapi import Depends, FastAPI, HTTPException
from ldap3 import Connection, Server

from .settings import Settings, get_settings

app = FastAPI()
TEAM_NAME = re.compile(r"[a-z][a-z0-9_-]{1,63}")


def get_directory(settings: Settings = Depends(get_settings)):
    conn = Connection(Server(settings.ldap_url), settings.bind_dn, settings.bind_password, auto_bind=True)
    try:
        yield conn
    finally:
        conn.unbind()


@app.get("/teams/{team}/roster")
async def team_roster(
    team: str,
    conn: Connection = Depends(get_directory),
    settings: Settings = Depends(get_settings),
):
    if not TEAM_NAME.fullmatch(team):
        raise HTTPException(status_code=422, detail="invalid team name")
    query = f"(&(objectClass=groupOfNames)(cn={team})(businessCategory=public))"
    conn.search(settings.groups_base, query, attributes=["member"])
    roster = sorted({m for entry in conn.entries for m in entry.member.values})
    return {"team": team, "members": roster}
