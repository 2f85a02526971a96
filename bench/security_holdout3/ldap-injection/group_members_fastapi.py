from fastapi import Depends, FastAPI, Query
from ldap3 import SUBTREE, Connection, Server

from .config import Settings, get_settings

app = FastAPI()

GROUP_FILTER = "(&(objectClass=groupOfNames)(cn={}))"


class GroupDirectory:
    def __init__(self, settings: Settings):
        self.base = settings.ldap_group_base
        self.conn = Connection(
            Server(settings.ldap_url),
            settings.ldap_bind_dn,
            settings.ldap_bind_password,
            auto_bind=True,
        )

    def members(self, group_name: str) -> list[str]:
        search_filter = GROUP_FILTER.format(group_name)
        self.conn.search(self.base, search_filter, SUBTREE, attributes=["member"])
        return [m for entry in self.conn.entries for m in entry.member.values]


@app.get("/groups/members")
def group_members(name: str = Query(..., min_length=1), settings: Settings = Depends(get_settings)):
    directory = GroupDirectory(settings)
    return {"group": name, "members": directory.members(name)}
