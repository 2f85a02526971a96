from enum import Enum

from fastapi import FastAPI
from ldap3 import SUBTREE, Connection, Server

from .config import settings

app = FastAPI()


class Team(str, Enum):
    platform = "platform-eng"
    data = "data-eng"
    security = "security-ops"
    support = "customer-support"


def ldap_conn() -> Connection:
    return Connection(Server(settings.ldap_url), settings.ldap_bind_dn, settings.ldap_bind_password, auto_bind=True)


@app.get("/teams/{team}/members")
def team_members(team: Team):
    conn = ldap_conn()
    with conn:
        conn.search(
            settings.ldap_group_base,
            "(&(objectClass=groupOfNames)(cn={}))".format(team.value),
            SUBTREE,
            attributes=["member"],
        )
        members = [m for entry in conn.entries for m in entry.member.values]
    return {"team": team.value, "members": members}
